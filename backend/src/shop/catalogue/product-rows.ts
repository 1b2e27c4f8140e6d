/**
 * Product documents for cards in one SQL statement: the product, its texts in the culture (Danish where the
 * culture's text is empty, as Payload's fallbackLocale does) and its pictures in order. Cards are on every hot
 * path (search, lists, the product page, the basket); Payload's find with depth 1 costs several statements per
 * call, this costs one (docs/adr/0009). A test holds it equal to what Payload reads.
 */
import type { Pool } from 'pg'
import type { AgeLimitOverride, Culture } from '../constants'
import type { MediaDoc } from './image'
import type { ProductDoc } from './product-card'

interface ProductSqlRow {
  id: number
  name: string | null
  friendly_url_name: string
  product_number: string
  ean: string | null
  type: string
  price: string
  stock_quantity: string | null
  stock_state: string | null
  stock_date: Date | null
  default_quantity: string | null
  alcohol_percentage: string | null
  age_limit: AgeLimitOverride | null
  withdrawal_exemption: string | null
  net_content: string | null
  net_content_unit: string | null
  short_description: string | null
  description: string | null
  review_score: string | null
  review_reviewer: string | null
  seo_title: string | null
  seo_description: string | null
  country: string | null
  region: string | null
  origin: string | null
  grape: string | null
  vintage: string | null
  producer: string | null
  colour: string | null
  storage: string | null
  organic: boolean | null
  event_starts_at: Date | null
  event_duration_minutes: string | null
  event_place: string | null
  images: MediaDoc[] | null
}

/** A localized text column: the culture's when it has one, else the Danish. */
const text = (column: string) => `coalesce(nullif(lc.${column}, ''), ld.${column}) AS ${column}`

const SQL = `
SELECT p.id, p.friendly_url_name, p.product_number, p.ean, p.type::text AS type, p.price, p.stock_quantity,
       p.stock_state::text AS stock_state, p.stock_date, p.default_quantity, p.alcohol_percentage,
       p.age_limit::text AS age_limit, p.withdrawal_exemption::text AS withdrawal_exemption, p.net_content,
       p.net_content_unit::text AS net_content_unit, p.review_score, p.review_reviewer, p.grape, p.vintage, p.producer,
       p.colour::text AS colour, p.storage::text AS storage, p.organic, p.event_starts_at, p.event_duration_minutes,
       ${['name', 'short_description', 'description', 'seo_title', 'seo_description', 'country', 'region', 'origin', 'event_place'].map(text).join(', ')},
       (SELECT json_agg(json_build_object(
                 'id', m.id, 'filename', m.filename, 'width', m.width, 'height', m.height,
                 'focalX', m.focal_x, 'focalY', m.focal_y,
                 'alt', coalesce(nullif(mc.alt, ''), md.alt),
                 'focalPoints', json_build_object(
                   'landscape', json_build_object('x', m.focal_points_landscape_x, 'y', m.focal_points_landscape_y),
                   'portrait', json_build_object('x', m.focal_points_portrait_x, 'y', m.focal_points_portrait_y),
                   'square', json_build_object('x', m.focal_points_square_x, 'y', m.focal_points_square_y)))
               ORDER BY r."order", r.id)
          FROM products_rels r
          JOIN media m ON m.id = r.media_id
          LEFT JOIN media_locales mc ON mc._parent_id = m.id AND mc._locale = $2::text::"_locales"
          LEFT JOIN media_locales md ON md._parent_id = m.id AND md._locale = 'da'
         WHERE r.parent_id = p.id AND r.path = 'images') AS images
  FROM products p
  LEFT JOIN products_locales lc ON lc._parent_id = p.id AND lc._locale = $2::text::"_locales"
  LEFT JOIN products_locales ld ON ld._parent_id = p.id AND ld._locale = 'da'
 WHERE p.id = ANY($1::int[])`

const num = (value: string | null): number | null => (value === null ? null : Number(value))

function toDoc(row: ProductSqlRow): ProductDoc {
  return {
    id: row.id,
    name: row.name ?? '',
    friendlyUrlName: row.friendly_url_name,
    productNumber: row.product_number,
    ean: row.ean,
    type: row.type,
    price: Number(row.price),
    stockQuantity: num(row.stock_quantity),
    stockState: row.stock_state,
    stockDate: row.stock_date === null ? null : new Date(row.stock_date).toISOString(),
    defaultQuantity: num(row.default_quantity),
    alcoholPercentage: num(row.alcohol_percentage),
    ageLimit: row.age_limit,
    withdrawalExemption: row.withdrawal_exemption,
    netContent: num(row.net_content),
    netContentUnit: row.net_content_unit,
    shortDescription: row.short_description,
    description: row.description,
    images: row.images ?? [],
    review: { score: num(row.review_score), reviewer: row.review_reviewer },
    seo: { title: row.seo_title, description: row.seo_description },
    country: row.country,
    region: row.region,
    origin: row.origin,
    grape: row.grape,
    vintage: num(row.vintage),
    producer: row.producer,
    colour: row.colour,
    storage: row.storage,
    organic: row.organic,
    eventStartsAt: row.event_starts_at === null ? null : new Date(row.event_starts_at).toISOString(),
    eventDurationMinutes: num(row.event_duration_minutes),
    eventPlace: row.event_place,
  }
}

export async function loadProductDocs(pool: Pool, ids: number[], culture: Culture): Promise<Map<number, ProductDoc>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { rows } = await pool.query<ProductSqlRow>(SQL, [unique, culture])
  return new Map(rows.map((row) => [row.id, toDoc(row)]))
}
