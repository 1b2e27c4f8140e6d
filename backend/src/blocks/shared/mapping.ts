/**
 * What the blocks' mappers (`<componentType>/map.ts`) share: reading a stored Payload block (read with depth 2)
 * loosely, links, images, product cards and teasers. Lists the shop computes rather than the editor picks (newest
 * articles, recommendations, a product list) cannot come from the stored block: a mapper leaves them empty and notes
 * a query with `later`, and `enrichComponents` (content/components/map.ts) runs the queries and prices the cards.
 */
import type { Image } from '@delikat/contract/catalogue'
import type { CategoryTeaser, Component, ComponentType, ContentTeaser, ProductCard } from '@delikat/contract/components'
import type { Payload } from 'payload'
import { resolveLink } from '../../content/links'
import { richTextToHtml } from '../../content/richtext'
import { toImage } from '../../shop/catalogue/image'
import { toProductCard, type ProductDoc } from '../../shop/catalogue/product-card'
import type { Culture } from '../../shop/constants'
import type { ShopContext } from '../../shop/context'

export interface MapContext {
  culture: Culture
  /** Whom the page is for: prices follow the customer type (B2B excl. VAT); null or absent for the public. */
  customer?: ShopContext['customer']
}

export const isB2BReader = (ctx: MapContext) => ctx.customer?.clientType === 'B2B'

export type Row = Record<string, unknown>
/** A block as Payload stores it: its fields, the slug as `blockType`, and its id. */
export type StoredBlock = Row & { blockType: string; id?: string | null }

/** The contract's component of one type key. */
export type ComponentOf<K extends ComponentType> = Extract<Component, { Type: K }>
/** Turns a stored block into its component; one per component type, in `<componentType>/map.ts`. */
export type Mapper<K extends ComponentType> = (block: StoredBlock, ctx: MapContext) => ComponentOf<K>

/** The fields every component has but its type: the block's id. */
export const base = (block: StoredBlock) => ({ Id: String(block.id ?? '') })

export const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)
export const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : [])
/** A non-empty string, else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
export const str = (value: unknown, fallback = ''): string => text(value) ?? fallback
export const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback
export const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
export const link = (value: unknown) => resolveLink(isRow(value) ? value : null)
export const html = (value: unknown): string => richTextToHtml(value)

/**
 * Cards made from the populated documents of a page, each remembered with its document so enrichComponents can
 * price them (campaigns, before price, variants) in one bulk read for the whole page.
 */
const unpriced = new WeakMap<ProductCard, ProductDoc>()

/** The document of a card not priced yet, if it is one. */
export const unpricedDoc = (card: ProductCard): ProductDoc | undefined => unpriced.get(card)
/** Forgets a card once it is priced. */
export const markPriced = (card: ProductCard): void => void unpriced.delete(card)

export const productCard = (value: unknown, ctx: MapContext): ProductCard | null => {
  if (!isRow(value) || typeof value.id !== 'number') return null
  const doc = value as unknown as ProductDoc
  const card = toProductCard(doc, { culture: ctx.culture, isB2B: isB2BReader(ctx) })
  unpriced.set(card, doc)
  return card
}

export const products = (value: unknown, ctx: MapContext): ProductCard[] =>
  (Array.isArray(value) ? value : []).map((p) => productCard(p, ctx)).filter((p): p is ProductCard => p !== null)

export const images = (value: unknown): Image[] => (Array.isArray(value) ? value : []).map(toImage).filter((i): i is Image => i !== null)

/** A page (read with depth ≥ 1) as a teaser; pages the reader may not see stay ids and are left out. */
export function toContentTeaser(page: unknown): ContentTeaser | null {
  if (!isRow(page) || typeof page.id !== 'number' || typeof page.url !== 'string') return null
  return {
    Id: page.id,
    Title: str(page.title),
    Teaser: text(page.teaser),
    Url: page.url,
    Image: toImage(page.teaserImage),
    Date: text(page.publishedAt),
  }
}

/** Category teasers are entered by hand; one without a working link leads to the site root (docs/product.md §2). */
export const categoryTeasers = (value: unknown): CategoryTeaser[] =>
  rows(value).map((c) => ({ Name: str(c.name), Url: link(c.link)?.Url ?? '/', Image: toImage(c.image) }))

type Filler = (payload: Payload, ctx: MapContext) => Promise<void>
/** Queries noted by the mappers for the components they left partly empty, run by enrichComponents. */
const fillers = new WeakMap<Component, Filler>()

/** The component, with a query that fills it in when the page is read (enrichComponents). */
export function later<C extends Component>(component: C, fill: (component: C, payload: Payload, ctx: MapContext) => Promise<void>): C {
  fillers.set(component, (payload, ctx) => fill(component, payload, ctx))
  return component
}

/** The query `later` noted for a component, if any. */
export const fillerOf = (component: Component): Filler | undefined => fillers.get(component)

/** Published articles, newest first; an article without a publication date is in no such list. */
export async function newestArticles(payload: Payload, ctx: MapContext, limit: number): Promise<ContentTeaser[]> {
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ contentType: { equals: 'Article' } }, { publishedAt: { exists: true } }] },
    sort: '-publishedAt',
    limit,
    depth: 1,
    locale: ctx.culture,
    fallbackLocale: 'da',
    overrideAccess: false,
    draft: false,
    // Only what a teaser needs: a page's components are many tables.
    select: { title: true, url: true, teaser: true, teaserImage: true, publishedAt: true },
  })
  return result.docs.map(toContentTeaser).filter((t): t is ContentTeaser => t !== null)
}
