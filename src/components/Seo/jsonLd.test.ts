import { image, productDetail } from '@/test/fixtures'
import { AVAILABILITY, breadcrumbJsonLd, decimalPrice, productJsonLd, serializeJsonLd, type ProductJsonLdInput } from './jsonLd'

const ORIGIN = 'https://www.delikat.dk'
const URL_DA = `${ORIGIN}/produkter/roedvin-bordeaux/12/`

function input(overrides: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput {
  const product = productDetail({
    Images: [image('flaske.jpg', 'Flasken'), image('etiket.jpg')],
    Facts: [
      { Key: 'producer', Label: 'Producent', Value: 'Château Test' },
      { Key: 'country', Label: 'Land', Value: 'Frankrig' },
    ],
    ProductReview: { Score: 4.5, Reviewer: 'Politiken' },
  })
  return {
    product,
    offer: { Pricing: product.Pricing, StockState: 'InStock', ProductNumber: 'V-1012' },
    url: URL_DA,
    origin: ORIGIN,
    ...overrides,
  }
}

describe('decimalPrice', () => {
  it('writes øre as a decimal string with a point and two decimals', () => {
    expect(decimalPrice(16900)).toBe('169.00')
    expect(decimalPrice(7995)).toBe('79.95')
    expect(decimalPrice(5)).toBe('0.05')
    expect(decimalPrice(129900)).toBe('1299.00')
  })
})

describe('productJsonLd', () => {
  it('describes the product: name, absolute images, description, sku, brand from the producer', () => {
    const data = productJsonLd(input())
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rødvin Bordeaux',
      description: 'En rund rødvin.',
      sku: 'V-1012',
      brand: { '@type': 'Brand', name: 'Château Test' },
    })
    const images = data.image as string[]
    expect(images).toHaveLength(2)
    for (const url of images) expect(url).toMatch(/^https:\/\/www\.delikat\.dk\/media\/(flaske|etiket)\.jpg\?width=1200&height=1200&/)
  })

  it('offers the shown price as a decimal in DKK with VAT included for a consumer', () => {
    const offers = productJsonLd(input()).offers as Record<string, unknown>
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: '169.00',
      priceCurrency: 'DKK',
      availability: 'https://schema.org/InStock',
      url: URL_DA,
      priceSpecification: { valueAddedTaxIncluded: true, price: '169.00', priceCurrency: 'DKK' },
    })
  })

  it("says a business customer's price is without VAT", () => {
    const b2b = input({
      offer: {
        Pricing: { CurrentPrice: { Amount: 13520, Text: '135,20' }, IncludesVat: false },
        StockState: 'InStock',
        ProductNumber: 'V-1012',
      },
    })
    const offers = productJsonLd(b2b).offers as { price: string; priceSpecification: { valueAddedTaxIncluded: boolean } }
    expect(offers.price).toBe('135.20')
    expect(offers.priceSpecification.valueAddedTaxIncluded).toBe(false)
  })

  it.each([
    ['InStock', 'https://schema.org/InStock'],
    ['OutOfStock', 'https://schema.org/OutOfStock'],
    ['AvailableAsPreOrder', 'https://schema.org/PreOrder'],
    ['SoonInStock', 'https://schema.org/BackOrder'],
    ['StockWithDate', 'https://schema.org/BackOrder'],
  ])('maps the stock state %s to %s', (state, availability) => {
    expect(AVAILABILITY[state]).toBe(availability)
    expect((productJsonLd(input({ offer: { ...input().offer, StockState: state } })).offers as { availability: string }).availability).toBe(
      availability,
    )
  })

  it('takes the sku of the edition shown', () => {
    expect(productJsonLd(input({ offer: { ...input().offer, ProductNumber: 'V-1012-MAG' } })).sku).toBe('V-1012-MAG')
  })

  it("names the product's EAN as gtin13, not for a variant with its own number", () => {
    const withEan = { ...input().product, Ean: '5701234567899' }
    expect(productJsonLd(input({ product: withEan })).gtin13).toBe('5701234567899')
    expect(productJsonLd(input({ product: withEan, offer: { ...input().offer, ProductNumber: 'V-1012-MAG' } })).gtin13).toBeUndefined()
    expect(productJsonLd(input()).gtin13).toBeUndefined()
  })

  it('adds aggregateRating and review only when the product has a review', () => {
    const rated = productJsonLd(input())
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, worstRating: 0, ratingCount: 1 })
    expect(rated.review).toMatchObject({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5 },
      author: { '@type': 'Organization', name: 'Politiken' },
    })
    const unrated = productJsonLd(input({ product: { ...input().product, ProductReview: null } }))
    expect(unrated).not.toHaveProperty('aggregateRating')
    expect(unrated).not.toHaveProperty('review')
  })

  it('leaves out what is unknown rather than writing empty values', () => {
    const bare = productJsonLd(
      input({
        product: {
          ...input().product,
          Facts: [],
          Images: [],
          PrimaryImage: null,
          ShortDescription: null,
          SeoMetaDescription: null,
          Description: null,
        },
        offer: { ...input().offer, StockState: null, ProductNumber: null },
      }),
    )
    expect(bare).not.toHaveProperty('brand')
    expect(bare).not.toHaveProperty('image')
    expect(bare).not.toHaveProperty('description')
    expect(bare.sku).toBe('V-1012') // the product's own number
    expect(bare.offers).not.toHaveProperty('availability')
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the categories and the page itself with absolute URLs and positions from 1', () => {
    const data = breadcrumbJsonLd(
      [
        { Name: 'Vin', RelativeUrl: '/vin/' },
        { Name: 'Rødvin', RelativeUrl: '/vin/roedvin/' },
      ],
      { name: 'Rødvin Bordeaux', url: URL_DA },
      ORIGIN,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Vin', item: `${ORIGIN}/vin/` },
        { '@type': 'ListItem', position: 2, name: 'Rødvin', item: `${ORIGIN}/vin/roedvin/` },
        { '@type': 'ListItem', position: 3, name: 'Rødvin Bordeaux', item: URL_DA },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a tag, and still parses to the same value', () => {
    const hostile = { name: 'Vin</script><script>alert(1)</script>', note: 'A & B <!-- x -->', line: 'a\u2028b' }
    const text = serializeJsonLd(hostile)
    expect(text).not.toMatch(/<|>/)
    expect(text.toLowerCase()).not.toContain('</script')
    expect(text).not.toContain('&')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(hostile)
  })
})
