/**
 * The image endpoint: /media/{filename}?width=&height=&quality=&format=webp&bgColor=&heightratio=
 * Renders only the sizes media/transform.ts allows, crops around the focal point of the requested preset, caches
 * each result on disk under a size cap (media/disk-cache.ts) and answers with a long Cache-Control and an ETag (a
 * matching If-None-Match gets 304).
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import config from '@payload-config'
import { getPayload } from 'payload'
import sharp from 'sharp'
import { env } from '../../../env'
import { DiskCache, imageCacheMaxBytes } from '../../../media/disk-cache'
import { cacheKey, focalCrop, imageQuery, presetOf, targetSize } from '../../../media/transform'
import { focalPointOf, type MediaDoc } from '../../../shop/catalogue/image'

export const dynamic = 'force-dynamic'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const

let cache: DiskCache | undefined
const imageCache = () => (cache ??= new DiskCache({ dir: path.join(env().DATA_DIR, 'cache', 'images'), maxBytes: imageCacheMaxBytes() }))

const notFound = () => Response.json({ ErrorCode: 'NotFound', Message: 'No such image' }, { status: 404 })

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await context.params
  const filename = segments.join('/')
  if (!filename || filename.includes('..') || filename.includes('/')) return notFound()
  const parsed = imageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
    return Response.json({ ErrorCode: 'ValidationError', Message: 'Invalid image parameters', Errors: errors }, { status: 400 })
  }
  const query = parsed.data

  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const doc = found.docs[0] as unknown as MediaDoc | undefined
  if (!doc?.filename) return notFound()

  const dataDir = env().DATA_DIR
  const source = path.join(dataDir, 'media', doc.filename)
  const sourceSize = doc.width && doc.height ? { width: doc.width, height: doc.height } : null
  const size = sourceSize && (query.width || query.height) ? targetSize(query, sourceSize) : null
  const focalPoint = focalPointOf(doc, size ? presetOf(size) : null)
  const focal = { x: focalPoint.X, y: focalPoint.Y }
  const format = query.format ?? 'webp'
  const key = cacheKey(doc.filename, query, focal)
  const etag = `"${key}"`
  const headers = { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': IMMUTABLE, ETag: etag }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })

  const cached = `${key}.${format}`
  // The cache only saves work: a failing disk still gets the picture rendered.
  const hit = await imageCache()
    .get(cached)
    .catch(() => null)
  if (hit) return new Response(new Uint8Array(hit), { headers: { ...headers, 'X-Cache': 'HIT' } })

  if (!(await stat(source).catch(() => null))) return notFound()
  let image = sharp(source, { failOn: 'none' })
  if (sourceSize && size) image = image.extract(focalCrop(sourceSize, size, focal)).resize(size.width, size.height)
  if (query.bgColor) image = image.flatten({ background: query.bgColor })
  const output = await image.toFormat(format, { quality: query.quality }).toBuffer()

  await imageCache()
    .put(cached, output)
    .catch((error: unknown) =>
      console.error(`image cache: could not keep ${cached}: ${error instanceof Error ? error.message : String(error)}`),
    )
  return new Response(new Uint8Array(output), { headers: { ...headers, 'X-Cache': 'MISS' } })
}
