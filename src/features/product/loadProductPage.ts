// Data for the product page /produkter/{friendlyUrlName}/{productId}/: the product fetched into a React Query
// cache and dehydrated, so the browser does not fetch it again. A non-numeric or unknown id is a 404; an
// outdated friendly name redirects (308) to the product's RelativeUrl, keeping the chosen edition (?variant=).
//
// Prices depend on the customer (B2B sees prices excl. VAT), also in the server-rendered HTML: the request's
// `token` cookie goes along as the bearer token of this one call, the query key says whether there was one, and
// such a page is never cached by shared caches.
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
import { visitorToken } from './customerToken'
import { VARIANT_QUERY_KEY } from './variants'

export type ProductPageProps = {
  productId?: number
  locale?: Locale
  /** Whether the page was loaded with a customer token (part of the product's query key). */
  signedIn?: boolean
  notFound?: boolean
  dehydratedState?: DehydratedState
}

/** A product id as the address holds it. */
export const PRODUCT_ID = /^[1-9]\d{0,14}$/
const VARIANT_ID = /^[1-9]\d{0,14}$/

/** A Location header must be ASCII; RelativeUrl may hold Danish letters. */
function asciiLocation(path: string): string {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return encodeURI(path)
  }
}

/** The product's address with the edition the visitor asked for, if it looks like one. */
function withVariant(path: string, variant: unknown): string {
  return typeof variant === 'string' && VARIANT_ID.test(variant) ? `${path}?${VARIANT_QUERY_KEY}=${variant}` : path
}

export async function loadProductPage({
  query,
  locale: rawLocale,
  req,
  res,
}: Pick<NextPageContext, 'query' | 'locale' | 'req' | 'res'>): Promise<ProductPageProps> {
  const locale = toLocale(rawLocale)
  const notFound = (): ProductPageProps => {
    if (res) res.statusCode = 404
    return { notFound: true }
  }
  const rawId = typeof query.productId === 'string' ? query.productId : ''
  if (!PRODUCT_ID.test(rawId)) return notFound()
  const productId = Number(rawId)

  const { signedIn, token } = visitorToken(req)
  if (res) {
    // The HTML depends on the token cookie; with one it holds this customer's prices and is nobody else's.
    res.setHeader('Vary', 'Cookie')
    if (signedIn) res.setHeader('Cache-Control', 'private, no-store')
  }

  // A fresh client per request: nothing of this visitor's answer outlives the request.
  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    const product = await queryClient.fetchQuery({
      ...productQueryOptions(productId, locale, { signedIn, token }),
      retry: false,
    })
    if (product.FriendlyUrlName !== query.friendlyUrlName) {
      const target = withVariant(localizedPath(withTrailingSlash(product.RelativeUrl), locale), query[VARIANT_QUERY_KEY])
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
    // docs/product.md §8: logged; the page renders and the browser tries again.
    logError(`product ${productId}`, error)
    return { productId, locale, signedIn }
  }
  return { productId, locale, signedIn, dehydratedState: dehydrate(queryClient) }
}
