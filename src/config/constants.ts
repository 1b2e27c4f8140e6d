// Every number the storefront takes from docs/product.md §9 (and the few layout numbers it derives), named once.

import { CULTURES, DEFAULT_CULTURE, type Culture } from '@delikat/contract/locale'

// What the backend uses as well is defined once in the contract package (packages/contract) and gathered here.
export { PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SORT_ORDERS, type ProductSortOrder } from '@delikat/contract/catalogue'
export { GIFT_CARD_GREETING_MAX_LENGTH, GIFT_CARD_MAX_QUANTITY } from '@delikat/contract/giftcards'
export { CURRENCY } from '@delikat/contract/money'

/** The storefront's languages are the shop's cultures; Danish is the default. */
export const LOCALES = CULTURES
export type Locale = Culture
export const DEFAULT_LOCALE: Locale = DEFAULT_CULTURE
/** docs/product.md §1: translation namespace. */
export const TRANSLATION_NAMESPACE = 'common'

/** docs/product.md §9: query retry 3. */
export const QUERY_RETRY_COUNT = 3
/** docs/product.md §9: freshness of queries, 10 seconds by default. */
export const QUERY_STALE_TIME_MS = 10_000
/** docs/product.md §9 freshness, applied to what the server process caches from the content service (settings, menu,
 * footer, translations). */
export const CONTENT_CACHE_TTL_MS = 10_000
/** How long the server process keeps the frame (settings, menu, footer, translations) while it follows the backend's
 * feed of changes, which forgets it at once on every save (src/lib/memoryCache.ts, docs/adr/0056): only a net. */
export const FRAME_CACHE_TTL_MS = 10 * 60_000

/** docs/product.md §9: toast duration 5000 ms. */
export const TOAST_DURATION_MS = 5000
/** docs/product.md §9 / §4: quantity stepper reports changes with a 200 ms debounce. */
export const QUANTITY_DEBOUNCE_MS = 200
/** docs/product.md §5: quantity input minimum 0, step 1. */
export const QUANTITY_INPUT_MIN = 0
export const QUANTITY_INPUT_STEP = 1

/** docs/product.md §9 translation loading: 5 retries, 350 ms start delay doubling, 10 parallel reads. */
export const TRANSLATION_MAX_RETRIES = 5
export const TRANSLATION_RETRY_DELAY_MS = 350
export const TRANSLATION_MAX_PARALLEL_READS = 10

/** docs/product.md §3: the basket id cookie is kept 30 days. */
export const BASKET_COOKIE_NAME = 'basketId'
export const BASKET_COOKIE_EXPIRES_DAYS = 30
/** docs/product.md §3: cookie for the bearer token (login arrives in a later slice). */
export const TOKEN_COOKIE_NAME = 'token'

/** docs/product.md §2 (masonry) / §9 (carousel): layout breakpoints in px. */
export const BREAKPOINTS = { tablet: 768, laptop: 1024, desktop: 1280, wide: 1440 } as const

/** docs/product.md §9 carousel: slide spacing 24 px. */
export const CAROUSEL_SLIDE_SPACING_PX = 24
/** docs/product.md §9 carousel: loops when more than one slide and the screen is wider than 768 px. */
export const CAROUSEL_LOOP_MIN_SLIDES = 2
export const CAROUSEL_LOOP_MIN_WIDTH_PX = BREAKPOINTS.tablet + 1
/** docs/product.md §9 carousel: pagination dots only above 4 slides. */
export const CAROUSEL_DOTS_ABOVE_SLIDES = 4
/** docs/product.md §9 carousel: 768 shows 2 slides, 1024 shows 3, 1280 shows 4; one below 768. */
export const CAROUSEL_SLIDES_PER_VIEW = {
  mobile: 1,
  tablet: 2,
  laptop: 3,
  desktop: 4,
} as const
/** docs/product.md §9 carousel: the dual carousel shows 1.2 per view on mobile. */
export const CAROUSEL_DUAL_MOBILE_SLIDES_PER_VIEW = 1.2
/** docs/product.md §9 (carousel block, `Dual`): two-up from 768 px on, 1.2 per view below. */
export const DUAL_CAROUSEL_SLIDES_PER_VIEW = {
  mobile: CAROUSEL_DUAL_MOBILE_SLIDES_PER_VIEW,
  tablet: 2,
  laptop: 2,
  desktop: 2,
} as const
/** docs/product.md §9 carousel (2/3/4 from 768/1024/1280). Below 768 product rows use the dual carousel's 1.2 per view
 * (docs/product.md §9) so the next card peeks in. */
export const PRODUCT_CAROUSEL_SLIDES_PER_VIEW = {
  ...CAROUSEL_SLIDES_PER_VIEW,
  mobile: CAROUSEL_DUAL_MOBILE_SLIDES_PER_VIEW,
} as const

/** docs/product.md §2 masonry: columns change at 768, 1024, 1280 and 1440 px; one column below 768. The column counts
 * per breakpoint are ours. */
export const MASONRY_COLUMNS = { mobile: 1, tablet: 2, laptop: 3, desktop: 4, wide: 5 } as const

/** docs/product.md §2 / §9 media grid: at most 2 images, default height 600 px; 'Venstre' reverses the layout. */
export const MEDIA_GRID_MAX_IMAGES = 2
export const MEDIA_GRID_DEFAULT_HEIGHT_PX = 600
export const MEDIA_GRID_REVERSED = 'Venstre'

/** docs/product.md §9 category card image sizes: 30vw from 1280 px, 45vw from 768 px, 90vw otherwise. */
export const CATEGORY_CARD_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.desktop}px) 30vw, (min-width: ${BREAKPOINTS.tablet}px) 45vw, 90vw`

/** docs/product.md §9: modal spring animation 0.1 s. */
export const MODAL_SPRING_DURATION_S = 0.1

/** docs/product.md §2 embeds (google-maps, typeform, youtube): the player and form hosts. YouTube comes from the
 * no-cookie host, and only after a click (docs/product.md §2). These origins are what the CSP's frame-src must allow. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'
export const GOOGLE_MAPS_EMBED_ORIGIN = 'https://www.google.com'
export const TYPEFORM_EMBED_ORIGIN = 'https://form.typeform.com'
export const EMBED_FRAME_ORIGINS = [YOUTUBE_EMBED_ORIGIN, GOOGLE_MAPS_EMBED_ORIGIN, TYPEFORM_EMBED_ORIGIN] as const
/** Google Maps' embed may redirect its frame here; the CSP allows it too. */
export const MAPS_REDIRECT_ORIGIN = 'https://maps.google.com'
/** Our choice (not in docs/product.md): embed height when the CMS sends none, in px. */
export const EMBED_DEFAULT_HEIGHT_PX = 450

/** Our choice (Open Graph's recommended size): og:image is requested at 1200 x 630. */
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

/** Money is integer øre (docs/architecture.md §5); the shopper types kroner. */
export const ORE_PER_KRONE = 100

/** docs/product.md §9 image presets: Square 1:1, Portrait 2:3, Landscape 16:9 (height / width). */
export const IMAGE_PRESETS = {
  Square: { width: 1, height: 1 },
  Portrait: { width: 2, height: 3 },
  Landscape: { width: 16, height: 9 },
} as const
export type ImagePreset = keyof typeof IMAGE_PRESETS
/** docs/product.md §7: images requested as webp on a white background. Quality and widths are our choice. */
export const IMAGE_FORMAT = 'webp'
export const IMAGE_BACKGROUND = 'ffffff'
export const IMAGE_QUALITY = 80
export const IMAGE_SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const

/** docs/product.md §7 `{product}` in the content service paths; `SITE_KEY` overrides it. */
export const DEFAULT_SITE_KEY = 'delikat'

/** Our choice (not in docs/product.md): how long one HTTP call to the shop API or content service may take. */
export const HTTP_TIMEOUT_MS = 10_000

/** Our choice (not in docs/product.md): the stepper's upper bound when the server sends no MaxQuantity. */
export const QUANTITY_FALLBACK_MAX = 99

/** Product searches start at page 1; more pages exist while the fetched count is below the total. */
export const PRODUCT_SEARCH_FIRST_PAGE = 1
/** docs/product.md §9 freshness: product search lists stay fresh for 1 hour. */
export const PRODUCT_SEARCH_STALE_TIME_MS = 60 * 60 * 1000
/** docs/product.md §9 freshness: order lists (the account's order history) stay fresh for 10 minutes. */
export const ORDER_LIST_STALE_TIME_MS = 10 * 60 * 1000
/** docs/product.md §9 filter types. */
export const FILTER_TYPES = ['MultiSelect', 'Range', 'Toggle'] as const
/** docs/product.md §5: the price range input has min and max number fields with lower bound 0 and a 1000 ms debounce
 * (docs/product.md §9 "price range debounce"). The search page uses the same for every range filter. */
export const PRICE_RANGE_MIN = 0
export const PRICE_RANGE_DEBOUNCE_MS = 1000
/** Our choice (not in docs/product.md): the most result pages a search URL (`pages=`) restores at once, so a crafted link
 * cannot make the server fetch hundreds of pages. */
export const SEARCH_MAX_RESTORED_PAGES = 10
