/** Nodes of the content service (docs/api/README.md): a page by URL and culture, published unless a preview is asked for. */
import type { Payload } from 'payload'
import { toImage } from '../shop/catalogue/image'
import type { Culture } from '../shop/constants'
import { enrichComponents, toComponent, type MapContext } from './components/map'
import type { Component, Node } from '@delikat/contract/components'
import { normaliseNodeUrl } from './urls'

type Doc = Record<string, unknown> & { id: number }

export interface NodeOptions {
  /** An editor's preview: the latest draft. */
  draft?: boolean
  /** The logged-in customer reading the page, whose customer type prices its product cards. */
  customer?: MapContext['customer']
}

export async function node(payload: Payload, url: string, culture: Culture, options: NodeOptions = {}): Promise<Node | null> {
  const result = await payload.find({
    collection: 'pages',
    where: { url: { equals: normaliseNodeUrl(url) } },
    locale: culture,
    fallbackLocale: 'da',
    depth: 2,
    limit: 1,
    draft: options.draft ?? false,
    // A preview reads drafts with full access; everyone else gets what the public may read: published pages.
    overrideAccess: options.draft ?? false,
  })
  const page = result.docs[0] as unknown as Doc | undefined
  if (!page) return null
  const seo = (page.seo ?? {}) as Record<string, unknown>
  const components = ((page.components as Array<Record<string, unknown> & { blockType: string }> | undefined) ?? [])
    .map((block) => toComponent(block, { culture }))
    .filter((c): c is Component => c !== null)
  return {
    Id: page.id,
    Name: String(page.title ?? ''),
    Url: String(page.url),
    ContentType: String(page.contentType ?? 'ContentPage'),
    Seo: {
      Title: String(seo.title || page.title || ''),
      Description: (seo.description as string | null) ?? null,
      OgImage: toImage(seo.ogImage),
    },
    // Lists that come from queries, not from the block (latest articles, recommendations, product lists).
    Components: await enrichComponents(payload, components, { culture, customer: options.customer }),
  }
}
