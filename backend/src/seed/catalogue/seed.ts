/**
 * Writes the generated catalogue (generate.ts): pictures, products, variants, campaigns and older prices.
 *
 * Speed matters: about 300 products with a picture each must seed in seconds on two cores, where drawing keeps the
 * processor busy and writing keeps the embedded database busy. So:
 * - pictures are drawn a few at a time from the start (sharp renders off the main thread) and stored in batches:
 *   the files written to the media folder and the media rows inserted in two statements per batch, since an
 *   upload through Payload costs more than drawing the picture; a batch's products are written while the next
 *   batch is drawn and stored;
 * - products go through Payload (its hook writes the price history), each once with both cultures (`locale:
 *   'all'` takes `{ da, en }` for localized fields) instead of a create and an English update, reading back only
 *   what the hook needs;
 * - writes run without a transaction each: the embedded database serves one session, which a transaction holds
 *   until it commits, so writes in transactions take turns whole, while plain statements interleave and one
 *   write's hooks run while another's statements do. The seed is not atomic either way (it is many writes), and it
 *   only ever runs on an empty database.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { slugify } from '../../shop/slug'
import { drawProductImage, PRODUCT_PICTURE_SIZE } from '../images'
import type { Id } from '../media'
import { demoEan } from './ean'
import { generateCatalogue, type CatalogueProduct, type CatalogueVariant } from './generate'
import { pictureFor } from './pictures'
import type { Localized } from './wines'

const DAY_MS = 24 * 60 * 60 * 1000
/** Writes under way at once: enough to keep sharp and the database busy together, few enough to stay fair. */
export const SEED_CONCURRENCY = 3
/** Pictures stored per statement. */
const PICTURE_BATCH = 40

/** Both cultures of a localized field, typed as the single value Payload's generated types expect. */
const both = (value: Localized | undefined) => value as unknown as string | undefined
/** Payload reads and writes every locale at once with 'all', which its generated locale type leaves out. */
const ALL_LOCALES = 'all' as 'da'

/** A queue that runs at most `limit` tasks at once, in the order they were given. */
export function limiter(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let running = 0
  const waiting: Array<() => void> = []
  // A finished task hands its place straight to the next in line, so no newcomer can slip past the limit.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return async <R>(task: () => Promise<R>): Promise<R> => {
    if (running < limit) running++
    else await new Promise<void>((start) => waiting.push(start))
    try {
      return await task()
    } finally {
      release()
    }
  }
}

/** Runs `work` over the items with at most `limit` under way, keeping the order of the results. */
export function mapConcurrent<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = limiter(limit)
  return Promise.all(items.map((item, index) => run(() => work(item, index))))
}

/** Where Payload keeps the media collection's files. */
function mediaFolder(payload: Payload): string {
  const upload = payload.collections.media.config.upload
  if (typeof upload !== 'object' || !upload.staticDir) throw new Error('The media collection has no folder for its files')
  return upload.staticDir
}

/**
 * Stores drawn pictures as media documents, as Payload's upload would: the file under the product's key in the
 * media folder, a row with its size and a centred focal point, and the alt text (the product's name) in both
 * cultures. Answers the media ids in the order given.
 */
export async function storePictures(payload: Payload, pictures: Array<{ product: CatalogueProduct; data: Buffer }>): Promise<Id[]> {
  if (pictures.length === 0) return []
  const folder = mediaFolder(payload)
  await mkdir(folder, { recursive: true })
  const names = pictures.map(({ product }) => `${product.key}.png`)
  await Promise.all(pictures.map(({ data }, i) => writeFile(path.join(folder, names[i]), data)))
  const pool = dbPool(payload)
  const media = await pool.query<{ id: number; filename: string }>(
    `INSERT INTO media (url, filename, mime_type, filesize, width, height, focal_x, focal_y)
     SELECT '/api/media/file/' || name, name, 'image/png', size, $3, $3, 50, 50 FROM unnest($1::text[], $2::int[]) AS f(name, size)
     RETURNING id, filename`,
    [names, pictures.map(({ data }) => data.length), PRODUCT_PICTURE_SIZE],
  )
  const idByName = new Map(media.rows.map((row) => [row.filename, row.id]))
  const ids = names.map((name) => idByName.get(name)!)
  await pool.query(
    `INSERT INTO media_locales (alt, _locale, _parent_id) SELECT * FROM unnest($1::text[], $2::text[]::"_locales"[], $3::int[])`,
    [
      pictures.flatMap(({ product }) => [product.name.da, product.name.en]),
      pictures.flatMap(() => ['da', 'en']),
      ids.flatMap((id) => [id, id]),
    ],
  )
  return ids
}

/**
 * Writes the products with their pictures, in order of `products`, and answers their ids by key. The first
 * `inOrder` are written one by one so their ids follow the list; the rest a few at a time.
 */
export async function writeProducts(
  payload: Payload,
  products: CatalogueProduct[],
  categories: Record<string, Id>,
  inOrder: number,
): Promise<Record<string, Id>> {
  const draw = limiter(SEED_CONCURRENCY)
  const drawings = products.map((p) => draw(() => drawProductImage(pictureFor(p))))
  const batches: Array<[number, number]> = [[0, inOrder]]
  for (let start = inOrder; start < products.length; start += PICTURE_BATCH)
    batches.push([start, Math.min(products.length, start + PICTURE_BATCH)])
  const store = async ([from, to]: [number, number]) =>
    storePictures(
      payload,
      await Promise.all(products.slice(from, to).map(async (product, i) => ({ product, data: (await drawings[from + i]).data }))),
    )

  const ids: Record<string, Id> = {}
  let stored = store(batches[0])
  for (const [index, [from, to]] of batches.entries()) {
    const images = await stored
    // The next batch is stored while this one's products are written.
    if (index + 1 < batches.length) stored = store(batches[index + 1])
    const write = async (p: CatalogueProduct, i: number) => {
      ids[p.key] = await createProduct(payload, p, categories[p.category], images[i], demoEan(from + i))
    }
    const batch = products.slice(from, to)
    if (index === 0) for (const [i, p] of batch.entries()) await write(p, i)
    else await mapConcurrent(batch, SEED_CONCURRENCY, write)
  }
  return ids
}

/** One product in both cultures, with its demo EAN (ean.ts); the products' hook records its price in the price history. */
export async function createProduct(payload: Payload, p: CatalogueProduct, category: Id, image: Id, ean: string): Promise<Id> {
  const doc = await payload.create({
    collection: 'products',
    locale: ALL_LOCALES,
    depth: 0,
    // Read back only what the products' afterChange hook (the price history) needs.
    select: { price: true },
    disableTransaction: true,
    data: {
      name: both(p.name)!,
      // The field's hook slugs a Danish string; with both cultures in `name` it must be given.
      friendlyUrlName: slugify(p.name.da),
      productNumber: p.productNumber,
      ean,
      type: p.type,
      categories: [category],
      price: p.price,
      stockQuantity: p.stockQuantity,
      stockState: p.stockState ?? 'OutOfStock',
      stockDate: p.stockDate ?? null,
      alcoholPercentage: p.alcoholPercentage ?? null,
      ageLimit: p.ageLimit ?? 'auto',
      netContent: p.netContent ?? null,
      netContentUnit: p.netContentUnit ?? null,
      shortDescription: both(p.shortDescription),
      description: both(p.description),
      images: [image],
      review: p.review ?? {},
      country: both(p.country),
      region: both(p.region),
      origin: both(p.origin),
      grape: p.grape ?? null,
      vintage: p.vintage ?? null,
      producer: p.producer ?? null,
      colour: p.colour ?? null,
      organic: p.organic ?? false,
      storage: p.storage ?? null,
      eventStartsAt: p.eventStartsAt ?? null,
      eventDurationMinutes: p.eventDurationMinutes ?? null,
      eventPlace: both(p.eventPlace),
    },
  })
  return doc.id
}

export async function createVariants(payload: Payload, variants: CatalogueVariant[], products: Record<string, Id>): Promise<void> {
  for (const v of variants) {
    await payload.create({
      collection: 'product-variants',
      locale: ALL_LOCALES,
      depth: 0,
      select: { product: true, price: true },
      data: {
        product: products[v.productKey],
        name: both(v.name)!,
        productNumber: v.productNumber,
        sortOrder: v.sortOrder,
        price: v.price,
        stockQuantity: v.stockQuantity,
        netContent: v.netContent,
        netContentUnit: v.netContentUnit,
      },
    })
  }
}

/**
 * The Regular campaigns (running, ended and coming) and, for the running ones, the older regular prices that the
 * 30-day before price is worked out from. The products' hook wrote each product's price "now" when it was created;
 * these rows go further back, so they are written after it, past the collection's create access (no one writes
 * history by hand in the shop).
 */
export async function seedCampaigns(payload: Payload, products: Record<string, Id>, now = new Date()): Promise<void> {
  // The same seed gives the same campaigns and variant numbers as the products were written with.
  const { campaigns, priceHistory } = generateCatalogue({ today: now })
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()
  for (const campaign of campaigns) {
    await payload.create({
      collection: 'campaigns',
      locale: ALL_LOCALES,
      depth: 0,
      data: {
        name: campaign.name,
        type: 'Regular',
        active: true,
        validFrom: at(campaign.fromDay),
        validTo: at(campaign.toDay),
        splashText: both(campaign.splashText ?? undefined),
        discountKind: campaign.discountKind,
        percentage: campaign.percentage,
        amount: campaign.amount,
        products: campaign.productKeys.map((key) => products[key]),
      },
    })
  }
  const numbers = [...new Set(priceHistory.flatMap((h) => (h.variantNumber ? [h.variantNumber] : [])))]
  const variants = numbers.length
    ? await payload.find({
        collection: 'product-variants',
        where: { productNumber: { in: numbers } },
        depth: 0,
        limit: 0,
        pagination: false,
      })
    : { docs: [] }
  const variantId = new Map(variants.docs.map((v) => [v.productNumber, v.id]))
  for (const entry of priceHistory) {
    await payload.create({
      collection: 'price-history',
      overrideAccess: true,
      depth: 0,
      data: {
        product: products[entry.productKey],
        variant: entry.variantNumber ? (variantId.get(entry.variantNumber) ?? null) : null,
        price: entry.price,
        validFrom: at(-entry.daysAgo),
      },
    })
  }
}
