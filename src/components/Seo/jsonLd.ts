// schema.org structured data (JSON-LD) for the product page: a Product with its offer, brand, images and review,
// and the page's BreadcrumbList. Pure functions of the page's data, so they are unit-tested; serializeJsonLd makes
// the text safe inside a <script> element.
import { sizedImageUrl } from '@/components/CmsImage/imageUrl'
import { CURRENCY } from '@/config/constants'
import type { Breadcrumb, Image, Pricing, ProductCard } from '@/lib/schemas'
import { absoluteUrl } from './PageHead'

/** Square product images for search engines, 1200 px wide (their recommended minimum is far below). */
export const JSON_LD_IMAGE_WIDTH = 1200
export const MAX_REVIEW_SCORE = 5

type JsonLd = Record<string, unknown>

/** docs/product.md §4 stock states as schema.org ItemAvailability. */
export const AVAILABILITY: Record<string, string> = {
  InStock: 'https://schema.org/InStock',
  OutOfStock: 'https://schema.org/OutOfStock',
  AvailableAsPreOrder: 'https://schema.org/PreOrder',
  SoonInStock: 'https://schema.org/BackOrder',
  StockWithDate: 'https://schema.org/BackOrder',
}

/** øre as schema.org wants a price: a decimal string with a point ("169.00"). */
export function decimalPrice(ore: number): string {
  const sign = ore < 0 ? '-' : ''
  const abs = Math.abs(Math.round(ore))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export type ProductJsonLdInput = {
  product: Pick<
    ProductCard,
    | 'Name'
    | 'ProductNumber'
    | 'ShortDescription'
    | 'SeoMetaDescription'
    | 'Description'
    | 'Images'
    | 'PrimaryImage'
    | 'ProductReview'
    | 'Facts'
  > & { Ean?: string | null }
  /** The edition shown: its price, stock and number. */
  offer: {
    Pricing: Pick<Pricing, 'CurrentPrice' | 'IncludesVat'>
    StockState: string | null | undefined
    ProductNumber: string | null | undefined
  }
  /** The page's absolute URL. */
  url: string
  origin: string
}

function imagesOf(product: ProductJsonLdInput['product'], origin: string): string[] {
  const images: Image[] = product.Images?.length ? product.Images : product.PrimaryImage ? [product.PrimaryImage] : []
  return images.map((image) => absoluteUrl(origin, sizedImageUrl(image.BaseUrl, JSON_LD_IMAGE_WIDTH, JSON_LD_IMAGE_WIDTH)))
}

export function productJsonLd({ product, offer, url, origin }: ProductJsonLdInput): JsonLd {
  const producer = product.Facts.find((fact) => fact.Key === 'producer')?.Value
  const description = product.ShortDescription || product.SeoMetaDescription || product.Description || undefined
  const sku = offer.ProductNumber || product.ProductNumber || undefined
  // The product's own barcode; a variant (a magnum) has a barcode of its own, which the shop does not hold.
  const gtin13 = product.Ean && (!offer.ProductNumber || offer.ProductNumber === product.ProductNumber) ? product.Ean : undefined
  const availability = offer.StockState ? AVAILABILITY[offer.StockState] : undefined
  const price = decimalPrice(offer.Pricing.CurrentPrice.Amount)
  const review = product.ProductReview
  const score = typeof review?.Score === 'number' ? Math.min(MAX_REVIEW_SCORE, Math.max(0, review.Score)) : null
  const images = imagesOf(product, origin)

  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.Name,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(sku ? { sku } : {}),
    ...(gtin13 ? { gtin13 } : {}),
    ...(producer ? { brand: { '@type': 'Brand', name: producer } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: CURRENCY,
      // B2C prices include VAT; a business customer's page says its price does not.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: CURRENCY,
        valueAddedTaxIncluded: offer.Pricing.IncludesVat,
      },
      ...(availability ? { availability } : {}),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(score !== null && review
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: score,
            bestRating: MAX_REVIEW_SCORE,
            worstRating: 0,
            ratingCount: 1,
          },
          review: {
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: score, bestRating: MAX_REVIEW_SCORE, worstRating: 0 },
            ...(review.Reviewer ? { author: { '@type': 'Organization', name: review.Reviewer } } : {}),
          },
        }
      : {}),
  }
}

/** The trail as a schema.org BreadcrumbList, ending with the page itself. */
export function breadcrumbJsonLd(trail: readonly Breadcrumb[], current: { name: string; url: string }, origin: string): JsonLd {
  const items = [
    ...trail
      .filter((crumb) => crumb.Name && crumb.RelativeUrl)
      .map((crumb) => ({ name: crumb.Name, url: absoluteUrl(origin, crumb.RelativeUrl ?? '/') })),
    current,
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone is not enough: a product text
 * holding "</script>" would end the element early and let the rest run as HTML. Escaping <, > and & as \u
 * sequences keeps the JSON the same value while no tag can form; U+2028/2029 are escaped for old JS parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
