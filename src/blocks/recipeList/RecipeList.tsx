// recipeList: recipe cards (picture, name, course and time), each leading to its recipe page. The content
// service sends the recipes the editor picked, or the newest (of one course); an empty list says so.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { CardGrid } from '@/components/Cards/cardStyles'
import { LinkCard } from '@/components/Cards/LinkCard'
import { BlockSection } from '@/components/Section/BlockSection'
import { courseText, recipeTimeText } from '@/features/recipe/format'
import type { BlockProps } from '../types'
import type { RecipeListBlock, RecipeTeaser } from './schema'
import { theme } from '@/styles/theme'

const RECIPE_IMAGE_WIDTH = 480
const RECIPE_IMAGE_SIZES = '(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 90vw'

const Empty = styled.p`
  color: ${theme.colors.textMuted};
`

function RecipeMeta({ recipe }: { recipe: RecipeTeaser }) {
  const { t } = useTranslation()
  const parts = [recipe.Course ? courseText(recipe.Course, t) : null, recipe.TotalMinutes ? recipeTimeText(recipe.TotalMinutes, t) : null]
  const text = parts.filter((part) => part !== null).join(' · ')
  return text ? <>{text}</> : null
}

export function RecipeList({ block }: BlockProps<RecipeListBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title || t('RecipeList.Title')} data-block="recipeList">
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
                meta={recipe.Course || recipe.TotalMinutes ? <RecipeMeta recipe={recipe} /> : null}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </BlockSection>
  )
}
