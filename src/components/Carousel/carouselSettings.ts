// The docs/product.md §9 carousel rules as one pure function of the slide count and the viewport width, so they can be
// tested per width. The Carousel renders slides-per-view in CSS (same markup on server and browser) and hands
// the loop rule to embla as a media query; both come from here.
import {
  BREAKPOINTS,
  CAROUSEL_DOTS_ABOVE_SLIDES,
  CAROUSEL_LOOP_MIN_SLIDES,
  CAROUSEL_LOOP_MIN_WIDTH_PX,
  CAROUSEL_SLIDE_SPACING_PX,
  CAROUSEL_SLIDES_PER_VIEW,
  DUAL_CAROUSEL_SLIDES_PER_VIEW,
} from '@/config/constants'

export type SlidesPerView = { mobile: number; tablet: number; laptop: number; desktop: number }

export type CarouselSettings = {
  slidesPerView: number
  spacingPx: number
  loop: boolean
  showDots: boolean
}

/** Slides per view at a viewport width: mobile below 768, then 768 / 1024 / 1280 and up. */
export function slidesPerViewAt(width: number, perView: SlidesPerView): number {
  if (width >= BREAKPOINTS.desktop) return perView.desktop
  if (width >= BREAKPOINTS.laptop) return perView.laptop
  if (width >= BREAKPOINTS.tablet) return perView.tablet
  return perView.mobile
}

/** Loops only with more than one slide on a screen wider than 768 px (docs/product.md §9). */
export function canLoop(slideCount: number, width: number): boolean {
  return slideCount >= CAROUSEL_LOOP_MIN_SLIDES && width >= CAROUSEL_LOOP_MIN_WIDTH_PX
}

/** Pagination dots only above 4 slides (docs/product.md §9). */
export function showsDots(slideCount: number): boolean {
  return slideCount > CAROUSEL_DOTS_ABOVE_SLIDES
}

export function carouselSettings({
  slideCount,
  width,
  dual = false,
  perView,
}: {
  slideCount: number
  width: number
  /** The dual carousel: 1.2 per view on mobile, two-up above. */
  dual?: boolean
  /** Overrides the standard 1 / 2 / 3 / 4 (e.g. product rows, the one-up hero slider). */
  perView?: SlidesPerView
}): CarouselSettings {
  const table = perView ?? (dual ? DUAL_CAROUSEL_SLIDES_PER_VIEW : CAROUSEL_SLIDES_PER_VIEW)
  return {
    slidesPerView: slidesPerViewAt(width, table),
    spacingPx: CAROUSEL_SLIDE_SPACING_PX,
    loop: canLoop(slideCount, width),
    showDots: showsDots(slideCount),
  }
}
