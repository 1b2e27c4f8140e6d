import { describe, expect, it } from 'vitest'
import type { ProductDoc } from '../catalogue/product-card'
import { toBasket } from './view'

const product = (over: Partial<ProductDoc> = {}): ProductDoc => ({
  id: 7,
  name: 'Chablis',
  friendlyUrlName: 'chablis',
  productNumber: 'V-7',
  type: 'Wine',
  price: 12500,
  stockQuantity: 5,
  ...over,
})

describe('toBasket', () => {
  it('shows business customers unit prices without VAT and adds the VAT in the totals', () => {
    const basket = toBasket('u', [{ lineUid: 'l', productId: 7, quantity: 2 }], new Map([[7, product()]]), { culture: 'da', isB2B: true })
    expect(basket.Lines[0]!.UnitPrice.Text).toBe('100,-')
    expect(basket.Totals.SubTotal.Amount).toBe(20000)
    expect(basket.Totals.Vat.Amount).toBe(5000)
    expect(basket.Totals.Total.Amount).toBe(25000)
    expect(basket.IsB2B).toBe(true)
  })

  it('marks lines that cannot be bought as they are and leaves them out of the total', () => {
    const products = new Map([
      [7, product({ stockQuantity: 1 })],
      [8, product({ id: 8, stockQuantity: 0, stockState: 'OutOfStock' })],
    ])
    const basket = toBasket(
      'u',
      [
        { lineUid: 'a', productId: 7, quantity: 3 },
        { lineUid: 'b', productId: 8, quantity: 1 },
        { lineUid: 'c', productId: 9, quantity: 1 },
      ],
      products,
      { culture: 'en', isB2B: false },
    )
    expect(basket.Lines.map((l) => l.Unavailable)).toEqual(['QuantityGreaterThanInventory', 'SoldOutOrUnavailable', 'SoldOutOrUnavailable'])
    expect(basket.Totals.Total.Amount).toBe(0)
    expect(basket.Quantity).toBe(5)
  })
})
