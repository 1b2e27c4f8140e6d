// The stock state with the server's text (docs/product.md §4 stock states); a coloured dot repeats what the text says.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { ProductCard } from '@/lib/schemas'

type Tone = 'good' | 'warn' | 'bad'

const toneOf: Record<string, Tone> = {
  InStock: 'good',
  StockWithDate: 'warn',
  SoonInStock: 'warn',
  AvailableAsPreOrder: 'warn',
  OutOfStock: 'bad',
}

const Status = styled.p<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ({ good: theme.colors.success, warn: theme.colors.warning, bad: theme.colors.error })[$tone]};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: currentColor;
  }
`

export function StockStatus({ stock }: { stock: ProductCard['Stock'] }) {
  const { t } = useTranslation()
  if (!stock) return null
  const text = stock.Text?.trim() || t(`Stock.${stock.State}`, { defaultValue: '' })
  if (!text) return null
  return <Status $tone={toneOf[stock.State] ?? 'warn'}>{text}</Status>
}
