// The stock state with the server's text (docs/product.md §4 stock states), or a tasting's seats; a coloured dot
// repeats what the text says.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { ProductCard, ProductEvent } from '@/lib/schemas'
import { theme } from '@/styles/theme'

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
  gap: ${theme.space.xs};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ({ good: theme.colors.success, warn: theme.colors.warning, bad: theme.colors.error })[$tone]};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${theme.radii.pill};
    background: currentColor;
  }
`

/** A tasting counts seats, not stock (docs/adr/0041): the key of "12 pladser tilbage", "Udsolgt", or that it has
 * taken place; null where the stock state says more (a tasting sold on pre-order). */
function eventStockKey(event: ProductEvent, stock: ProductCard['Stock']): 'Event.HasPassed' | 'Event.SeatsLeft' | 'Event.SoldOut' | null {
  if (event.HasPassed) return 'Event.HasPassed'
  if (typeof event.SeatsLeft === 'number' && event.SeatsLeft > 0) return 'Event.SeatsLeft'
  if (!stock || stock.State === 'OutOfStock') return 'Event.SoldOut'
  return null
}

export function StockStatus({ stock, event }: { stock: ProductCard['Stock']; event?: ProductEvent | null }) {
  const { t } = useTranslation()
  const seats = event ? eventStockKey(event, stock) : null
  if (seats) {
    return <Status $tone={seats === 'Event.SeatsLeft' ? 'good' : 'bad'}>{t(seats, { count: event?.SeatsLeft ?? 0 })}</Status>
  }
  if (!stock) return null
  const text = stock.Text?.trim() || t(`Stock.${stock.State}`, { defaultValue: '' })
  if (!text) return null
  return <Status $tone={toneOf[stock.State] ?? 'warn'}>{text}</Status>
}
