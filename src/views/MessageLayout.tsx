// A centred card for short messages (not found, errors), and a left-aligned one for a form.
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { theme } from '@/styles/theme'

export const Message = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space.xxxl};
  padding-bottom: ${theme.space.xxxl};
`

export const MessageCard = styled.div`
  max-width: 560px;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  text-align: center;

  h1 {
    font-size: ${theme.fontSizes.xxl};
    color: ${theme.colors.primary};
  }
`

/** A left-aligned card for a form (the message card centres its text). */
export const FormCard = styled(MessageCard)`
  display: grid;
  gap: ${theme.space.md};
  width: min(100%, 520px);
  padding: ${theme.space.lg};
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

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }
`
