// carousel: image slides with an optional title, text and link, in the shared Carousel (docs/product.md §9: 1 / 2 / 3 / 4
// per view from 768 / 1024 / 1280 px; the dual carousel 1.2 per view on mobile and two-up above).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Card, CardBody, CardImage, CardTitle, stretchedLink } from '@/components/Cards/cardStyles'
import { Carousel } from '@/components/Carousel/Carousel'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { CarouselBlock as CarouselBlockData } from './schema'
import { theme } from '@/styles/theme'

const SLIDE_IMAGE_WIDTH = 720
const SLIDE_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 90vw'
const DUAL_SLIDE_IMAGE_SIZES = '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 85vw'

const SlideLink = styled(SmartLink)`
  ${stretchedLink}
`

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`

export function CarouselBlock({ block }: BlockProps<CarouselBlockData>) {
  const { t } = useTranslation()
  if (block.Slides.length === 0) return null
  const slides = block.Slides.map((slide, index) => {
    const linkText = slide.Title || slide.Link?.Text || null
    return (
      <Card key={index}>
        <CardImage>
          <CmsImage
            image={slide.Image}
            preset="Landscape"
            width={SLIDE_IMAGE_WIDTH}
            sizes={block.Dual ? DUAL_SLIDE_IMAGE_SIZES : SLIDE_IMAGE_SIZES}
            decorative={Boolean(slide.Link && linkText)}
          />
        </CardImage>
        {slide.Title || slide.Text || slide.Link ? (
          <CardBody>
            {slide.Title || (slide.Link && linkText) ? (
              <CardTitle>
                {slide.Link && linkText ? (
                  <SlideLink href={slide.Link.Url} newWindow={slide.Link.NewWindow}>
                    {linkText}
                  </SlideLink>
                ) : (
                  slide.Title
                )}
              </CardTitle>
            ) : null}
            {slide.Text ? <Text>{slide.Text}</Text> : null}
          </CardBody>
        ) : null}
      </Card>
    )
  })
  return (
    <BlockSection title={block.Title}>
      <Carousel
        label={block.Title || t('Carousel.DefaultLabel')}
        slides={slides}
        slideKeys={block.Slides.map((_, index) => `${block.Id}-${index}`)}
        dual={block.Dual}
      />
    </BlockSection>
  )
}
