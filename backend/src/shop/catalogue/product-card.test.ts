import { describe, expect, it } from 'vitest'
import type { ProductExtras } from '../pricing/product-pricing'
import { netContentText, pricePerNetContent, toProductCard, type ProductDoc } from './product-card'

const barolo = (over: Partial<ProductDoc> = {}): ProductDoc => ({
  id: 1,
  name: 'Barolo DOCG 2019',
  friendlyUrlName: 'barolo-docg-2019',
  productNumber: 'V-1001',
  type: 'Wine',
  price: 34900,
  stockQuantity: 24,
  defaultQuantity: 6,
  alcoholPercentage: 14,
  netContent: 0.75,
  netContentUnit: 'l',
  shortDescription: 'Kraftfuld nebbiolo',
  images: [],
  review: { score: 4.5, reviewer: 'Politiken' },
  producer: 'Cascina Lorenzo',
  country: 'Italien',
  region: 'Piemonte',
  grape: 'Nebbiolo',
  vintage: 2019,
  colour: 'red',
  ...over,
})

const now = new Date('2026-11-22T12:00:00Z')
const da = { culture: 'da' as const, isB2B: false, now }

describe('pricePerNetContent', () => {
  it('is the price per litre, kilo or piece in Danish notation', () => {
    expect(pricePerNetContent(10000, 0.75, 'l')).toBe('133,33 kr./l')
    expect(pricePerNetContent(4500, 0.25, 'kg')).toBe('180,00 kr./kg')
    expect(pricePerNetContent(12000, 6, 'stk')).toBe('20,00 kr./stk.')
    expect(pricePerNetContent(1234567, 1, 'l')).toBe('12.345,67 kr./l')
  })
  it('is absent without a net content or unit', () => {
    expect(pricePerNetContent(10000, null, 'l')).toBeNull()
    expect(pricePerNetContent(10000, 0, 'l')).toBeNull()
    expect(pricePerNetContent(10000, 0.75, null)).toBeNull()
  })
})

describe('netContentText', () => {
  it('names small sizes in cl and g', () => {
    expect(netContentText(0.75, 'l')).toBe('75 cl')
    expect(netContentText(1.5, 'l')).toBe('1,5 l')
    expect(netContentText(0.25, 'kg')).toBe('250 g')
    expect(netContentText(6, 'stk')).toBe('6 stk.')
  })
})

describe('toProductCard', () => {
  it('maps every docs/product.md §3 field', () => {
    const card = toProductCard(barolo(), da)
    expect(card).toMatchObject({
      ProductId: 1,
      VariantId: null,
      Name: 'Barolo DOCG 2019',
      FriendlyUrlName: 'barolo-docg-2019',
      RelativeUrl: '/produkter/barolo-docg-2019/1/',
      Type: 'Wine',
      ShowAddToBasket: true,
      DefaultQuantity: 6,
      MaxQuantity: 24,
      Pricing: { CurrentPrice: { Amount: 34900, Text: '349,-' }, BeforePrice: null, Campaign: null, IncludesVat: true },
      CampaignSplash: null,
      ProductReview: { Score: 4.5, Reviewer: 'Politiken' },
      Stock: { State: 'InStock', Text: 'På lager' },
      PricePerNetContent: '465,33 kr./l',
      SeoPageTitle: 'Barolo DOCG 2019',
      SeoMetaDescription: 'Kraftfuld nebbiolo',
      AlcoholPercentage: 14,
      RequiredAge: 18,
      Variants: [],
    })
  })

  it('tells the age a buyer must have, from the percentage or from staff’s override', () => {
    expect(toProductCard(barolo({ alcoholPercentage: 5 }), da).RequiredAge).toBe(16)
    expect(toProductCard(barolo({ alcoholPercentage: 12.5, ageLimit: 'auto' }), da).RequiredAge).toBe(18)
    expect(toProductCard(barolo({ alcoholPercentage: 0.5 }), da).RequiredAge).toBeNull()
    expect(toProductCard(barolo({ alcoholPercentage: null, type: 'GiftBasket', ageLimit: '18' }), da).RequiredAge).toBe(18)
    expect(toProductCard(barolo({ alcoholPercentage: 14, ageLimit: 'none' }), da).RequiredAge).toBeNull()
  })

  it('shows business customers prices without VAT, per net content too', () => {
    const card = toProductCard(barolo(), { ...da, isB2B: true })
    expect(card.Pricing).toMatchObject({ CurrentPrice: { Amount: 27920, Text: '279,20' }, IncludesVat: false })
    expect(card.PricePerNetContent).toBe('372,27 kr./l')
  })

  it('lists the facts in the culture', () => {
    expect(toProductCard(barolo(), da).Facts.map((f) => [f.Label, f.Value])).toEqual([
      ['Producent', 'Cascina Lorenzo'],
      ['Land', 'Italien'],
      ['Område', 'Piemonte'],
      ['Drue', 'Nebbiolo'],
      ['Årgang', '2019'],
      ['Type', 'Rødvin'],
      ['Alkohol', '14 %'],
      ['Indhold', '0,75 l'],
    ])
    const en = toProductCard(barolo({ alcoholPercentage: 13.5, colour: 'white', organic: true }), { ...da, culture: 'en' }).Facts
    expect(en).toEqual(
      expect.arrayContaining([
        { Key: 'alcohol', Label: 'Alcohol', Value: '13.5 %' },
        { Key: 'organic', Label: 'Organic', Value: 'Organic' },
      ]),
    )
  })

  it('keeps the default quantity within what can be bought, and hides the button when nothing can', () => {
    expect(toProductCard(barolo({ stockQuantity: 2 }), da).DefaultQuantity).toBe(2)
    const soldOut = toProductCard(barolo({ stockQuantity: 0, stockState: 'SoonInStock' }), da)
    expect(soldOut).toMatchObject({ ShowAddToBasket: false, MaxQuantity: 0, DefaultQuantity: 1, Stock: { State: 'SoonInStock' } })
  })

  const extras: ProductExtras = {
    campaigns: [
      {
        id: 3,
        type: 'Regular',
        discountKind: 'FixedPrice',
        percentage: null,
        amount: 29900,
        splashText: 'Ugens vin',
        validFrom: new Date('2026-11-18T00:00:00Z'),
        validTo: new Date('2026-11-25T00:00:00Z'),
      },
    ],
    history: new Map([
      [
        null,
        [
          { price: 31900, validFrom: new Date('2026-10-01T00:00:00Z') },
          { price: 34900, validFrom: new Date('2026-11-01T00:00:00Z') },
        ],
      ],
    ]),
    variants: [
      { id: 40, name: 'Magnum 1,5 l', productNumber: 'V-1001-M', price: 74900, stockQuantity: 0, netContent: 1.5, netContentUnit: 'l' },
    ],
  }

  it('carries the campaign price, splash and the 30-day before price', () => {
    const card = toProductCard(barolo(), da, extras)
    expect(card.Pricing).toEqual({
      CurrentPrice: { Amount: 29900, Text: '299,-' },
      BeforePrice: { Amount: 31900, Text: '319,-' },
      Campaign: { CampaignType: 'Regular', Text: 'Ugens vin' },
      IncludesVat: true,
    })
    expect(card.CampaignSplash).toBe('Ugens vin')
    expect(card.PricePerNetContent).toBe('398,67 kr./l')
  })

  it('lists the product itself and its variants as editions', () => {
    const card = toProductCard(barolo(), da, extras)
    expect(card.Variants.map((v) => [v.VariantId, v.Name, v.ProductNumber, v.Pricing.CurrentPrice.Amount, v.ShowAddToBasket])).toEqual([
      [null, '75 cl', 'V-1001', 29900, true],
      // A fixed campaign price is the bottle's; the magnum keeps its own price.
      [40, 'Magnum 1,5 l', 'V-1001-M', 74900, false],
    ])
    expect(card.Variants[1]!.Stock.State).toBe('OutOfStock')
  })
})
