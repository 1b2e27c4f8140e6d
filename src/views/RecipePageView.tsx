// The recipe page (features/recipe/components/RecipeDetails). The recipe comes from the React Query cache the
// server filled; if the server could not load it, the browser tries again.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/texts'
import type { Locale } from '@/config/constants'
import { recipeQueryOptions } from '@/features/recipe/api/get-recipe'
import { RecipeDetails } from '@/features/recipe/components/RecipeDetails'
import { isApiError } from '@/lib/apiError'
import { NotFoundView } from './NotFoundView'
import { Message, MessageCard } from './MessageLayout'

export function RecipePageView({ recipeId, locale }: { recipeId: number; locale: Locale }) {
  const { t } = useTranslation()
  const query = useQuery(recipeQueryOptions(recipeId, locale))

  if (query.data) return <RecipeDetails recipe={query.data} locale={locale} />
  if (isApiError(query.error) && query.error.isNotFound) return <NotFoundView />
  return (
    <Message>
      <MessageCard role="status">
        <p>{query.isError ? t('Recipe.LoadError') : t('Recipe.Loading')}</p>
      </MessageCard>
    </Message>
  )
}
