// Shop API answers shaped like docs/api/README.md, for component tests.
import type { Basket } from '@/features/basket/api/schemas'
import type { ProductCard, ProductDetail, ProductVariant } from '@/lib/schemas'

export const money = (Amount: number, Text: string) => ({ Amount, Text })

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    ProductId: 12,
    VariantId: null,
    ProductNumber: 'V-1012',
    Name: 'Rødvin Bordeaux',
    FriendlyUrlName: 'roedvin-bordeaux',
    RelativeUrl: '/produkter/roedvin-bordeaux/12/',
    Type: 'Wine',
    ShowAddToBasket: true,
    DefaultQuantity: 1,
    MaxQuantity: 6,
    Pricing: { CurrentPrice: money(16900, '169,-'), BeforePrice: null, Campaign: null, IncludesVat: true },
    PrimaryImage: null,
    Images: [],
    CampaignSplash: null,
    Stock: { State: 'InStock', Text: 'På lager' },
    ShortDescription: 'En rund rødvin.',
    AlcoholPercentage: 13.5,
    Facts: [],
    Variants: [],
    ...overrides,
  }
}

/** An image as the shop API sends it (docs/product.md §3 Image). */
export function image(name: string, AltText: string | null = null) {
  return {
    Name: name,
    AltText,
    FileName: name,
    FileExtension: name.split('.').pop() ?? '',
    Width: 1600,
    Height: 1200,
    BaseUrl: `/media/${name}`,
    FocalPoints: { Landscape: { X: 50, Y: 40 }, Portrait: { X: 50, Y: 40 }, Square: { X: 50, Y: 40 } },
  }
}

/** One edition of the product page (docs/api/README.md Variants). */
export function productVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    VariantId: null,
    Name: '0,75 l',
    ProductNumber: 'V-1012',
    Pricing: { CurrentPrice: money(16900, '169,-'), BeforePrice: null, Campaign: null, IncludesVat: true },
    Stock: { State: 'InStock', Text: 'På lager' },
    MaxQuantity: 6,
    ShowAddToBasket: true,
    PricePerNetContent: '225,33 kr./l',
    ...overrides,
  }
}

/** GET product/{id}: the card plus category and breadcrumbs. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard(),
    CategoryId: 4,
    Breadcrumbs: [
      { Name: 'Vin', RelativeUrl: '/vin/' },
      { Name: 'Rødvin', RelativeUrl: '/vin/roedvin/' },
    ],
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
