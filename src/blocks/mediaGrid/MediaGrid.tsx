// mediaGrid (docs/product.md §2, §9): a text beside at most two images, the images shown at the editor's height (600 px
// when not set) from tablet width on. By default the images sit to the right; 'Venstre' reverses the layout
// (images first). The DOM order follows the visual order, so reading order matches what is seen.
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { RichText } from '@/components/RichText/RichText'
import { BlockSection, BlockTitle } from '@/components/Section/BlockSection'
import { MEDIA_GRID_MAX_IMAGES, MEDIA_GRID_REVERSED } from '@/config/constants'
import type { BlockProps } from '../types'
import type { MediaGridBlock } from './schema'
import { theme } from '@/styles/theme'

const FULL_WIDTH = 1440
const HALF_WIDTH = 720

const Grid = styled.div<{ $withText: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${theme.media.tablet} {
    grid-template-columns: ${({ $withText }) => ($withText ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
  }
`

const Media = styled.div<{ $count: number; $height: number }>`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));

  img {
    border-radius: ${theme.radii.lg};
  }

  ${theme.media.tablet} {
    img {
      height: ${({ $height }) => $height}px;
      aspect-ratio: auto;
    }
  }
`

const Text = styled.div`
  max-width: 560px;
`

export function MediaGrid({ block }: BlockProps<MediaGridBlock>) {
  // The schema already keeps at most two; slicing again keeps the rule in the component that renders it.
  const images = block.Images.slice(0, MEDIA_GRID_MAX_IMAGES)
  const withText = Boolean(block.Title || block.Html)
  if (images.length === 0 && !withText) return null
  const reversed = block.LeftRight === MEDIA_GRID_REVERSED
  const imageWidth = (withText ? HALF_WIDTH : FULL_WIDTH) / Math.max(images.length, 1)

  const text = withText ? (
    <Text key="text">
      {block.Title ? <BlockTitle>{block.Title}</BlockTitle> : null}
      {block.Html ? <RichText html={block.Html} /> : null}
    </Text>
  ) : null
  const media =
    images.length > 0 ? (
      <Media key="media" $count={images.length} $height={block.Height} data-testid="media-grid-images" data-height={block.Height}>
        {images.map((image, index) => (
          <CmsImage
            key={`${image.BaseUrl}-${index}`}
            image={image}
            preset={images.length > 1 ? 'Portrait' : 'Landscape'}
            width={imageWidth}
            sizes={`(min-width: 1440px) ${imageWidth}px, (min-width: 768px) ${Math.round(
              100 / images.length / (withText ? 2 : 1),
            )}vw, ${Math.round(100 / images.length)}vw`}
          />
        ))}
      </Media>
    ) : null

  return (
    <BlockSection>
      <Grid $withText={withText} data-layout={reversed ? 'reversed' : 'default'}>
        {reversed ? [media, text] : [text, media]}
      </Grid>
    </BlockSection>
  )
}
