// The product page as every guest sees it, regenerated in the background at most every 10 s (docs/product.md §9's default
// freshness) and served from Next's page cache in between: a product page is the shop's most visited page, and
// rendering it for each visitor cost more than the whole answer should (docs/adr/0012).
//
// A visitor with a customer token never gets this page: a rewrite in next.config.js sends them to the private,
// per-request page (`[productId]/kunde.tsx`, loadProductPage.ts) with their own prices.
import { dehydrate } from '@tanstack/react-query'
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'
import { localizedPath } from '@/components/Seo/PageHead'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { createQueryClient } from '@/lib/queryClient'
import { withTrailingSlash } from '@/lib/url'
import { productQueryOptions } from './api/get-product'
import { PRODUCT_ID, type ProductPageProps } from './loadProductPage'

/** Seconds a generated page is served before the next visit has it regenerated. */
export const PRODUCT_PAGE_REVALIDATE_SECONDS = 10
/** After a failing shop API: try again soon, and let the browser fetch meanwhile. */
const RETRY_SECONDS = 1

type Params = { friendlyUrlName?: string; productId?: string }

export async function loadPublicProductPage({
  params,
  locale: rawLocale,
}: Pick<GetStaticPropsContext<Params>, 'params' | 'locale'>): Promise<GetStaticPropsResult<ProductPageProps>> {
  const locale = toLocale(rawLocale)
  const rawId = params?.productId ?? ''
  if (!PRODUCT_ID.test(rawId)) return { notFound: true, revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS }
  const productId = Number(rawId)

  const queryClient = createQueryClient()
  try {
    const product = await queryClient.fetchQuery({
      ...productQueryOptions(productId, locale, { signedIn: false, token: null }),
      retry: false,
    })
    if (product.FriendlyUrlName !== params?.friendlyUrlName) {
      // An outdated friendly name: 308 to the product's address (an edition in ?variant= is not seen here, so
      // it is not kept; links the shop writes always carry the current name).
      return { redirect: { destination: localizedPath(withTrailingSlash(product.RelativeUrl), locale), permanent: true } }
    }
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return { notFound: true, revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS }
    // docs/product.md §8: logged; the page renders and the browser tries again.
    logError(`product ${productId}`, error)
    return { props: { productId, locale, signedIn: false }, revalidate: RETRY_SECONDS }
  }
  return {
    props: { productId, locale, signedIn: false, dehydratedState: dehydrate(queryClient) },
    revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS,
  }
}
