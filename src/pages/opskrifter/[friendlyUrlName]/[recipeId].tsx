// The recipe page (/opskrifter/{friendlyUrlName}/{recipeId}/; the recipe list on /opskrifter/ links here).
import type { NextPage } from 'next'
import { loadRecipePage, type RecipePageProps } from '@/features/recipe/loadRecipePage'
import { NotFoundView } from '@/views/NotFoundView'
import { RecipePageView } from '@/views/RecipePageView'

const RecipePage: NextPage<RecipePageProps> = ({ recipeId, locale, notFound }) => {
  if (notFound || recipeId === undefined || locale === undefined) return <NotFoundView />
  return <RecipePageView recipeId={recipeId} locale={locale} />
}

RecipePage.getInitialProps = loadRecipePage

export default RecipePage
