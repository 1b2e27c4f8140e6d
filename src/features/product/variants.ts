// The editions of a product page (docs/api/README.md Variants: the product itself first, VariantId null, then its variants)
// and the one the visitor picked, kept in the address as ?variant={id} so a link (a PimVariant menu link, a shared
// URL) opens that edition.
import type { ParsedUrlQuery } from 'node:querystring'
import type { ProductCard, ProductVariant } from '@/lib/schemas'

export const VARIANT_QUERY_KEY = 'variant'

/** What the page shows and sells: the picked edition, or the product itself when it has no editions. */
export type Edition = {
  VariantId: number | null
  /** The edition's own name ("Magnum 1,5 l"); null for a product without editions. */
  Name: string | null
  ProductNumber: string | null
  Pricing: ProductCard['Pricing']
  Stock: ProductCard['Stock']
  MaxQuantity: number | null
  ShowAddToBasket: boolean
  PricePerNetContent: string | null
}

/** The variant id in a query value, or null (the product itself, or anything that is not an id). */
export function variantIdOf(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string' || !/^[1-9]\d{0,14}$/.test(value)) return null
  return Number(value)
}

/** The picker shows editions only when there is a choice. */
export function hasEditionChoice(product: Pick<ProductCard, 'Variants'>): boolean {
  return product.Variants.length > 1
}

function fromVariant(variant: ProductVariant): Edition {
  return {
    VariantId: variant.VariantId,
    Name: variant.Name,
    ProductNumber: variant.ProductNumber ?? null,
    Pricing: variant.Pricing,
    Stock: variant.Stock,
    MaxQuantity: variant.MaxQuantity ?? null,
    ShowAddToBasket: variant.ShowAddToBasket,
    PricePerNetContent: variant.PricePerNetContent ?? null,
  }
}

/** The edition for a requested variant id; an unknown id (a variant since removed) falls back to the first. */
export function selectEdition(product: ProductCard, variantId: number | null): Edition {
  const variants = product.Variants
  const picked = variants.find((variant) => variant.VariantId === variantId) ?? variants[0]
  if (picked) return fromVariant(picked)
  return {
    VariantId: null,
    Name: null,
    ProductNumber: product.ProductNumber ?? null,
    Pricing: product.Pricing,
    Stock: product.Stock,
    MaxQuantity: product.MaxQuantity ?? null,
    ShowAddToBasket: product.ShowAddToBasket,
    PricePerNetContent: product.PricePerNetContent ?? null,
  }
}

/** The query after picking an edition: the product itself needs no parameter. */
export function queryWithVariant(query: ParsedUrlQuery, variantId: number | null): ParsedUrlQuery {
  const { [VARIANT_QUERY_KEY]: _previous, ...rest } = query
  return variantId === null ? rest : { ...rest, [VARIANT_QUERY_KEY]: String(variantId) }
}
