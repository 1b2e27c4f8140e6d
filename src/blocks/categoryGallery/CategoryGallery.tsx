// categoryGallery (docs/product.md §2 "gallery of categories"): large portrait tiles with the category name on the image.
import styled from 'styled-components'
import { Card, CardGrid, stretchedLink } from '@/components/Cards/cardStyles'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { BlockSection } from '@/components/Section/BlockSection'
import { CATEGORY_CARD_IMAGE_SIZES } from '@/config/constants'
import type { BlockProps } from '../types'
import type { CategoryGalleryBlock } from './schema'
import { theme } from '@/styles/theme'

const GALLERY_IMAGE_WIDTH = 480

const Tile = styled(Card)`
  background: ${theme.colors.charcoal};
`

const Name = styled.h3`
  position: absolute;
  left: ${theme.space.md};
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  margin: 0;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-size: ${theme.fontSizes.lg};
`

const NameLink = styled(SmartLink)`
  ${stretchedLink}
`

export function CategoryGallery({ block }: BlockProps<CategoryGalleryBlock>) {
  if (block.Categories.length === 0) return null
  return (
    <BlockSection title={block.Title}>
      <CardGrid $min={260}>
        {block.Categories.map((category, index) => (
          <li key={`${category.Url}-${index}`}>
            <Tile>
              <CmsImage image={category.Image} preset="Portrait" width={GALLERY_IMAGE_WIDTH} sizes={CATEGORY_CARD_IMAGE_SIZES} decorative />
              <Name>
                <NameLink href={category.Url}>{category.Name}</NameLink>
              </Name>
            </Tile>
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  )
}
