// recipeList: recipe cards. Recipes arrive with the catalogue issue; until then the list is empty and says so.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CardGrid } from '@/components/Cards/cardStyles'
import { LinkCard } from '@/components/Cards/LinkCard'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { RecipeListBlock } from './schema'

const RECIPE_IMAGE_WIDTH = 480
const RECIPE_IMAGE_SIZES = '(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 90vw'

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

export function RecipeList({ block }: BlockProps<RecipeListBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title || t('RecipeList.Title')}>
      {block.Recipes.length === 0 ? (
        <Empty>{t('RecipeList.Empty')}</Empty>
      ) : (
        <CardGrid $min={260}>
          {block.Recipes.map((recipe) => (
            <li key={recipe.RecipeId}>
              <LinkCard
                href={recipe.Url}
                title={recipe.Name}
                image={recipe.Image}
                preset="Landscape"
                imageWidth={RECIPE_IMAGE_WIDTH}
                sizes={RECIPE_IMAGE_SIZES}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </BlockSection>
  )
}
