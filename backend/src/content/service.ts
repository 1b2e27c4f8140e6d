/**
 * The content service (SPEC §7 first paragraph, API.md "Content service"): settings, menus, footer, nodes and
 * translations, in the shapes the storefront renders. Links are resolved here so the storefront never has to.
 */
import type { Payload } from 'payload'
import { toProductCard, type ProductDoc } from '../shop/catalogue/product-card'
import type { Culture } from '../shop/constants'
import { toImage, type Image } from '../shop/catalogue/image'
import { normaliseNodeUrl, productUrl } from './urls'

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

export interface Link {
  type: string
  url: string
  productId?: number
  categoryId?: number
}

function resolveLink(link: Record<string, unknown> | null | undefined): Link | null {
  const type = link?.type as string | undefined
  if (!link || !type) return null
  switch (type) {
    case 'Content': {
      const page = link.page as Doc | null
      return page && typeof page.url === 'string' ? { type, url: page.url } : null
    }
    case 'PimProduct': {
      const product = link.product as Doc | null
      return product && typeof product.friendlyUrlName === 'string'
        ? { type, url: productUrl(product.friendlyUrlName, product.id), productId: product.id }
        : null
    }
    case 'Media': {
      const image = toImage(link.media)
      return image ? { type, url: image.BaseUrl } : null
    }
    case 'External':
      return typeof link.url === 'string' && link.url ? { type, url: link.url } : null
    default:
      return null
  }
}

export interface MenuItem {
  id: number
  parentId: number | null
  type: string
  name: string
  link: Link | null
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
        link: resolveLink(doc.link as Record<string, unknown>),
        image: toImage(doc.image),
      })
      queue.push(doc.id)
    }
  }
  return items
}

export async function footer(payload: Payload, culture: Culture) {
  const doc = await payload.findGlobal({ slug: 'footer', locale: culture, fallbackLocale: 'da', depth: 0, overrideAccess: false })
  return {
    Columns: (doc.columns ?? []).map((c) => ({
      Title: c.title,
      Links: (c.links ?? []).map((l) => ({ Text: l.text, Url: l.url })),
    })),
    Text: doc.text ?? '',
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

type Component = { Type: string; Id: string } & Record<string, unknown>

function toComponent(block: Record<string, unknown>, culture: Culture): Component {
  const base = { Type: String(block.blockType), Id: String(block.id ?? '') }
  switch (block.blockType) {
    case 'heroSlider':
      return {
        ...base,
        Slides: ((block.slides as Record<string, unknown>[] | undefined) ?? []).map((s) => ({
          Title: s.title ?? '',
          Text: s.text ?? '',
          Image: toImage(s.image),
          Link: s.linkUrl ? { Url: s.linkUrl, Text: s.linkText ?? '' } : null,
        })),
      }
    case 'productCarousel':
      return {
        ...base,
        Title: block.title ?? '',
        Products: ((block.products as unknown[] | undefined) ?? [])
          .filter((p): p is ProductDoc => typeof p === 'object' && p !== null)
          .map((p) => toProductCard(p, { culture, isB2B: false })),
      }
    default: {
      const { blockType: _t, id: _i, blockName: _n, ...fields } = block
      return { ...base, ...fields }
    }
  }
}

export async function node(payload: Payload, url: string, culture: Culture) {
  const result = await payload.find({
    collection: 'pages',
    where: { url: { equals: normaliseNodeUrl(url) } },
    locale: culture,
    fallbackLocale: 'da',
    depth: 2,
    limit: 1,
    overrideAccess: false,
  })
  const page = result.docs[0] as unknown as Doc | undefined
  if (!page) return null
  const seo = (page.seo ?? {}) as Record<string, unknown>
  return {
    Id: page.id,
    Name: page.title,
    Url: page.url,
    ContentType: page.contentType ?? 'ContentPage',
    Seo: { Title: seo.title || page.title, Description: seo.description ?? null, OgImage: toImage(seo.ogImage) },
    Components: ((page.components as Record<string, unknown>[] | undefined) ?? []).map((b) => toComponent(b, culture)),
  }
}
