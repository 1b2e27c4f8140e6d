// categories: a compact row of category tiles (square image and name), each linking to its category.
import styled from 'styled-components'
import { CardGrid } from '@/components/Cards/cardStyles'
import { LinkCard } from '@/components/Cards/LinkCard'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { CategoriesBlock } from './schema'
import { theme } from '@/styles/theme'

const CATEGORY_TILE_IMAGE_WIDTH = 240
const CATEGORY_TILE_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 25vw, 45vw'

const Grid = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));

  h3 {
    font-size: ${theme.fontSizes.md};
    text-align: center;
  }
`

export function Categories({ block }: BlockProps<CategoriesBlock>) {
  if (block.Categories.length === 0) return null
  return (
    <BlockSection title={block.Title}>
      <Grid>
        {block.Categories.map((category, index) => (
          <li key={`${category.Url}-${index}`}>
            <LinkCard
              href={category.Url}
              title={category.Name}
              image={category.Image}
              preset="Square"
              imageWidth={CATEGORY_TILE_IMAGE_WIDTH}
              sizes={CATEGORY_TILE_SIZES}
            />
          </li>
        ))}
      </Grid>
    </BlockSection>
  )
}
