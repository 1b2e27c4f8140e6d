/**
 * The image endpoint's rules (SPEC §7 images): width, height, quality, format=webp, bgColor and heightratio.
 * A crop keeps the image's focal point in view. Results are cached on disk by a key of the normalised request.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'

/** Issue 3: widths and heights above 4000 px are refused (400). */
export const MAX_IMAGE_DIMENSION = 4000
export const DEFAULT_QUALITY = 80

export const imageQuery = z.object({
  width: z.coerce.number().int().min(1).max(MAX_IMAGE_DIMENSION).optional(),
  height: z.coerce.number().int().min(1).max(MAX_IMAGE_DIMENSION).optional(),
  quality: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
  format: z.enum(['webp', 'jpeg', 'png']).optional(),
  bgColor: z
    .string()
    .regex(/^#?[0-9a-fA-F]{6}$/)
    .transform((v) => (v.startsWith('#') ? v : `#${v}`))
    .optional(),
  heightratio: z.coerce.number().positive().max(10).optional(),
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

export interface FocalPoint {
  x: number
  y: number
}

/** SPEC §9 image presets by height ratio (height / width): Square 1:1, Portrait 2:3, Landscape 16:9. */
export const PRESET_RATIOS = { square: 1, portrait: 3 / 2, landscape: 9 / 16 } as const
export type Preset = keyof typeof PRESET_RATIOS

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
