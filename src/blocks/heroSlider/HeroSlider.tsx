// heroSlider: full-width slides with a title, text and a call to action over a landscape image.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Carousel } from '@/components/Carousel/Carousel'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Container } from '@/components/Container/Container'
import { CAROUSEL_SLIDE_SPACING_PX } from '@/config/constants'
import type { BlockProps } from '../types'
import type { HeroSliderBlock } from './schema'
import { theme } from '@/styles/theme'

const HERO_IMAGE_WIDTH = 1440
const ONE_PER_VIEW = { mobile: 1, tablet: 1, laptop: 1, desktop: 1 }

const Wrapper = styled(Container)`
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.lg};
`

const SlideFrame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
`

// A paper card over the photo on larger screens; on a phone the text sits under it, in line with the page's.
const Panel = styled.div`
  padding: ${`${theme.space.lg} 0 ${theme.space.md}`};
  background: ${theme.colors.background};

  ${theme.media.tablet} {
    position: absolute;
    left: ${theme.space.xl};
    bottom: ${theme.space.xl};
    max-width: 480px;
    padding: ${theme.space.xl};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.card};
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.tight};
    ${theme.media.laptop} {
      font-size: ${theme.fontSizes.xxl};
    }
  }

  p {
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space.lg};
  }
`

// The hero's call to action is the page's main action: the filled button.
const Cta = ButtonLink

export function HeroSlider({ block, index }: BlockProps<HeroSliderBlock>) {
  const { t } = useTranslation()
  if (block.Slides.length === 0) return null
  const slides = block.Slides.map((slide, slideIndex) => (
    <SlideFrame key={slideIndex}>
      <CmsImage
        image={slide.Image}
        preset="Landscape"
        width={HERO_IMAGE_WIDTH}
        sizes="(min-width: 1440px) 1440px, 100vw"
        priority={index === 0 && slideIndex === 0}
      />
      {slide.Title || slide.Text || slide.Link ? (
        <Panel>
          {slide.Title ? <h2>{slide.Title}</h2> : null}
          {slide.Text ? <p>{slide.Text}</p> : null}
          {slide.Link ? <Cta href={slide.Link.Url}>{slide.Link.Text || slide.Title || slide.Link.Url}</Cta> : null}
        </Panel>
      ) : null}
    </SlideFrame>
  ))
  return (
    <Wrapper>
      <Carousel
        label={t('HeroSlider.Label')}
        slides={slides}
        slideKeys={block.Slides.map((_, slideIndex) => `${block.Id}-${slideIndex}`)}
        slidesPerView={ONE_PER_VIEW}
        spacingPx={CAROUSEL_SLIDE_SPACING_PX}
      />
    </Wrapper>
  )
}
