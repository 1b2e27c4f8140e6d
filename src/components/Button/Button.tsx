// Buttons in the shop's look; every one is keyboard reachable and has a visible focus ring (GlobalStyle).
// primary (filled wine red) is for the one main action of a view (add to basket on the product page, pay);
// secondary is a quiet ink outline for everything else (a product card's add, filters, dialogs); ghost is a link.
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
type Variant = ButtonVariant

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
      color: ${theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: transparent;
    border-color: ${theme.colors.text};
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.text};
      border-color: ${theme.colors.text};
      color: ${theme.colors.onPrimary};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.colors.text};
    text-decoration: underline;
    &:hover:not(:disabled) {
      color: ${theme.colors.primary};
    }
  `,
}

/** The button look, shared by <Button> and links that look like buttons (ButtonLink). */
export const buttonStyle = css<{ $variant?: Variant; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.lg}`};
  border: 1px solid transparent;
  border-radius: ${theme.radii.sm};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  line-height: ${theme.lineHeights.snug};
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}

  text-decoration: none;
  text-align: center;
`

export const Button = styled.button<{ $variant?: Variant; $fullWidth?: boolean }>`
  ${buttonStyle}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`

/** Square icon button; always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    color 0.15s ease;

  &:hover:not(:disabled) {
    border-color: ${theme.colors.text};
    color: ${theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  svg {
    width: 18px;
    height: 18px;
  }
`
