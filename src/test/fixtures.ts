// Shop API answers shaped like API.md, for component tests.
import type { Basket } from '@/features/basket/api/schemas'
import type { ProductCard } from '@/lib/schemas'

export const money = (Amount: number, Text: string) => ({ Amount, Text })

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    ProductId: 12,
    VariantId: null,
    Name: 'Rødvin Bordeaux',
    FriendlyUrlName: 'roedvin-bordeaux',
    RelativeUrl: '/produkter/roedvin-bordeaux/12/',
    Type: 'Wine',
    ShowAddToBasket: true,
    DefaultQuantity: 1,
    MaxQuantity: 6,
    Pricing: { CurrentPrice: money(16900, '169,-'), BeforePrice: null, Campaign: null },
    PrimaryImage: null,
    Images: [],
    Stock: { State: 'InStock', Text: 'På lager' },
    ShortDescription: 'En rund rødvin.',
    AlcoholPercentage: 13.5,
    ...overrides,
  }
}

export function basket(uid: string, quantity: number): Basket {
  const product = productCard()
  const lines =
    quantity > 0
      ? [
          {
            basketlineUid: 'line-1',
            Product: product,
            Quantity: quantity,
            MaxQuantity: 6,
            UnitPrice: money(16900, '169,-'),
            LinePrice: money(16900 * quantity, `${169 * quantity},-`),
            IsFreeGift: false,
            Unavailable: null,
          },
        ]
      : []
  const total = money(16900 * quantity, `${169 * quantity},-`)
  return {
    Uid: uid,
    Quantity: quantity,
    Lines: lines,
    GiftCardLines: [],
    GiftCardUsages: [],
    Voucher: null,
    Totals: { SubTotal: total, Discount: money(0, '0,-'), Delivery: null, GiftCards: null, Vat: money(0, '0,-'), Total: total },
    IsB2B: false,
  }
}
