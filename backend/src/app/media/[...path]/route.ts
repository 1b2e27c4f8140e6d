/** The image endpoint: /media/{filename}?width=&height=&quality=&format=webp&bgColor=&heightratio= */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import config from '@payload-config'
import { getPayload } from 'payload'
import sharp from 'sharp'
import { env } from '../../../env'
import { cacheKey, focalCrop, imageQuery, targetSize } from '../../../media/transform'

export const dynamic = 'force-dynamic'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await context.params
  const filename = segments.join('/')
  if (!filename || filename.includes('..') || filename.includes('/')) return new Response('Not found', { status: 404 })
  const parsed = imageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ ErrorCode: 'ValidationError', Message: 'Invalid image parameters' }, { status: 400 })
  const query = parsed.data

  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc?.filename) return new Response('Not found', { status: 404 })

  const dataDir = env().DATA_DIR
  const source = path.join(dataDir, 'media', doc.filename)
  const focal = { x: doc.focalX ?? 50, y: doc.focalY ?? 50 }
  const format = query.format ?? 'webp'
  const cached = path.join(dataDir, 'cache', 'images', `${cacheKey(doc.filename, query, focal)}.${format}`)
  const headers = { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': IMMUTABLE }

  const hit = await readFile(cached).catch(() => null)
  if (hit) return new Response(new Uint8Array(hit), { headers })

  if (!(await stat(source).catch(() => null))) return new Response('Not found', { status: 404 })
  let image = sharp(source, { failOn: 'none' }).rotate()
  const meta = await image.metadata()
  if (meta.width && meta.height && (query.width || query.height)) {
    const sourceSize = { width: meta.width, height: meta.height }
    const size = targetSize(query, sourceSize)
    image = image.extract(focalCrop(sourceSize, size, focal)).resize(size.width, size.height)
  }
  if (query.bgColor) image = image.flatten({ background: query.bgColor })
  const output = await image.toFormat(format, { quality: query.quality }).toBuffer()

  // Write-then-rename, so a concurrent reader never sees half a file.
  await mkdir(path.dirname(cached), { recursive: true })
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, output)
  await rename(temp, cached)
  return new Response(new Uint8Array(output), { headers })
}
