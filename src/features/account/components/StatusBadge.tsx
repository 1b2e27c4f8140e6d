// An order's status as a small badge; the colour only repeats what the label says (never the only signal).
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

const Badge = styled.span<{ $tone: 'done' | 'stopped' | 'open' }>`
  display: inline-block;
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;

  ${({ $tone, theme }) =>
    $tone === 'done'
      ? css`
          background: ${theme.colors.greenSoft};
          color: ${theme.colors.success};
        `
      : $tone === 'stopped'
        ? css`
            background: ${theme.colors.wineSoft};
            color: ${theme.colors.error};
          `
        : css`
            background: ${theme.colors.goldSoft};
            color: ${theme.colors.text};
          `}
`

export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  const tone = status === 'Shipped' || status === 'Settled' ? 'done' : status === 'Cancelled' ? 'stopped' : 'open'
  return (
    <Badge $tone={tone} data-status={status}>
      {children}
    </Badge>
  )
}
