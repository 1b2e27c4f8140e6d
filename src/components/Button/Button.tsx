// Buttons in the shop's look; every one is keyboard reachable and has a visible focus ring (GlobalStyle).
import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
type Variant = ButtonVariant

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
}

/** The button look, shared by <Button> and links that look like buttons (ButtonLink). */
export const buttonStyle = css<{ $variant?: Variant; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background-color 0.15s ease, color 0.15s ease;
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
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
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
