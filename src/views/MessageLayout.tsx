// A centred card for short messages (not found, errors), and a left-aligned one for a form.
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'

export const Message = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`

export const MessageCard = styled.div`
  max-width: 560px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** A left-aligned card for a form (the message card centres its text). */
export const FormCard = styled(MessageCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, 520px);
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;

  h1 {
    margin: 0;
  }

  h1:focus {
    outline: none;
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`
