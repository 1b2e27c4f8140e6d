// The card look shared by category, article and recipe cards: the whole card is clickable through its title
// link (the link's ::after covers the card), and the focus ring is drawn around the card.
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:hover {
    box-shadow: ${theme.shadows.raised};
  }

  &:focus-within {
    ${theme.focusRing}
  }

  img {
    transition: transform 0.3s ease;
  }

  &:hover img {
    transform: scale(1.03);
  }
`

export const CardImage = styled.div`
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
`

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
`

export const stretchedLink = css`
  color: ${theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
  }
`

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

export const CardMeta = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`
