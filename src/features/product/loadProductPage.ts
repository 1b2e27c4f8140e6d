// Data for the product page /produkter/{friendlyUrlName}/{productId}/: the product fetched into a React Query
// cache and dehydrated, so the browser does not fetch it again. A non-numeric or unknown id is a 404; an
// outdated friendly name redirects (308) to the product's RelativeUrl.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import type { NextPageContext } from 'next'
import Router from 'next/router'
import { localizedPath } from '@/components/Seo/PageHead'
import type { Locale } from '@/config/constants'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { createQueryClient } from '@/lib/queryClient'
import { withTrailingSlash } from '@/lib/url'
import { productQueryOptions } from './api/get-product'

export type ProductPageProps = {
  productId?: number
  locale?: Locale
  notFound?: boolean
  dehydratedState?: DehydratedState
}

const PRODUCT_ID = /^[1-9]\d{0,14}$/

/** A Location header must be ASCII; RelativeUrl may hold Danish letters. */
function asciiLocation(path: string): string {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return encodeURI(path)
  }
}

export async function loadProductPage({
  query,
  locale: rawLocale,
  res,
}: Pick<NextPageContext, 'query' | 'locale' | 'res'>): Promise<ProductPageProps> {
  const locale = toLocale(rawLocale)
  const notFound = (): ProductPageProps => {
    if (res) res.statusCode = 404
    return { notFound: true }
  }
  const rawId = typeof query.productId === 'string' ? query.productId : ''
  if (!PRODUCT_ID.test(rawId)) return notFound()
  const productId = Number(rawId)

  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    const product = await queryClient.fetchQuery({ ...productQueryOptions(productId, locale), retry: false })
    if (product.FriendlyUrlName !== query.friendlyUrlName) {
      const target = localizedPath(withTrailingSlash(product.RelativeUrl), locale)
      if (res) {
        res.writeHead(308, { Location: asciiLocation(target) })
        res.end()
        return {}
      }
      // Client-side navigation: show the product, then correct the address once this navigation is done
      // (replacing it mid-flight would cancel it).
      const correctAddress = () => {
        Router.events.off('routeChangeComplete', correctAddress)
        void Router.replace(target)
      }
      Router.events.on('routeChangeComplete', correctAddress)
    }
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound()
    // SPEC §8: logged; the page renders and the browser tries again.
    logError(`product ${productId}`, error)
    return { productId, locale }
  }
  return { productId, locale, dehydratedState: dehydrate(queryClient) }
}
