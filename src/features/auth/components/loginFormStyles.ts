// The surfaces of the login form and its club consent step.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`

export const Alert = styled.div<{ $tone: 'error' | 'info' }>`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.primary)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  p {
    margin: 0;
  }
`

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

export const Terms = styled.div`
  max-height: 240px;
  overflow: auto;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  p {
    margin: 0 0 ${theme.space.xs};
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

export const StepTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};

  &:focus {
    outline: none;
  }
`
