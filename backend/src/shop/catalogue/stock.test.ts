import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from '../constants'
import { maxQuantity, stockState, stockText } from './stock'

describe('stock', () => {
  it('is in stock whenever there is a quantity, whatever state is stored', () => {
    expect(stockState({ stockQuantity: 3, stockState: 'SoonInStock' })).toBe('InStock')
  })

  it('uses the stored state when the shelf is empty, and dates the StockWithDate text', () => {
    const input = { stockQuantity: 0, stockState: 'StockWithDate', stockDate: '2026-12-03T00:00:00.000Z' }
    expect(stockState(input)).toBe('StockWithDate')
    expect(stockText('StockWithDate', input, 'da')).toBe('På lager fra 3.12.2026')
  })

  it('limits the quantity to the stock, lets pre-orders through and stops sold-out products', () => {
    expect(maxQuantity({ stockQuantity: 4 })).toBe(4)
    expect(maxQuantity({ stockQuantity: 500 })).toBe(MAX_LINE_QUANTITY)
    expect(maxQuantity({ stockQuantity: 0, stockState: 'AvailableAsPreOrder' })).toBe(MAX_LINE_QUANTITY)
    expect(maxQuantity({ stockQuantity: 0, stockState: 'SoonInStock' })).toBe(0)
  })
})
