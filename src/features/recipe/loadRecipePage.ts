// Data for the recipe page /opskrifter/{friendlyUrlName}/{recipeId}/, as for the product page: the recipe fetched
// into a React Query cache and dehydrated, so the browser does not fetch it again. A non-numeric or unknown id
// is a 404; an outdated friendly name redirects (308) to the recipe's RelativeUrl.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import type { NextPageContext } from 'next'
import Router from 'next/router'
import { localizedPath } from '@/components/Seo/PageHead'
import type { Locale } from '@/config/constants'
import { visitorBearer } from '@/features/product/customerToken'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { keepPrivate, shareWithGuests } from '@/lib/pageCache'
import { createQueryClient } from '@/lib/queryClient'
import { withTrailingSlash } from '@/lib/url'
import { recipeQueryOptions } from './api/get-recipe'

export type RecipePageProps = {
  recipeId?: number
  locale?: Locale
  notFound?: boolean
  dehydratedState?: DehydratedState
}

const RECIPE_ID = /^[1-9]\d{0,14}$/

/** A Location header must be ASCII; a RelativeUrl may hold Danish letters. */
function asciiLocation(path: string): string {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return encodeURI(path)
  }
}

export async function loadRecipePage({
  query,
  locale: rawLocale,
  req,
  res,
}: Pick<NextPageContext, 'query' | 'locale' | 'res'> & Partial<Pick<NextPageContext, 'req'>>): Promise<RecipePageProps> {
  const locale = toLocale(rawLocale)
  // A recipe is the same for every guest (the page cache keeps it); a customer's page is theirs (prices on the cards).
  if (visitorBearer(req)) keepPrivate(res)
  else shareWithGuests(res)
  const notFound = (): RecipePageProps => {
    if (res) res.statusCode = 404
    return { notFound: true }
  }
  const rawId = typeof query.recipeId === 'string' ? query.recipeId : ''
  if (!RECIPE_ID.test(rawId)) return notFound()
  const recipeId = Number(rawId)

  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    const recipe = await queryClient.fetchQuery({ ...recipeQueryOptions(recipeId, locale), retry: false })
    if (recipe.FriendlyUrlName !== query.friendlyUrlName) {
      const target = localizedPath(withTrailingSlash(recipe.RelativeUrl), locale)
      if (res) {
        res.writeHead(308, { Location: asciiLocation(target) })
        res.end()
        return {}
      }
      // Client-side navigation: show the recipe, then correct the address once this navigation is done
      // (replacing it mid-flight would cancel it).
      const correctAddress = () => {
        Router.events.off('routeChangeComplete', correctAddress)
        void Router.replace(target)
      }
      Router.events.on('routeChangeComplete', correctAddress)
    }
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound()
    // docs/product.md §8: logged; the page renders and the browser tries again.
    logError(`recipe ${recipeId}`, error)
    keepPrivate(res)
    return { recipeId, locale }
  }
  return { recipeId, locale, dehydratedState: dehydrate(queryClient) }
}
