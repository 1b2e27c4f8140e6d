import { describe, expect, it } from 'vitest'
import { toProductCard, type PricingContext, type ProductDoc } from '../catalogue/product-card'
import type { PricedProduct } from '../catalogue/products'
import { NO_EXTRAS, type ProductExtras } from '../pricing/product-pricing'
import { toBasket, toMarketingCartUpdate, type BasketExtras } from './view'

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

const priced = (doc: ProductDoc, ctx: PricingContext, extras: ProductExtras = NO_EXTRAS): PricedProduct => ({
  doc,
  extras,
  card: toProductCard(doc, ctx, extras),
})

describe('toBasket', () => {
  const b2b = { culture: 'da' as const, isB2B: true }
  const b2c = { culture: 'en' as const, isB2B: false }

  it('shows business customers unit prices without VAT and adds the VAT in the totals', () => {
    const basket = toBasket(
      'u',
      [{ lineUid: 'l', productId: 7, variantId: null, quantity: 2 }],
      new Map([[7, priced(product(), b2b)]]),
      b2b,
    )
    expect(basket.Lines[0]!.UnitPrice.Text).toBe('100,-')
    expect(basket.Totals.SubTotal.Amount).toBe(20000)
    expect(basket.Totals.Vat.Amount).toBe(5000)
    expect(basket.Totals.Total.Amount).toBe(25000)
    expect(basket.IsB2B).toBe(true)
  })

  it('marks lines that cannot be bought as they are and leaves them out of the total', () => {
    const products = new Map([
      [7, priced(product({ stockQuantity: 1 }), b2c)],
      [8, priced(product({ id: 8, stockQuantity: 0, stockState: 'OutOfStock' }), b2c)],
    ])
    const basket = toBasket(
      'u',
      [
        { lineUid: 'a', productId: 7, variantId: null, quantity: 3 },
        { lineUid: 'b', productId: 8, variantId: null, quantity: 1 },
        { lineUid: 'c', productId: 9, variantId: null, quantity: 1 },
      ],
      products,
      b2c,
    )
    expect(basket.Lines.map((l) => l.Unavailable)).toEqual(['QuantityGreaterThanInventory', 'SoldOutOrUnavailable', 'SoldOutOrUnavailable'])
    expect(basket.Totals.Total.Amount).toBe(0)
    expect(basket.Quantity).toBe(5)
  })

  it('prices a variant line by the variant and applies the campaign to it', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const ctx = { culture: 'da' as const, isB2B: false, now }
    const extras: ProductExtras = {
      campaigns: [
        {
          id: 1,
          type: 'Regular',
          discountKind: 'Percentage',
          percentage: 10,
          amount: null,
          splashText: null,
          validFrom: new Date('2026-11-20T00:00:00Z'),
          validTo: new Date('2026-11-30T00:00:00Z'),
        },
      ],
      history: new Map(),
      variants: [
        { id: 31, name: 'Magnum 1,5 l', productNumber: 'V-7-M', price: 30000, stockQuantity: 2, netContent: 1.5, netContentUnit: 'l' },
      ],
    }
    const basket = toBasket(
      'u',
      [
        { lineUid: 'a', productId: 7, variantId: 31, quantity: 3 },
        { lineUid: 'b', productId: 7, variantId: 99, quantity: 1 },
      ],
      new Map([[7, priced(product(), ctx, extras)]]),
      ctx,
    )
    const [magnum, gone] = basket.Lines
    expect(magnum!.UnitPrice.Amount).toBe(27000)
    expect(magnum!.Product!.Name).toBe('Chablis, Magnum 1,5 l')
    expect(magnum!.Product!.VariantId).toBe(31)
    expect(magnum!.Product!.ProductNumber).toBe('V-7-M')
    expect(magnum!.Campaign).toEqual({ CampaignType: 'Regular', Text: 'Spar 10 %' })
    expect(magnum!.Unavailable).toBe('QuantityGreaterThanInventory')
    expect(gone!.Unavailable).toBe('SoldOutOrUnavailable')
  })

  it('asks the highest age of the lines it would sell: a variant its product’s, a sold-out line none', () => {
    const extras: ProductExtras = {
      ...NO_EXTRAS,
      variants: [
        { id: 31, name: 'Magnum 1,5 l', productNumber: 'V-7-M', price: 30000, stockQuantity: 2, netContent: 1.5, netContentUnit: 'l' },
      ],
    }
    const products = new Map([
      [7, priced(product({ alcoholPercentage: 12.5 }), b2c, extras)],
      [8, priced(product({ id: 8, alcoholPercentage: 5 }), b2c)],
      [9, priced(product({ id: 9, alcoholPercentage: null }), b2c)],
      [10, priced(product({ id: 10, alcoholPercentage: 40, stockQuantity: 0, stockState: 'OutOfStock' }), b2c)],
    ])
    const line = (lineUid: string, productId: number, variantId: number | null = null) => ({ lineUid, productId, variantId, quantity: 1 })
    const age = (lines: ReturnType<typeof line>[]) => toBasket('u', lines, products, b2c).RequiredAge
    expect(age([])).toBeNull()
    expect(age([line('c', 9)])).toBeNull()
    expect(age([line('b', 8), line('c', 9)])).toBe(16)
    expect(age([line('b', 8), line('a', 7, 31), line('c', 9)])).toBe(18)
    expect(toBasket('u', [line('a', 7, 31)], products, b2c).Lines[0]!.Product!.RequiredAge).toBe(18)
    expect(age([line('b', 8), line('d', 10)])).toBe(16)
  })

  it('lets only active, unexpired gift cards pay, in the order they were added', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const ctx = { culture: 'da' as const, isB2B: false, now }
    const card = (usageUid: string, balance: number, over: Partial<BasketExtras['usages'][number]> = {}) => ({
      usageUid,
      code: `ABCDEFGHJKMN${usageUid.toUpperCase().padStart(4, 'X')}`,
      balance,
      status: 'Active' as const,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      ...over,
    })
    const extras: BasketExtras = {
      giftCardLines: [],
      voucher: null,
      usages: [
        card('a', 5000, { expiresAt: new Date('2026-11-25T11:59:59Z') }),
        card('b', 5000, { status: 'Blocked' }),
        card('c', 10000),
        card('d', 10000),
      ],
    }
    const basket = toBasket(
      'u',
      [{ lineUid: 'l', productId: 7, variantId: null, quantity: 1 }],
      new Map([[7, priced(product(), ctx)]]),
      ctx,
      [],
      extras,
    )
    expect(basket.GiftCardUsages.map((u) => [u.Used.Amount, u.RemainingBalance.Amount])).toEqual([
      [0, 0],
      [0, 0],
      [10000, 0],
      [2500, 7500],
    ])
    expect(basket.GiftCardUsages[3]!.MaskedCode).toBe('•••• •••• •••• XXXD')
    expect(basket.Totals.Total.Amount).toBe(0)
    expect(toMarketingCartUpdate(basket, { action: 'add', productId: 7, quantity: 1 })).toEqual({
      action: 'add',
      product_id: '7',
      quantity: 1,
      product_list: [{ product_id: '7', quantity: 1 }],
      product_ids: ['7'],
      total_quantity: 1,
      total_price: 0,
      voucher_code: null,
      local_currency: 'DKK',
    })
  })
})
