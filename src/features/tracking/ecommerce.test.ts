import type { Basket, BasketLine } from '@/features/basket/api/schemas'
import { selectEdition } from '@/features/product/variants'
import { basket as basketFixture, productCard, productDetail, productVariant } from '@/test/fixtures'
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  basketChangeEvents,
  beginCheckoutEvent,
  selectItemEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ecommerce'
import { cardItem, itemIdOf, kroner } from './items'

const money = (Amount: number) => ({ Amount, Text: '' })

/** A consumer's card: 169,- incl. VAT. The same product for a business: 135,20 excl. VAT (as the API answers). */
const consumerCard = productCard()
const businessCard = productCard({
  Pricing: { CurrentPrice: money(13520), BeforePrice: null, Campaign: null, IncludesVat: false },
})
const campaignCard = productCard({
  Pricing: {
    CurrentPrice: money(12900),
    BeforePrice: money(16900),
    Campaign: { CampaignType: 'Regular', Text: 'Tilbud' },
    IncludesVat: true,
  },
})

function line(overrides: Partial<BasketLine> = {}): BasketLine {
  return {
    basketlineUid: 'line-1',
    Product: consumerCard,
    Quantity: 1,
    MaxQuantity: 6,
    UnitPrice: money(16900),
    LinePrice: money(16900),
    Campaign: null,
    IsFreeGift: false,
    Unavailable: null,
    ...overrides,
  }
}

function basketWith(lines: BasketLine[], extra: Partial<Basket> = {}): Basket {
  const subTotal = lines.reduce((sum, l) => sum + l.UnitPrice.Amount * l.Quantity, 0)
  return {
    ...basketFixture('b-1', 0),
    Lines: lines,
    Quantity: lines.reduce((sum, l) => sum + l.Quantity, 0),
    Totals: { SubTotal: money(subTotal), Discount: money(0), Delivery: null, GiftCards: null, Vat: money(0), Total: money(subTotal) },
    ...extra,
  }
}

describe('GA4 items', () => {
  it('uses the product number as item id, the product id when there is none', () => {
    expect(itemIdOf({ ProductNumber: 'V-1012', ProductId: 12 })).toBe('V-1012')
    expect(itemIdOf({ ProductNumber: null, ProductId: 12 })).toBe('12')
    expect(itemIdOf({ ProductNumber: '  ', ProductId: 12 })).toBe('12')
  })

  it('turns øre into kroner without float noise', () => {
    expect(kroner(16900)).toBe(169)
    expect(kroner(13520)).toBe(135.2)
    expect(kroner(10 + 20)).toBe(0.3)
  })

  it('prices a consumer card incl. VAT and a business card excl. VAT, as the API answered them', () => {
    expect(cardItem(consumerCard)).toEqual({
      item_id: 'V-1012',
      item_name: 'Rødvin Bordeaux',
      price: 169,
      quantity: 1,
      item_category: 'Wine',
    })
    expect(cardItem(businessCard)).toEqual({
      item_id: 'V-1012',
      item_name: 'Rødvin Bordeaux',
      price: 135.2,
      quantity: 1,
      item_category: 'Wine',
    })
  })

  it('gives the campaign discount as the before price less the current price', () => {
    expect(cardItem(campaignCard)).toMatchObject({ price: 129, discount: 40 })
  })
})

describe('view_item', () => {
  it('is the product as the edition shown, with the variant’s own number, name and price', () => {
    const product = productDetail({
      Variants: [
        productVariant({ VariantId: null, Name: '0,75 l', ProductNumber: 'V-1012' }),
        productVariant({ VariantId: 7, Name: 'Magnum 1,5 l', ProductNumber: 'V-1012-M', Pricing: { ...campaignCard.Pricing } }),
      ],
    })
    expect(viewItemEvent(product, selectEdition(product, 7))).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'DKK',
        value: 129,
        items: [
          {
            item_id: 'V-1012-M',
            item_name: 'Rødvin Bordeaux',
            item_variant: 'Magnum 1,5 l',
            price: 129,
            quantity: 1,
            item_category: 'Wine',
            discount: 40,
          },
        ],
      },
    })
    expect(viewItemEvent(product, selectEdition(product, null)).ecommerce.items[0]).not.toHaveProperty('item_variant')
  })
})

describe('lists', () => {
  const list = { id: 'search_results', name: 'Søgeresultater' }

  it('view_item_list carries the list on the event and on every item, with the index from 0', () => {
    const event = viewItemListEvent(list, [consumerCard, productCard({ ProductId: 13, ProductNumber: null, Name: 'Hvidvin' })])
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'DKK',
        value: 338,
        item_list_id: 'search_results',
        item_list_name: 'Søgeresultater',
        items: [
          { ...cardItem(consumerCard), index: 0, item_list_id: 'search_results', item_list_name: 'Søgeresultater' },
          {
            item_id: '13',
            item_name: 'Hvidvin',
            price: 169,
            quantity: 1,
            item_category: 'Wine',
            index: 1,
            item_list_id: 'search_results',
            item_list_name: 'Søgeresultater',
          },
        ],
      },
    })
  })

  it('select_item names the list and place, or neither for a card outside a list', () => {
    expect(selectItemEvent(consumerCard, { list, index: 3 }).ecommerce).toMatchObject({
      item_list_id: 'search_results',
      items: [{ item_id: 'V-1012', index: 3, item_list_name: 'Søgeresultater' }],
    })
    expect(selectItemEvent(consumerCard).ecommerce).toEqual({ currency: 'DKK', value: 169, items: [cardItem(consumerCard)] })
  })
})

describe('basket changes', () => {
  it('add_to_cart has the quantity added, priced by the answer’s line (a business line excl. VAT)', () => {
    const after = basketWith([line({ Product: businessCard, Quantity: 5, UnitPrice: money(13520) })])
    expect(addToCartEvent(after, { ProductId: 12, VariantId: null, Quantity: 2 }, businessCard)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'DKK',
        value: 270.4,
        items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 135.2, quantity: 2, item_category: 'Wine' }],
      },
    })
  })

  it('add_to_cart finds the variant’s line, and falls back on the card when the answer has no line for it', () => {
    const variantCard = productCard({ VariantId: 7, ProductNumber: 'V-1012-M', Name: 'Rødvin Bordeaux, Magnum' })
    const after = basketWith([line(), line({ basketlineUid: 'l2', Product: variantCard, UnitPrice: money(39900) })])
    expect(addToCartEvent(after, { ProductId: 12, VariantId: 7, Quantity: 1 }, consumerCard).ecommerce.items[0]).toMatchObject({
      item_id: 'V-1012-M',
      price: 399,
    })
    expect(addToCartEvent(basketWith([]), { ProductId: 12, Quantity: 1 }, consumerCard).ecommerce.items).toEqual([cardItem(consumerCard)])
  })

  it('a quantity up is add_to_cart and a quantity down remove_from_cart, with the difference only', () => {
    const before = basketWith([line({ Quantity: 2 })])
    expect(basketChangeEvents(before, basketWith([line({ Quantity: 5 })]))).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'DKK', value: 507, items: [{ ...cardItem(consumerCard), quantity: 3 }] } },
    ])
    expect(basketChangeEvents(before, basketWith([line({ Quantity: 1 })]))).toEqual([
      { event: 'remove_from_cart', ecommerce: { currency: 'DKK', value: 169, items: [{ ...cardItem(consumerCard), quantity: 1 }] } },
    ])
  })

  it('a removed line is remove_from_cart of its whole quantity; free gifts and unknown baskets push nothing', () => {
    const gift = line({ basketlineUid: 'gift', Product: productCard({ ProductId: 99 }), IsFreeGift: true, UnitPrice: money(0) })
    const before = basketWith([line({ Quantity: 2 }), gift])
    const [removed, ...rest] = basketChangeEvents(before, basketWith([]))
    expect(rest).toEqual([])
    expect(removed).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 338, items: [{ item_id: 'V-1012', quantity: 2 }] } })
    expect(basketChangeEvents(undefined, before)).toEqual([])
    expect(basketChangeEvents(before, before)).toEqual([])
  })

  it('gift cards bought count by amount', () => {
    const card = (Quantity: number) => ({ giftCardBasketlineUid: 'g', Amount: money(50000), Quantity, IsGift: false, Greetings: [] })
    const events = basketChangeEvents(basketWith([], { GiftCardLines: [card(1)] }), basketWith([], { GiftCardLines: [card(3)] }))
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'DKK', value: 1000, items: [{ item_id: 'giftcard', item_name: 'Gift card', price: 500, quantity: 2 }] },
      },
    ])
  })
})

describe('cart and checkout', () => {
  const basket = basketWith([line({ Quantity: 2 })], {
    Voucher: { Code: 'VIN10', Discount: money(3380) },
    Totals: {
      SubTotal: money(33800),
      Discount: money(3380),
      Delivery: money(3900),
      GiftCards: null,
      Vat: money(6084),
      Total: money(34320),
    },
  })

  it('view_cart and begin_checkout: every line, the goods’ value after the voucher (before delivery) and the code', () => {
    const ecommerce = { currency: 'DKK', value: 304.2, coupon: 'VIN10', items: [{ ...cardItem(consumerCard), quantity: 2 }] }
    expect(viewCartEvent(basket)).toEqual({ event: 'view_cart', ecommerce })
    expect(beginCheckoutEvent(basket)).toEqual({ event: 'begin_checkout', ecommerce })
  })

  it('a business basket is valued excl. VAT, as its lines are shown', () => {
    const business = basketWith([line({ Product: businessCard, UnitPrice: money(13520) })], { IsB2B: true })
    business.Totals = { ...business.Totals, Vat: money(3380), Total: money(16900) }
    expect(viewCartEvent(business).ecommerce).toMatchObject({ value: 135.2, items: [{ price: 135.2 }] })
  })

  it('add_shipping_info has the method’s type as shipping_tier, add_payment_info the method as payment_type', () => {
    expect(addShippingInfoEvent(basket, { DeliveryMethodType: 'PostNord' })).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'PostNord', value: 304.2 },
    })
    expect(addPaymentInfoEvent(basket, 'Invoice')).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'Invoice', coupon: 'VIN10' },
    })
  })
})
