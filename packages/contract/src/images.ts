/**
 * What the backend's image endpoint renders (backend/src/media/transform.ts) and the storefront asks it for
 * (src/components/CmsImage/imageUrl.ts): a bounded set of widths, shapes, qualities and backgrounds, so every
 * distinct request is one of few renders the endpoint caches.
 */

/** Widths and heights above 4000 px are refused (400). */
export const MAX_IMAGE_DIMENSION = 4000
export const DEFAULT_QUALITY = 80

/**
 * The widths the endpoint renders. They are the storefront's, which builds every image URL in
 * src/components/CmsImage/imageUrl.ts: the srcset steps (IMAGE_SRCSET_WIDTHS in src/config/constants.ts: 320, 480,
 * 640, 960, 1280, 1920) and the widths its components lay images out at, each also a srcset candidate (the
 * `*_WIDTH` constants beside each <CmsImage>: 48, 64, 72, 96, 160, 240, 320, 360, 480, 640, 720, 960 and 1440 px;
 * 360 and 720 are the media grid's halves of 720 and 1440), and 1200 for Open Graph and JSON-LD. 400 splits the
 * gap between 360 and 480 for other clients. A new storefront width still works, snapped up to the next one here.
 */
export const IMAGE_WIDTHS = [48, 64, 72, 96, 160, 240, 320, 360, 400, 480, 640, 720, 960, 1200, 1280, 1440, 1920] as const

/** Image presets (docs/product.md §9) by height ratio (height / width): Square 1:1, Portrait 2:3, Landscape 16:9. */
export const PRESET_RATIOS = { square: 1, portrait: 3 / 2, landscape: 9 / 16 } as const
export type Preset = keyof typeof PRESET_RATIOS

/** The shapes the endpoint crops to: the presets and Open Graph's 1200 x 630 (OG_IMAGE_* in src/config/constants.ts). */
export const IMAGE_RATIOS = { ...PRESET_RATIOS, openGraph: 630 / 1200 } as const

/** The storefront asks for IMAGE_QUALITY (80); the others leave room for a smaller or a finer picture. */
export const IMAGE_QUALITIES = [60, 80, 90] as const

/** Backgrounds for flattening transparency: the storefront's IMAGE_BACKGROUND. */
export const IMAGE_BACKGROUNDS = ['#ffffff'] as const
