// The first page of each search type for a query: the tabs' counts and the "All results" overview. The keys are
// those of the type tabs' own lists, so switching to a tab shows its first page at once.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { searchArticlesQueryOptions } from '../api/search-articles'
import { searchProductsQueryOptions } from '../api/search-products'
import { searchRecipesQueryOptions } from '../api/search-recipes'
import { EMPTY_SEARCH_STATE, toSearchRequest } from '../searchState'

export type TypeCounts = { products?: number; recipes?: number; articles?: number }

export function useTypeResults(query: string, locale: Locale, asTyped = false) {
  // asTyped: the words without typo correction (docs/adr/0040), as the products tab asks them.
  const request = { ...toSearchRequest({ ...EMPTY_SEARCH_STATE, query }), ...(asTyped ? { AsTyped: true } : {}) }
  const products = useInfiniteQuery(searchProductsQueryOptions(request, locale))
  const recipes = useInfiniteQuery(searchRecipesQueryOptions(query, locale))
  const articles = useInfiniteQuery(searchArticlesQueryOptions(query, locale))
  const counts: TypeCounts = {
    products: products.data?.pages[0]?.TotalProductCount,
    recipes: recipes.data?.pages[0]?.TotalRecipeCount,
    // Without words there are no articles to find (the content service is not asked).
    articles: query ? articles.data?.pages[0]?.TotalNodeCount : 0,
  }
  return { products, recipes, articles, counts }
}
