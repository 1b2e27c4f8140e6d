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

/** An image at an exact size (e.g. Open Graph's 1200 x 630), cropped around its focal point by the endpoint. */
export function sizedImageUrl(baseUrl: string, width: number, height: number, ratio: number = height / width): string {
  const params = new URLSearchParams({
    width: String(width),
    height: String(height),
    quality: String(IMAGE_QUALITY),
    format: IMAGE_FORMAT,
    bgColor: IMAGE_BACKGROUND,
    heightratio: String(ratio),
  })
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`
}

/** Widths up to twice the displayed width (sharp on 2x screens), always including the displayed width. */
export function srcSetFor(baseUrl: string, width: number, preset: ImagePreset): string {
  const widths = new Set<number>(IMAGE_SRCSET_WIDTHS.filter((w) => w <= width * 2))
  widths.add(width)
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(baseUrl, w, preset)} ${w}w`)
    .join(', ')
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
