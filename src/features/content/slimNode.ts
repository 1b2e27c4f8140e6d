// A CMS page's product cards carry the whole product as the content service answers it (docs/api), but a card shows
// a few of its fields, and every field travels twice: in the HTML and in the page's data. The fields no card or
// list reads (the product page's own texts and pictures, its SEO, the facts a card has no room for) are left out of
// the page's props, which keeps a page of 18 cards some 20 kB lighter (docs/adr/0032). A product list's long filter
// lists carry the options shown folded (a category of the whole catalogue names hundreds of producers); the rest
// are fetched when the shopper opens the list (src/features/search/foldedOptions.ts).
import { cardFacts } from '@/features/product/cardFacts'
import type { SearchFilter } from '@/features/search/api/search-products'
import { FOLDED_OPTION_COUNT, foldedOptions } from '@/features/search/foldedOptions'
import type { ProductFact } from '@/lib/schemas'
import type { ContentNode } from './api/get-node'

/** Fields of a product that only the product page reads (it loads the product itself). */
const PRODUCT_PAGE_ONLY = ['Images', 'ShortDescription', 'Description', 'SeoPageTitle', 'SeoMetaDescription', 'OpenGraphImage']

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const isFact = (fact: unknown): fact is ProductFact => isObject(fact) && typeof fact.Key === 'string' && typeof fact.Value === 'string'

function cardOf(product: unknown): unknown {
  if (!isObject(product) || !('ProductId' in product)) return product
  const card: Json = {}
  for (const [key, value] of Object.entries(product)) if (!PRODUCT_PAGE_ONLY.includes(key)) card[key] = value
  // The facts a card has room for; the product page lists them all.
  if (Array.isArray(product.Facts) && product.Facts.every(isFact))
    card.Facts = cardFacts({ Type: typeof product.Type === 'string' ? product.Type : null, Facts: product.Facts })
  return card
}

const isFilter = (filter: unknown): filter is SearchFilter =>
  isObject(filter) &&
  typeof filter.Key === 'string' &&
  (filter.Options === undefined || filter.Options === null || Array.isArray(filter.Options))

function foldedFilter(filter: unknown): unknown {
  if (!isFilter(filter) || filter.FilterType !== 'MultiSelect' || (filter.Options?.length ?? 0) <= FOLDED_OPTION_COUNT) return filter
  const options = filter.Options ?? []
  const chosen = options.filter((option) => option.Selected).map((option) => option.Value)
  return { ...filter, Options: foldedOptions(options, chosen), OptionTotal: options.length }
}

function slimComponent(component: unknown): unknown {
  if (!isObject(component)) return component
  const slim: Json = { ...component }
  if (Array.isArray(component.Products)) slim.Products = component.Products.map(cardOf)
  if (isObject(component.Product)) slim.Product = cardOf(component.Product)
  if (Array.isArray(component.Filters)) slim.Filters = component.Filters.map(foldedFilter)
  return slim
}

/** The node with its product cards cut to what cards show. */
export function slimNode(node: ContentNode | null): ContentNode | null {
  if (!node || !Array.isArray(node.Components)) return node
  return { ...node, Components: node.Components.map(slimComponent) as ContentNode['Components'] }
}
