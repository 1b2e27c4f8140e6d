// The search page's recipe and article tabs: pages of 10 with "Vis flere" (docs/product.md §9 recipe page size 10).
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/texts'
import type { Locale } from '@/config/constants'
import { searchArticlesQueryOptions } from '../api/search-articles'
import { searchRecipesQueryOptions } from '../api/search-recipes'
import { ArticleTile } from './ArticleTile'
import { Notice } from './ProductResults'
import { PagedResults } from './PagedResults'
import { RecipeTile } from './RecipeTile'

type Props = { query: string; locale: Locale }

export function RecipeResults({ query, locale }: Props) {
  const { t } = useTranslation()
  const result = useInfiniteQuery(searchRecipesQueryOptions(query, locale))
  return (
    <PagedResults
      result={result}
      items={(page) => page.Recipes}
      total={(page) => page.TotalRecipeCount}
      keyOf={(recipe) => recipe.RecipeId}
      render={(recipe) => <RecipeTile recipe={recipe} />}
      label={t('Search.Types.Recipes')}
      empty={query ? t('Search.Recipes.Empty', { query }) : t('Search.Recipes.EmptyAll')}
    />
  )
}

export function ArticleResults({ query, locale }: Props) {
  const { t } = useTranslation()
  const result = useInfiniteQuery(searchArticlesQueryOptions(query, locale))
  // The content service searches words: with none there is nothing to ask.
  if (!query) {
    return (
      <Notice>
        <p>{t('Search.Articles.NeedQuery')}</p>
      </Notice>
    )
  }
  return (
    <PagedResults
      result={result}
      items={(page) => page.Nodes}
      total={(page) => page.TotalNodeCount}
      keyOf={(article) => article.Id}
      render={(article) => <ArticleTile article={article} />}
      label={t('Search.Types.Articles')}
      empty={t('Search.Articles.Empty', { query })}
    />
  )
}
