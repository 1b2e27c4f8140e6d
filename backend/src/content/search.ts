/**
 * Node search (docs/api/README.md `POST node/search`): published pages in the request's culture, matched with Postgres
 * full-text search in the `danish` configuration (so "opskrifter" finds "opskrift") and word prefixes while the
 * visitor is still typing. Runs on the indexed expression of the pages_locales_search_fts_idx index.
 */
import { dbPool } from '../db/pool'
import type { Payload } from 'payload'
import { z } from 'zod'
import { toImage } from '../shop/catalogue/image'
import type { Culture } from '../shop/constants'
import type { ContentTeaser } from '@delikat/contract/components'

export const NODE_SEARCH_MAX_PAGE_SIZE = 50

export const nodeSearchRequest = z.object({
  Query: z.string().trim().min(1).max(200),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(NODE_SEARCH_MAX_PAGE_SIZE).default(10),
})

/** Words of the query as a prefix tsquery: "rød vin" → 'rød:* & vin:*'; nothing searchable → null. */
export function prefixQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 10)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null
}

const DOCUMENT = `to_tsvector('danish', coalesce(l.title, '') || ' ' || coalesce(l.search_text, ''))`

export async function searchNodes(
  payload: Payload,
  request: z.infer<typeof nodeSearchRequest>,
  culture: Culture,
): Promise<{ Nodes: ContentTeaser[]; TotalNodeCount: number }> {
  const tsquery = prefixQuery(request.Query)
  if (!tsquery) return { Nodes: [], TotalNodeCount: 0 }
  const pool = dbPool(payload)
  const { rows } = await pool.query<{
    id: number
    title: string
    url: string
    teaser: string | null
    teaser_image_id: number | null
    published_at: Date | null
    total: string
  }>(
    `SELECT p.id, l.title, p.url, l.teaser, p.teaser_image_id, p.published_at, count(*) OVER () AS total
       FROM pages p
       JOIN pages_locales l ON l._parent_id = p.id AND l._locale = $1
      WHERE p._status = 'published' AND ${DOCUMENT} @@ to_tsquery('danish', $2)
      ORDER BY ts_rank(${DOCUMENT}, to_tsquery('danish', $2)) DESC, p.id
      LIMIT $3 OFFSET $4`,
    [culture, tsquery, request.PageSize, (request.PageNumber - 1) * request.PageSize],
  )
  const imageIds = rows.map((r) => r.teaser_image_id).filter((id): id is number => id !== null)
  const media = imageIds.length
    ? (await payload.find({ collection: 'media', where: { id: { in: imageIds } }, depth: 0, locale: culture, pagination: false })).docs
    : []
  const images = new Map(media.map((m) => [m.id, toImage(m)]))
  return {
    Nodes: rows.map((r) => ({
      Id: r.id,
      Title: r.title,
      Url: r.url,
      Teaser: r.teaser,
      Image: r.teaser_image_id ? (images.get(r.teaser_image_id) ?? null) : null,
      Date: r.published_at ? new Date(r.published_at).toISOString() : null,
    })),
    TotalNodeCount: Number(rows[0]?.total ?? 0),
  }
}

/**
 * Every public URL for the storefront's sitemap: published pages, category pages (unless an editor's page has
 * taken the URL), products and recipes, with their last change.
 */
export async function sitemap(payload: Payload): Promise<{ Urls: Array<{ Url: string; LastModified: string }> }> {
  const pool = dbPool(payload)
  const { rows } = await pool.query<{ url: string; updated_at: Date }>(
    `SELECT url, updated_at FROM pages WHERE _status = 'published'
     UNION ALL
     SELECT c.relative_url, c.updated_at FROM categories c
      WHERE c.relative_url IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM pages p WHERE p._status = 'published' AND p.url = c.relative_url)
     UNION ALL
     SELECT '/produkter/' || friendly_url_name || '/' || id || '/', updated_at FROM products
     UNION ALL
     SELECT '/opskrifter/' || friendly_url_name || '/' || id || '/', updated_at FROM recipes
     ORDER BY 1`,
  )
  return { Urls: rows.map((r) => ({ Url: r.url, LastModified: new Date(r.updated_at).toISOString() })) }
}

/** Paths search engines should leave alone: the basket and checkout pages (by content type) and the API. */
export async function robots(payload: Payload): Promise<{ Disallow: string[] }> {
  const pool = dbPool(payload)
  const { rows } = await pool.query<{ url: string }>(
    `SELECT url FROM pages WHERE _status = 'published' AND content_type IN ('BasketPage', 'CheckoutPage') ORDER BY url`,
  )
  return { Disallow: ['/api/', '/content-api/', ...rows.map((r) => r.url)] }
}
