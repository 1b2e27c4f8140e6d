// Surfaces shared by the account pages: a card per section, its heading, muted text, skeleton blocks and the row
// of actions beneath a form.
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

/** A card's surface, for a section of its own or a component dressed as one. */
export const cardSurface = css`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }
`

export const Card = styled.section`
  display: grid;
  gap: ${theme.space.md};
  ${cardSurface}

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`

/** A heading that takes the focus by script (tabIndex -1) after the content beneath it changed. */
export const FocusHeading = styled.h2`
  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${theme.focusRing}
  }
`

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`

export const SkeletonBlock = styled.div<{ $height?: string }>`
  height: ${({ $height = '96px' }) => $height};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.skeleton};
`

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
`

/** Read-only facts (e-mail, CVR): term above value. */
export const Facts = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: ${theme.space.xxs};
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
