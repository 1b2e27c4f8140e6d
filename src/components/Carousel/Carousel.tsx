// Embla carousel with the docs/product.md §9 rules: slide spacing, loop only with more than one slide on screens wider
// than 768 px, pagination dots only above 4 slides. Slides per view are set in CSS per breakpoint, so the
// server and the browser render the same markup; embla only takes over after hydration, from a chunk of its own
// (EmblaEngine) that is fetched then, so it is not part of the page's first-load JavaScript.
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'
import { IconButton } from '@/components/Button/Button'
import {
  BREAKPOINTS,
  CAROUSEL_LOOP_MIN_WIDTH_PX,
  CAROUSEL_SLIDE_SPACING_PX,
  CAROUSEL_SLIDES_PER_VIEW,
  DUAL_CAROUSEL_SLIDES_PER_VIEW,
} from '@/config/constants'
import { canLoop, showsDots, type SlidesPerView } from './carouselSettings'
import { LazyEmblaEngine, type EmblaApi, type EmblaOptions } from './LazyEmbla'
import { theme } from '@/styles/theme'

type Props = {
  /** Accessible name of the carousel region. */
  label: string
  slides: ReactNode[]
  /** Defaults to docs/product.md §9's 1 / 2 / 3 / 4 (or the dual carousel's 1.2 / 2). */
  slidesPerView?: SlidesPerView
  /** The dual carousel of docs/product.md §9: 1.2 slides per view on mobile. */
  dual?: boolean
  spacingPx?: number
  /** Keys for the slides, in order. */
  slideKeys: string[]
}

const perView = (count: number) => css`
  flex-basis: ${100 / count}%;
`

const Region = styled.section`
  position: relative;
`

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
`

const Track = styled.div<{ $spacing: number }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: -${({ $spacing }) => $spacing}px;
`

const Slide = styled.div<{ $spacing: number; $perView: SlidesPerView }>`
  flex-grow: 0;
  flex-shrink: 0;
  min-width: 0;
  padding-left: ${({ $spacing }) => $spacing}px;
  ${({ $perView }) => perView($perView.mobile)}

  @media (min-width: ${BREAKPOINTS.tablet}px) {
    ${({ $perView }) => perView($perView.tablet)}
  }
  @media (min-width: ${BREAKPOINTS.laptop}px) {
    ${({ $perView }) => perView($perView.laptop)}
  }
  @media (min-width: ${BREAKPOINTS.desktop}px) {
    ${({ $perView }) => perView($perView.desktop)}
  }

  /* Beyond the widest screen's four, a slide is laid out and painted only once it is in view: home's carousels hold
     half its elements, and a phone shows one or two of each. Such a slide is stretched to the row the first four make,
     and it comes into view only by a swipe or a click, so the row growing for a taller card is no unprompted shift. */
  &:nth-child(n + 5) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 1px;
  }
`

const Controls = styled.div<{ $idle: boolean }>`
  /* Hidden, but keeping its place, when all slides fit: no layout shift once embla has measured. */
  visibility: ${({ $idle }) => ($idle ? 'hidden' : 'visible')};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
`

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: ${theme.radii.pill};
    border: 2px solid ${theme.colors.primary};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  }
`

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function Carousel({ label, slides, slidesPerView, dual = false, spacingPx = CAROUSEL_SLIDE_SPACING_PX, slideKeys }: Props) {
  const { t } = useTranslation()
  const perViewTable = slidesPerView ?? (dual ? DUAL_CAROUSEL_SLIDES_PER_VIEW : CAROUSEL_SLIDES_PER_VIEW)
  // Loop is off below the breakpoint and switched on by embla's media query above it (the width half of the
  // rule is the query; canLoop checks the slide count at that width).
  const loop = canLoop(slides.length, CAROUSEL_LOOP_MIN_WIDTH_PX)
  const options = useMemo<EmblaOptions>(
    () => ({
      align: 'start',
      loop: false,
      containScroll: 'trimSnaps',
      breakpoints: { [`(min-width: ${CAROUSEL_LOOP_MIN_WIDTH_PX}px)`]: { loop } },
    }),
    [loop],
  )
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [emblaApi, setEmblaApi] = useState<EmblaApi>(undefined)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(0)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(slides.length > 1)

  const sync = useCallback(() => {
    if (!emblaApi) return
    setSelected(emblaApi.selectedScrollSnap())
    setSnapCount(emblaApi.scrollSnapList().length)
    setCanPrev(emblaApi.canScrollPrev())
    setCanNext(emblaApi.canScrollNext())
  }, [emblaApi])

  useEffect(() => {
    if (!emblaApi) return
    sync()
    emblaApi.on('select', sync).on('reInit', sync)
    return () => {
      emblaApi.off('select', sync).off('reInit', sync)
    }
  }, [emblaApi, sync])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      emblaApi?.scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      emblaApi?.scrollNext()
    }
  }

  const showDots = showsDots(slides.length) && snapCount > 1
  const showArrows = slides.length > 1
  // After embla measured: one snap means every slide is in view and there is nothing to scroll to.
  const idle = snapCount === 1

  return (
    <Region aria-roledescription={t('Carousel.RoleDescription')} aria-label={label}>
      {viewport ? <LazyEmblaEngine viewport={viewport} options={options} onApi={setEmblaApi} /> : null}
      <Viewport ref={setViewport} onKeyDown={onKeyDown}>
        <Track $spacing={spacingPx}>
          {slides.map((slide, index) => (
            <Slide
              key={slideKeys[index] ?? index}
              $spacing={spacingPx}
              $perView={perViewTable}
              role="group"
              aria-roledescription={t('Carousel.SlideRoleDescription')}
              aria-label={t('Carousel.SlideLabel', { index: index + 1, total: slides.length })}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {showArrows ? (
        <Controls $idle={idle}>
          <IconButton type="button" onClick={() => emblaApi?.scrollPrev()} disabled={!canPrev} aria-label={t('Carousel.Previous')}>
            <Chevron direction="left" />
          </IconButton>
          {showDots ? (
            <Dots role="group" aria-label={t('Carousel.Pagination')}>
              {Array.from({ length: snapCount }, (_, index) => (
                <Dot
                  key={index}
                  type="button"
                  $active={index === selected}
                  aria-current={index === selected ? 'true' : undefined}
                  aria-label={t('Carousel.GoToSlide', { index: index + 1 })}
                  onClick={() => emblaApi?.scrollTo(index)}
                />
              ))}
            </Dots>
          ) : null}
          <IconButton type="button" onClick={() => emblaApi?.scrollNext()} disabled={!canNext} aria-label={t('Carousel.Next')}>
            <Chevron direction="right" />
          </IconButton>
        </Controls>
      ) : null}
    </Region>
  )
}
