/**
 * Node links (docs/product.md §2 link types) resolved to the URL the storefront navigates to, so it never looks one up again.
 * A link is stored as a group: { type, page, product, category, media, url, text, newWindow } (see linkField).
 */
import type { Field } from 'payload'
import { toImage } from '../shop/catalogue/image'
import type { Link, LinkType } from '@delikat/contract/components'
import { productUrl } from './urls'

type Doc = Record<string, unknown> & { id: number }

export const LINK_TYPES: LinkType[] = ['Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory']

/** The link group for collections and blocks; `withText` adds the link's own label. */
export function linkField(options: { name?: string; withText?: boolean; required?: boolean } = {}): Field {
  return {
    name: options.name ?? 'link',
    type: 'group',
    fields: [
      { name: 'type', type: 'select', options: LINK_TYPES, required: options.required ?? false },
      { name: 'page', type: 'relationship', relationTo: 'pages', admin: { condition: (_, s) => s?.type === 'Content' } },
      {
        name: 'product',
        type: 'relationship',
        relationTo: 'products',
        admin: { condition: (_, s) => s?.type === 'PimProduct' || s?.type === 'PimVariant' },
      },
      {
        name: 'category',
        type: 'relationship',
        relationTo: 'categories',
        admin: { condition: (_, s) => s?.type === 'PimCategory', description: 'Leave empty to use the path below instead' },
      },
      { name: 'media', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.type === 'Media' } },
      {
        name: 'url',
        type: 'text',
        admin: {
          condition: (_, s) => s?.type === 'External' || s?.type === 'PimCategory',
          description: 'https://… (External) or the category path',
        },
      },
      ...(options.withText ? [{ name: 'text', type: 'text' as const, localized: true }] : []),
      { name: 'newWindow', type: 'checkbox', defaultValue: false },
    ],
  }
}

/** Resolves a stored link group (read with depth ≥ 1) to the contract's Link; null when it leads nowhere. */
export function resolveLink(link: Record<string, unknown> | null | undefined): Link | null {
  const type = link?.type as LinkType | undefined
  if (!link || !type) return null
  const base = { Type: type, Text: typeof link.text === 'string' && link.text ? link.text : null, NewWindow: link.newWindow === true }
  switch (type) {
    case 'Content': {
      const page = link.page as Doc | null
      return page && typeof page.url === 'string' ? { ...base, Url: page.url } : null
    }
    case 'PimProduct':
    case 'PimVariant': {
      const product = link.product as Doc | null
      return product && typeof product.friendlyUrlName === 'string'
        ? { ...base, Url: productUrl(product.friendlyUrlName, product.id), ProductId: product.id }
        : null
    }
    case 'Media': {
      const image = toImage(link.media)
      return image ? { ...base, Url: image.BaseUrl } : null
    }
    case 'PimCategory': {
      // The category's own URL; a stored path is the fallback for links made before categories existed.
      const category = link.category as Doc | null
      if (category && typeof category === 'object' && typeof category.relativeUrl === 'string' && category.relativeUrl)
        return { ...base, Url: category.relativeUrl, CategoryId: category.id }
      return typeof link.url === 'string' && link.url ? { ...base, Url: link.url } : null
    }
    case 'External':
      return typeof link.url === 'string' && link.url ? { ...base, Url: link.url } : null
    default:
      return null
  }
}
