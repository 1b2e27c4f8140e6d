/**
 * The image endpoint's rules (docs/product.md §7 images): width, height, quality, format=webp, bgColor and heightratio.
 * A crop keeps the image's focal point in view. Results are cached on disk by a key of the normalised request.
 *
 * Every distinct request is a render and a file in the cache, so the endpoint renders a bounded set only: widths,
 * shapes, qualities and backgrounds from the short lists below. A width or quality between two allowed values is
 * snapped up to the next (a slightly larger picture than asked for, which the browser scales down); a shape or
 * background outside the lists is refused (400), since snapping those would crop or colour the picture otherwise
 * than asked.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'

import {
  DEFAULT_QUALITY,
  IMAGE_BACKGROUNDS,
  IMAGE_QUALITIES,
  IMAGE_RATIOS,
  IMAGE_WIDTHS,
  MAX_IMAGE_DIMENSION,
  PRESET_RATIOS,
  type Preset,
} from '@delikat/contract/images'

/** The next allowed value at or above the requested one, or the largest. */
function snapUp<T extends number>(allowed: readonly T[], requested: number): T {
  return allowed.find((value) => value >= requested) ?? (allowed[allowed.length - 1] as T)
}

/**
 * The allowed shape a request asks for, if any: within 2 %, or (given the size) a height that is the allowed shape's
 * rounded, which for a small width can be further off than 2 %.
 */
function allowedRatio(ratio: number, size?: { width: number; height: number }): number | null {
  for (const allowed of Object.values(IMAGE_RATIOS)) {
    if (size && Math.abs(size.height - size.width * allowed) <= 0.5) return allowed
    if (Math.abs(ratio - allowed) / allowed < 0.02) return allowed
  }
  return null
}

const SHAPES_MESSAGE = `height / width must be one of ${Object.values(IMAGE_RATIOS)
  .map((r) => String(Math.round(r * 10000) / 10000))
  .join(', ')} (${Object.keys(IMAGE_RATIOS).join(', ')})`

const rawImageQuery = z.object({
  width: z.coerce.number().int().min(1).max(MAX_IMAGE_DIMENSION).optional(),
  height: z.coerce.number().int().min(1).max(MAX_IMAGE_DIMENSION).optional(),
  quality: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
  format: z.enum(['webp', 'jpeg', 'png']).optional(),
  bgColor: z
    .string()
    .regex(/^#?[0-9a-fA-F]{6}$/)
    .transform((v) => (v.startsWith('#') ? v : `#${v}`).toLowerCase())
    .optional(),
  heightratio: z.coerce.number().positive().max(10).optional(),
})

/**
 * The query as the endpoint renders it: `width` one of IMAGE_WIDTHS, with `heightratio` one of IMAGE_RATIOS or
 * none (the source's aspect); or `height` alone, snapped on the same ladder, with the width following the source's
 * aspect; `quality` one of IMAGE_QUALITIES; `bgColor` one of IMAGE_BACKGROUNDS.
 */
export const imageQuery = rawImageQuery.transform((q, ctx) => {
  let heightratio: number | undefined
  if (q.width !== undefined && (q.height !== undefined || q.heightratio !== undefined)) {
    // An explicit height wins over heightratio, as it always has.
    const asked = q.height !== undefined ? q.height / q.width : (q.heightratio as number)
    const ratio = allowedRatio(asked, q.height !== undefined ? { width: q.width, height: q.height } : undefined)
    if (ratio === null) {
      ctx.addIssue({ code: 'custom', path: [q.height !== undefined ? 'height' : 'heightratio'], message: SHAPES_MESSAGE })
      return z.NEVER
    }
    heightratio = ratio
  }
  if (q.bgColor !== undefined && !(IMAGE_BACKGROUNDS as readonly string[]).includes(q.bgColor)) {
    ctx.addIssue({ code: 'custom', path: ['bgColor'], message: `bgColor must be one of ${IMAGE_BACKGROUNDS.join(', ')}` })
    return z.NEVER
  }
  return {
    width: q.width === undefined ? undefined : snapUp(IMAGE_WIDTHS, q.width),
    height: q.width === undefined && q.height !== undefined ? snapUp(IMAGE_WIDTHS, q.height) : undefined,
    heightratio,
    quality: snapUp(IMAGE_QUALITIES, q.quality),
    format: q.format,
    bgColor: q.bgColor,
  }
})

export type ImageQuery = z.infer<typeof imageQuery>

export interface CropBox {
  left: number
  top: number
  width: number
  height: number
}

/** The output size: explicit height wins, then width × heightratio; one side alone keeps the aspect. */
export function targetSize(q: ImageQuery, source: { width: number; height: number }): { width: number; height: number } {
  const width = q.width ?? (q.height ? Math.round((q.height * source.width) / source.height) : source.width)
  const height = q.height ?? (q.heightratio ? Math.round(width * q.heightratio) : Math.round((width * source.height) / source.width))
  return { width: Math.min(width, MAX_IMAGE_DIMENSION), height: Math.min(height, MAX_IMAGE_DIMENSION) }
}

/** The largest box of the target's aspect inside the source, centred on the focal point (percent) as far as it fits. */
export function focalCrop(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
): CropBox {
  const targetAspect = target.width / target.height
  const sourceAspect = source.width / source.height
  const width = targetAspect > sourceAspect ? source.width : Math.round(source.height * targetAspect)
  const height = targetAspect > sourceAspect ? Math.round(source.width / targetAspect) : source.height
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v))
  const left = clamp(Math.round((focal.x / 100) * source.width - width / 2), source.width - width)
  const top = clamp(Math.round((focal.y / 100) * source.height - height / 2), source.height - height)
  return { left, top, width, height }
}

/** The preset whose ratio the requested output has (within 2 %), if any. */
export function presetOf(size: { width: number; height: number }): Preset | null {
  const ratio = size.height / size.width
  for (const [preset, presetRatio] of Object.entries(PRESET_RATIOS) as Array<[Preset, number]>) {
    if (Math.abs(ratio - presetRatio) / presetRatio < 0.02) return preset
  }
  return null
}

export function cacheKey(file: string, q: ImageQuery, focal: { x: number; y: number }): string {
  const normalised = JSON.stringify([file, q.width, q.height, q.quality, q.format ?? 'webp', q.bgColor, q.heightratio, focal.x, focal.y])
  return createHash('sha256').update(normalised).digest('hex').slice(0, 32)
}
