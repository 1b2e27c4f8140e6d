// CMS image URLs (docs/product.md §7): width, height, quality, format=webp, bgColor and the preset's height ratio.
import { IMAGE_BACKGROUND, IMAGE_FORMAT, IMAGE_PRESETS, IMAGE_QUALITY, IMAGE_SRCSET_WIDTHS, type ImagePreset } from '@/config/constants'
import type { Image } from '@/lib/schemas'
import { theme } from '@/styles/theme'

/** Height divided by width for a preset: Square 1, Portrait 1.5, Landscape 0.5625. */
export function heightRatio(preset: ImagePreset): number {
  const { width, height } = IMAGE_PRESETS[preset]
  return height / width
}

export function heightFor(width: number, preset: ImagePreset): number {
  return Math.round(width * heightRatio(preset))
}

export function imageUrl(baseUrl: string, width: number, preset: ImagePreset): string {
  return sizedImageUrl(baseUrl, width, heightFor(width, preset), heightRatio(preset))
}

/** The query's fixed part: constants that need no escaping. */
const FIXED_PARAMS = `&quality=${IMAGE_QUALITY}&format=${encodeURIComponent(IMAGE_FORMAT)}&bgColor=${encodeURIComponent(IMAGE_BACKGROUND)}`

/**
 * An image at an exact size (e.g. Open Graph's 1200 x 630), cropped around its focal point by the endpoint. Written
 * out by hand rather than with URLSearchParams: every image on a page asks for up to eight of these while it renders
 * and hydrates, and the values are numbers and constants.
 */
export function sizedImageUrl(baseUrl: string, width: number, height: number, ratio: number = height / width): string {
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}width=${width}&height=${height}${FIXED_PARAMS}&heightratio=${ratio}`
}

/** The srcsets already written, by image, width and preset: a tile's image renders on the server and again as it hydrates. */
const srcSets = new Map<string, string>()
const MAX_SRCSETS = 500

/** Widths up to twice the displayed width (sharp on 2x screens), always including the displayed width. */
export function srcSetFor(baseUrl: string, width: number, preset: ImagePreset): string {
  const key = `${preset} ${width} ${baseUrl}`
  const known = srcSets.get(key)
  if (known !== undefined) return known
  const widths = new Set<number>(IMAGE_SRCSET_WIDTHS.filter((w) => w <= width * 2))
  widths.add(width)
  const srcSet = [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(baseUrl, w, preset)} ${w}w`)
    .join(', ')
  if (srcSets.size >= MAX_SRCSETS) srcSets.clear()
  srcSets.set(key, srcSet)
  return srcSet
}

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|avif|svg|tiff?|heic)$/i

/** docs/product.md §3: the alt text, or the image name without its extension. */
export function altTextFor(image: Pick<Image, 'AltText' | 'Name' | 'FileExtension'>): string {
  const alt = image.AltText?.trim()
  if (alt) return alt
  const name = image.Name?.trim() ?? ''
  const extension = image.FileExtension?.trim().replace(/^\./, '')
  if (extension && name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) {
    return name.slice(0, -(extension.length + 1))
  }
  return name.replace(IMAGE_EXTENSION, '')
}

/** Shown when an image is missing or fails to load: a neutral plate on cream, inline so it cannot fail. */
export const FALLBACK_IMAGE_SRC = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${theme.colors.surfaceAlt}"/>` +
    `<circle cx="50" cy="50" r="22" fill="none" stroke="${theme.colors.border}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="12" fill="none" stroke="${theme.colors.border}" stroke-width="2"/></svg>`,
)}`
