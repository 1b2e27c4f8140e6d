// productFocus: one product in the spotlight: the editor's image (or, without one, the product's own card) on
// one side, the editor's title and text with the product's card on the other. ImagePosition chooses the side.
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { BlockSection, BlockTitle } from '@/components/Section/BlockSection'
import { ProductTile } from '@/features/product/components/ProductTile'
import type { BlockProps } from '../types'
import type { ProductFocusBlock } from './schema'
import { theme } from '@/styles/theme'

const FOCUS_IMAGE_WIDTH = 720
const FOCUS_IMAGE_SIZES = '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw'

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`

const Media = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 520px;

  p {
    margin: 0;
  }
`

const Tile = styled.div`
  width: 100%;
  max-width: 360px;
  justify-self: center;
`

export function ProductFocus({ block }: BlockProps<ProductFocusBlock>) {
  if (!block.Product && !block.Title && !block.Text) return null
  const tile = block.Product ? (
    <Tile>
      <ProductTile product={block.Product} />
    </Tile>
  ) : null
  const text = (
    <Body>
      {block.Title ? <BlockTitle>{block.Title}</BlockTitle> : null}
      {block.Text ? <p>{block.Text}</p> : null}
      {block.Image ? tile : null}
    </Body>
  )
  const visual = block.Image ? (
    <Media>
      <CmsImage image={block.Image} preset="Square" width={FOCUS_IMAGE_WIDTH} sizes={FOCUS_IMAGE_SIZES} />
    </Media>
  ) : (
    tile
  )
  return (
    <BlockSection>
      <Grid data-image-position={block.ImagePosition}>
        {block.ImagePosition === 'left' ? (
          <>
            {visual}
            {text}
          </>
        ) : (
          <>
            {text}
            {visual}
          </>
        )}
      </Grid>
    </BlockSection>
  )
}
