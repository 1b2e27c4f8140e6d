// The product page's pictures: the main image (square, cropped around the image's focal point by the image
// endpoint), swiped or stepped with the arrow keys, and a row of thumbnails to jump to one. The first image is
// the page's largest paint: eager, high priority. Every image has its fixed square box, so nothing moves while
// loading, and the server renders the first slide in place before embla takes over.
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { IconButton } from '@/components/Button/Button'
import { LazyEmblaEngine, type EmblaApi, type EmblaOptions } from '@/components/Carousel/LazyEmbla'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import type { Image } from '@/lib/schemas'
import { theme } from '@/styles/theme'

/** Largest rendered width of the main image (half of the 1440 px layout). */
export const GALLERY_IMAGE_WIDTH = 640
const GALLERY_IMAGE_SIZES = '(min-width: 1440px) 640px, (min-width: 768px) 50vw, 100vw'
const GALLERY_OPTIONS: EmblaOptions = { loop: false, align: 'start' }
/** Rendered width of a thumbnail, in px. */
const THUMBNAIL_WIDTH = 72

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
`

const Stage = styled.div`
  position: relative;
`

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  &:disabled {
    visibility: hidden;
  }
`

const Thumbnails = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`

const Thumbnail = styled.button<{ $selected: boolean }>`
  width: ${THUMBNAIL_WIDTH}px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  img {
    display: block;
  }

  &:focus-visible {
    ${theme.focusRing}
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

type Props = {
  images: readonly Image[]
  /** The product's name, for the gallery's accessible name. */
  name: string
}

export function ProductGallery({ images, name }: Props) {
  const { t } = useTranslation()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [emblaApi, setEmblaApi] = useState<EmblaApi>(undefined)
  const [selected, setSelected] = useState(0)
  const count = images.length

  useEffect(() => {
    if (!emblaApi) return
    const sync = () => setSelected(emblaApi.selectedScrollSnap())
    sync()
    emblaApi.on('select', sync).on('reInit', sync)
    return () => {
      emblaApi.off('select', sync).off('reInit', sync)
    }
  }, [emblaApi])

  const show = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index))
      setSelected(target)
      emblaApi?.scrollTo(target)
    },
    [count, emblaApi],
  )

  // Arrow keys step through the pictures while focus is anywhere in the gallery (a thumbnail, an arrow button).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      show(selected - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      show(selected + 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      show(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      show(count - 1)
    }
  }

  if (count === 0) {
    return (
      <Region aria-label={t('ProductPage.Gallery', { name })}>
        <Viewport>
          <CmsImage image={null} preset="Square" width={GALLERY_IMAGE_WIDTH} sizes={GALLERY_IMAGE_SIZES} priority />
        </Viewport>
      </Region>
    )
  }

  return (
    <Region
      aria-label={t('ProductPage.Gallery', { name })}
      aria-roledescription={count > 1 ? t('Carousel.RoleDescription') : undefined}
      onKeyDown={onKeyDown}
    >
      <Stage>
        {viewport ? <LazyEmblaEngine viewport={viewport} options={GALLERY_OPTIONS} onApi={setEmblaApi} /> : null}
        <Viewport ref={count > 1 ? setViewport : undefined}>
          <Track>
            {images.map((image, index) => (
              <Slide
                key={`${image.BaseUrl}-${index}`}
                role={count > 1 ? 'group' : undefined}
                aria-roledescription={count > 1 ? t('Carousel.SlideRoleDescription') : undefined}
                aria-label={count > 1 ? t('ProductPage.ImageLabel', { index: index + 1, total: count }) : undefined}
                aria-hidden={count > 1 && index !== selected ? true : undefined}
              >
                <CmsImage image={image} preset="Square" width={GALLERY_IMAGE_WIDTH} sizes={GALLERY_IMAGE_SIZES} priority={index === 0} />
              </Slide>
            ))}
          </Track>
        </Viewport>
        {count > 1 ? (
          <>
            <Arrow
              type="button"
              $side="left"
              onClick={() => show(selected - 1)}
              disabled={selected === 0}
              aria-label={t('ProductPage.PreviousImage')}
            >
              <Chevron direction="left" />
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              onClick={() => show(selected + 1)}
              disabled={selected === count - 1}
              aria-label={t('ProductPage.NextImage')}
            >
              <Chevron direction="right" />
            </Arrow>
          </>
        ) : null}
      </Stage>
      {count > 1 ? (
        <Thumbnails role="group" aria-label={t('ProductPage.Thumbnails')}>
          {images.map((image, index) => (
            <Thumbnail
              key={`${image.BaseUrl}-${index}`}
              type="button"
              $selected={index === selected}
              aria-current={index === selected ? 'true' : undefined}
              aria-label={t('ProductPage.ShowImage', { index: index + 1, total: count })}
              onClick={() => show(index)}
            >
              <CmsImage image={image} preset="Square" width={THUMBNAIL_WIDTH} decorative />
            </Thumbnail>
          ))}
        </Thumbnails>
      ) : null}
    </Region>
  )
}
