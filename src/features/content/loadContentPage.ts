// Data for a CMS page: the content service's node for the URL. 404 from the content service -> the
// storefront's not-found page with status 404; any other failure is logged and the page renders a message.
// A logged-in visitor's token goes along: a business customer's page holds prices excl. VAT, and such HTML is
// nobody else's (never kept by shared caches); a guest's complete page is kept by the page cache (src/lib/pageCache.ts).
import type { DehydratedState } from '@tanstack/react-query'
import type { NextPageContext } from 'next'
import { prefetchProductLists } from '@/features/category/prefetchProductLists'
import { visitorBearer } from '@/features/product/customerToken'
import { isApiError } from '@/lib/apiError'
import { CONTENT_CACHE_TTL_MS, type Locale } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { cached } from '@/lib/memoryCache'
import { keepPrivate, shareWithGuests } from '@/lib/pageCache'
import { toNodeUrl } from '@/lib/url'
import { getNode, type ContentNode } from './api/get-node'
import { slimNode } from './slimNode'

export type ContentPageProps = {
  node?: ContentNode | null
  notFound?: boolean
  /** The page is an editor's draft preview (docs/adr/0008). */
  preview?: boolean
  /** The preview link was forged or has expired. */
  previewRefused?: boolean
  /** Product lists as the URL's filters, sort and pages ask for them (a category page's shared link). */
  dehydratedState?: DehydratedState
}

/** Requests for files (favicon.ico, robots.txt, …) that reach the catch-all route are not CMS pages. */
const FILE_LIKE = /\.[a-z0-9]{2,5}$/i
const SERVICE_UNAVAILABLE = 503
const UNAUTHORIZED = 401

/** The category of each product list among a page's components (the blocks parse them: src/blocks/productList). */
export type ProductListCategories = (components: readonly unknown[]) => (number | null)[]

type PreparedNode = { node: ContentNode | null; lists: (number | null)[] }

/** The node slimmed for the page's props, and its product lists' categories, as a page renders them. */
async function prepareNode(
  url: string,
  locale: Locale,
  options: { preview?: string; token?: string | null },
  productListCategories: ProductListCategories,
): Promise<PreparedNode> {
  const node = await getNode(url, locale, options)
  return { node: slimNode(node), lists: productListCategories(node?.Components ?? []) }
}

/**
 * A guest's node is every guest's: kept as the menu is (src/lib/memoryCache.ts), for 10 s and forgotten at once when
 * staff save, so the renders a page cache does not answer (a new filter, a new query) parse it once, not each time.
 * The same object each time, so what the page prepares from it is prepared once too (src/views/contentPageData.ts).
 */
function guestNode(url: string, locale: Locale, productListCategories: ProductListCategories): Promise<PreparedNode> {
  return cached(`content:node:${locale}:${url}`, CONTENT_CACHE_TTL_MS, () => prepareNode(url, locale, {}, productListCategories))
}

export async function loadContentPage(
  { query, locale, req, res }: Pick<NextPageContext, 'query' | 'locale' | 'res'> & Partial<Pick<NextPageContext, 'req'>>,
  productListCategories: ProductListCategories = () => [],
): Promise<ContentPageProps> {
  const raw = query.slug
  const segments = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []
  const notFound = (): ContentPageProps => {
    if (res) res.statusCode = 404
    return { node: null, notFound: true }
  }
  if (segments.some((segment) => FILE_LIKE.test(segment))) return notFound()
  const url = toNodeUrl(segments)
  const preview = typeof query.preview === 'string' && query.preview !== '' ? query.preview : undefined
  const token = visitorBearer(req)
  // A guest's page is every guest's (the page cache keeps it); a customer's or a draft is nobody else's.
  const shared = !preview && !token
  if (shared) shareWithGuests(res)
  else keepPrivate(res)
  // A draft is for the editor's eyes: never cached, never indexed.
  if (preview && res) res.setHeader('X-Robots-Tag', 'noindex, nofollow')
  try {
    const appLocale = toLocale(locale)
    const { node, lists } = shared
      ? await guestNode(url, appLocale, productListCategories)
      : await prepareNode(url, appLocale, { preview, token }, productListCategories)
    const dehydratedState = await prefetchProductLists(lists, query, appLocale, token)
    // A list that failed to load is fetched by the browser: such a page is not given to other guests.
    if (dehydratedState === null) keepPrivate(res)
    return { node, ...(preview ? { preview: true } : {}), ...(dehydratedState ? { dehydratedState } : {}) }
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound()
    keepPrivate(res)
    if (preview && isApiError(error) && error.status === UNAUTHORIZED) {
      if (res) res.statusCode = UNAUTHORIZED
      return { node: null, previewRefused: true }
    }
    logError(`content node ${url}`, error)
    if (res) res.statusCode = SERVICE_UNAVAILABLE
    return { node: null }
  }
}
