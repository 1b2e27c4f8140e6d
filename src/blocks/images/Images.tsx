// images: a gallery of images with captions in the masonry layout (docs/product.md §2). Each image keeps roughly its own
// shape (the nearest preset), so the columns pack like a masonry wall.
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Masonry } from '@/components/Masonry/Masonry'
import { BlockSection } from '@/components/Section/BlockSection'
import type { ImagePreset } from '@/config/constants'
import type { Image } from '@/lib/schemas'
import type { BlockProps } from '../types'
import type { ImagesBlock } from './schema'
import { theme } from '@/styles/theme'

const GALLERY_IMAGE_WIDTH = 480
const GALLERY_IMAGE_SIZES = '(min-width: 1440px) 340px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw'
/** Photos want room: at most four columns. */
const GALLERY_COLUMNS = { tablet: 2, laptop: 3, desktop: 3, wide: 4 }
/** Height / width beyond which an image counts as portrait or landscape. */
const PORTRAIT_FROM = 1.2
const LANDSCAPE_UP_TO = 0.8

export function presetFor(image: Pick<Image, 'Width' | 'Height'>): ImagePreset {
  if (!image.Width || !image.Height) return 'Landscape'
  const ratio = image.Height / image.Width
  if (ratio >= PORTRAIT_FROM) return 'Portrait'
  if (ratio <= LANDSCAPE_UP_TO) return 'Landscape'
  return 'Square'
}

const Figure = styled.figure`
  margin: 0;

  img {
    border-radius: ${theme.radii.md};
  }

  figcaption {
    margin-top: ${theme.space.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

export function Images({ block }: BlockProps<ImagesBlock>) {
  if (block.Images.length === 0) return null
  return (
    <BlockSection>
      <Masonry as="ul" columns={GALLERY_COLUMNS}>
        {block.Images.map((item, index) => (
          <Figure key={`${item.Image.BaseUrl}-${index}`}>
            <CmsImage image={item.Image} preset={presetFor(item.Image)} width={GALLERY_IMAGE_WIDTH} sizes={GALLERY_IMAGE_SIZES} />
            {item.Caption ? <figcaption>{item.Caption}</figcaption> : null}
          </Figure>
        ))}
      </Masonry>
    </BlockSection>
  )
}
