/**
 * The content service (docs/product.md §7 first paragraph, docs/api/README.md "Content service"): settings, menus, footer, nodes and
 * translations, in the shapes the storefront renders. Links are resolved here so the storefront never has to.
 */
import type { Image } from '@delikat/contract/catalogue'
import type { Payload } from 'payload'
import { validateCategoryFilter } from '../collections/MenuItems'
import type { Category } from '../payload-types'
import type { Culture } from '../shop/constants'
import { toImage } from '../shop/catalogue/image'
import { enrichComponents, toComponent } from './components/map'
import type { Component, Link, Node } from '@delikat/contract/components'
import { readDeliveryFacts } from './delivery-facts'
import { emaerketLink } from './emaerket'
import { smileyLink } from './findsmiley'
import { resolveLink } from './links'
import { node as pageNode, type NodeOptions } from './nodes'
import { normaliseNodeUrl } from './urls'

type Doc = Record<string, unknown> & { id: number }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? ((value as Doc).id ?? null) : null

export async function globalSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
  return {
    menuB2CNodeId: idOf(settings.menuB2CNode),
    menuB2BNodeId: idOf(settings.menuB2BNode),
    AllowFavoriteListPdf: settings.allowFavoriteListPdf ?? false,
    AllowPriceListPdf: settings.allowPriceListPdf ?? false,
    AllowProductSheetPdf: settings.allowProductSheetPdf ?? false,
  }
}

/** docs/product.md §3 writes a menu item's link in lower case: link (type, categoryId, productId, url). */
function menuLink(link: Link | null) {
  if (!link) return null
  return {
    type: link.Type,
    url: link.Url,
    ...(link.ProductId ? { productId: link.ProductId } : {}),
    ...(link.CategoryId ? { categoryId: link.CategoryId } : {}),
  }
}

/** A category entry's filter (menu-items `categoryFilter`: `?country=Italien`) narrows the category page it opens. */
function withCategoryFilter(link: Link | null, filter: unknown): Link | null {
  if (!link || link.Type !== 'PimCategory' || typeof filter !== 'string' || !filter || validateCategoryFilter(filter) !== true) return link
  return { ...link, Url: `${link.Url.split('?')[0]}${filter}` }
}

export interface MenuItem {
  id: number
  parentId: number | null
  type: string
  name: string
  link: ReturnType<typeof menuLink>
  image: Image | null
}

/** Every item below the given root, breadth first, in sort order. */
export async function menu(payload: Payload, rootId: number, culture: Culture): Promise<MenuItem[] | null> {
  const all = await payload.find({
    collection: 'menu-items',
    depth: 1,
    locale: culture,
    fallbackLocale: 'da',
    pagination: false,
    sort: 'sortOrder',
    overrideAccess: false,
  })
  const docs = all.docs as unknown as Doc[]
  if (!docs.some((d) => d.id === rootId)) return null
  const byParent = new Map<number | null, Doc[]>()
  for (const doc of docs) {
    const parent = idOf(doc.parent)
    byParent.set(parent, [...(byParent.get(parent) ?? []), doc])
  }
  const items: MenuItem[] = []
  const queue = [rootId]
  while (queue.length > 0) {
    const parentId = queue.shift()!
    for (const doc of byParent.get(parentId) ?? []) {
      items.push({
        id: doc.id,
        parentId,
        type: String(doc.type),
        name: String(doc.name ?? ''),
        link: menuLink(withCategoryFilter(resolveLink(doc.link as Record<string, unknown>), doc.categoryFilter)),
        image: toImage(doc.image),
      })
      queue.push(doc.id)
    }
  }
  return items
}

/**
 * The footer global's columns and text, the food smiley's and the e-mærket badge's links from the settings
 * (content/findsmiley.ts, content/emaerket.ts), and the delivery facts the shell states before checkout
 * (content/delivery-facts.ts): every page loads the footer, so the facts come along without another call.
 */
export async function footer(payload: Payload, culture: Culture) {
  const [doc, settings, delivery] = await Promise.all([
    payload.findGlobal({ slug: 'footer', locale: culture, fallbackLocale: 'da', depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false }),
    readDeliveryFacts(payload, culture),
  ])
  return {
    Columns: (doc.columns ?? []).map((c) => ({
      Title: c.title,
      Links: (c.links ?? []).map((l) => ({ Text: l.text, Url: l.url })),
    })),
    Text: doc.text ?? '',
    Smiley: smileyLink(settings.findSmileyId, culture),
    Emaerket: emaerketLink(settings.emaerketId, culture),
    Delivery: delivery,
  }
}

export async function translations(payload: Payload, culture: Culture, namespace: string) {
  const result = await payload.find({
    collection: 'translations',
    where: { namespace: { equals: namespace } },
    locale: culture,
    fallbackLocale: 'da',
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return { translations: Object.fromEntries(result.docs.map((d) => [d.key, d.value ?? ''])) }
}

/** The content type of the node a category's URL answers when no editor's page has that URL. */
export const CATEGORY_CONTENT_TYPE = 'Category'

/**
 * `GET node?url=`: the editor's page at the URL (a draft with a preview), else the catalogue category whose
 * relativeUrl it is, else null (404). An editor can so replace any category page by publishing a page at its URL.
 */
export async function node(payload: Payload, url: string, culture: Culture, options: NodeOptions = {}): Promise<Node | null> {
  return (await pageNode(payload, url, culture, options)) ?? categoryNode(payload, url, culture, options.customer)
}

/** A category's page: one productList component for the category, filled like an editor's product list. */
export async function categoryNode(
  payload: Payload,
  url: string,
  culture: Culture,
  customer?: NodeOptions['customer'],
): Promise<Node | null> {
  const found = await payload.find({
    collection: 'categories',
    where: { relativeUrl: { equals: normaliseNodeUrl(url) } },
    locale: culture,
    fallbackLocale: 'da',
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const category = found.docs[0] as Category | undefined
  if (!category) return null
  const list = toComponent({ blockType: 'productList', id: `category-${category.id}`, categoryId: category.id }, { culture })
  const components = await enrichComponents(payload, list ? [list] : [], { culture, customer })
  return {
    Id: category.id,
    Name: category.name,
    Url: category.relativeUrl ?? normaliseNodeUrl(url),
    ContentType: CATEGORY_CONTENT_TYPE,
    Seo: {
      Title: category.name,
      Description: category.description?.trim() ? category.description : null,
      OgImage: toImage(category.image),
    },
    Components: components satisfies Component[],
  }
}
