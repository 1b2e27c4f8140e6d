/** Stock state, its text and the most a shopper may buy (docs/product.md §3 Stock, §4 stock states). */
import { MAX_LINE_QUANTITY, type Culture, type StockState } from '../constants'

export interface StockInput {
  stockQuantity?: number | null
  stockState?: string | null
  stockDate?: string | null
}

const TEXTS: Record<Culture, Record<StockState, string>> = {
  da: {
    InStock: 'På lager',
    OutOfStock: 'Udsolgt',
    SoonInStock: 'Snart på lager igen',
    StockWithDate: 'På lager fra {date}',
    AvailableAsPreOrder: 'Kan forudbestilles',
  },
  en: {
    InStock: 'In stock',
    OutOfStock: 'Sold out',
    SoonInStock: 'Back in stock soon',
    StockWithDate: 'In stock from {date}',
    AvailableAsPreOrder: 'Available for pre-order',
  },
}

function formatDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`
}

export function stockState(input: StockInput): StockState {
  if ((input.stockQuantity ?? 0) > 0) return 'InStock'
  const state = input.stockState as StockState | null | undefined
  return state && state !== 'InStock' ? state : 'OutOfStock'
}

export function stockText(state: StockState, input: StockInput, culture: Culture): string {
  return TEXTS[culture][state].replace('{date}', input.stockDate ? formatDate(input.stockDate) : '')
}

/** Pre-orders are not bound by the shelf; everything else is. */
export function maxQuantity(input: StockInput): number {
  const state = stockState(input)
  if (state === 'InStock') return Math.min(input.stockQuantity ?? 0, MAX_LINE_QUANTITY)
  if (state === 'AvailableAsPreOrder') return MAX_LINE_QUANTITY
  return 0
}
