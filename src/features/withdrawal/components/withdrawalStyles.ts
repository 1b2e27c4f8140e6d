// The surfaces of the withdrawal page ("Fortryd købet her"): the page and its card, a step, its form, the lists of
// order lines and the muted notes.
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { theme } from '@/styles/theme'

export const Page = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`

export const Card = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 760px;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }

  h1 {
    margin: 0;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xxl};
  }

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    ${theme.focusRing}
  }

  p {
    margin: 0;
  }
`

export const Step = styled.section`
  display: grid;
  gap: ${theme.space.md};
`

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
`

export const OrderFacts = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`

export const Lines = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const LineCard = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.wineSoft};
  }

  label {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

export const Quantity = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;

  select {
    width: auto;
    min-width: 88px;
  }
`

export const Exempt = styled.li`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.border};

  strong {
    overflow-wrap: anywhere;
  }
`

export const Summary = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};

  li {
    overflow-wrap: anywhere;
  }
`

export const Skeleton = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.skeleton};
`
