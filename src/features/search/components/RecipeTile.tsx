// A recipe in search results and suggestions' "see all": image, course, time and servings, name and summary.
import { useTranslation } from '@/i18n/texts'
import { LinkCard } from '@/components/Cards/LinkCard'
import type { RecipeCard } from '../api/search-recipes'

/** Widest rendered card image: three cards in the 1440 px column. */
const RECIPE_IMAGE_WIDTH = 480
const RECIPE_IMAGE_SIZES = '(min-width: 1440px) 460px, (min-width: 768px) 45vw, 90vw'

export function RecipeTile({ recipe }: { recipe: RecipeCard }) {
  const { t } = useTranslation()
  const facts = [
    recipe.Course ? t(`Search.Recipes.Course.${recipe.Course}`) : null,
    recipe.TotalMinutes ? t('Search.Recipes.Minutes', { count: recipe.TotalMinutes }) : null,
    recipe.Servings ? t('Search.Recipes.Servings', { count: recipe.Servings }) : null,
  ].filter((fact): fact is string => fact !== null)
  return (
    <LinkCard
      href={recipe.RelativeUrl}
      title={recipe.Name}
      image={recipe.PrimaryImage ?? recipe.Images?.[0] ?? null}
      preset="Landscape"
      imageWidth={RECIPE_IMAGE_WIDTH}
      sizes={RECIPE_IMAGE_SIZES}
      meta={facts.length > 0 ? facts.join(' · ') : null}
      text={recipe.Summary}
    />
  )
}
