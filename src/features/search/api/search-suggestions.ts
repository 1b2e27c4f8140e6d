// The header's suggestions for what is being typed: the first products, recipes and articles of the three
// searches, asked in parallel under one key per query, so a newer query never shows an older answer and React
// Query aborts the calls of a query nobody waits for any more (the signal reaches axios). One kind failing
// leaves the others standing; only when all three fail is it an error.
import { queryOptions } from '@tanstack/react-query'
import { PRODUCT_SEARCH_FIRST_PAGE, PRODUCT_SEARCH_STALE_TIME_MS, type Locale } from '@/config/constants'
import type { ProductCard } from '@/lib/schemas'
import { SUGGEST_CONTENT_COUNT, SUGGEST_PRODUCT_COUNT } from '../constants'
import { searchArticles, type ArticleTeaser } from './search-articles'
import { searchKeys } from './search-keys'
import { searchProducts } from './search-products'
import { searchRecipes, type RecipeCard } from './search-recipes'

export type Suggestions = {
  Products: ProductCard[]
  TotalProductCount: number
  Recipes: RecipeCard[]
  Articles: ArticleTeaser[]
}

export async function fetchSuggestions(query: string, culture: Locale, signal?: AbortSignal): Promise<Suggestions> {
  const [products, recipes, articles] = await Promise.allSettled([
    searchProducts({ Query: query, Filters: [] }, PRODUCT_SEARCH_FIRST_PAGE, culture, { pageSize: SUGGEST_PRODUCT_COUNT, signal }),
    searchRecipes(query, 1, culture, { pageSize: SUGGEST_CONTENT_COUNT, signal }),
    searchArticles(query, 1, culture, { pageSize: SUGGEST_CONTENT_COUNT, signal }),
  ])
  if (products.status === 'rejected' && recipes.status === 'rejected' && articles.status === 'rejected') throw products.reason
  return {
    Products: products.status === 'fulfilled' ? products.value.Products.slice(0, SUGGEST_PRODUCT_COUNT) : [],
    TotalProductCount: products.status === 'fulfilled' ? products.value.TotalProductCount : 0,
    Recipes: recipes.status === 'fulfilled' ? recipes.value.Recipes.slice(0, SUGGEST_CONTENT_COUNT) : [],
    Articles: articles.status === 'fulfilled' ? articles.value.Nodes.slice(0, SUGGEST_CONTENT_COUNT) : [],
  }
}

export const suggestionsQueryOptions = (query: string, culture: Locale) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query, culture),
    queryFn: ({ signal }) => fetchSuggestions(query, culture, signal),
    staleTime: PRODUCT_SEARCH_STALE_TIME_MS,
    // Suggestions are a convenience: a failure shows at once and the shopper can still press Enter.
    retry: false,
  })
