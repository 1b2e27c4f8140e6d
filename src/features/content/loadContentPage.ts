// Data for a CMS page: the content service's node for the URL. 404 from the content service -> the
// storefront's not-found page with status 404; any other failure is logged and the page renders a message.
import type { NextPageContext } from 'next'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { toNodeUrl } from '@/lib/url'
import { getNode, type ContentNode } from './api/get-node'

export type ContentPageProps = { node?: ContentNode | null; notFound?: boolean }

/** Requests for files (favicon.ico, robots.txt, …) that reach the catch-all route are not CMS pages. */
const FILE_LIKE = /\.[a-z0-9]{2,5}$/i
const SERVICE_UNAVAILABLE = 503

export async function loadContentPage({
  query,
  locale,
  res,
}: Pick<NextPageContext, 'query' | 'locale' | 'res'>): Promise<ContentPageProps> {
  const raw = query.slug
  const segments = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []
  const notFound = (): ContentPageProps => {
    if (res) res.statusCode = 404
    return { node: null, notFound: true }
  }
  if (segments.some((segment) => FILE_LIKE.test(segment))) return notFound()
  const url = toNodeUrl(segments)
  try {
    return { node: await getNode(url, toLocale(locale)) }
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound()
    logError(`content node ${url}`, error)
    if (res) res.statusCode = SERVICE_UNAVAILABLE
    return { node: null }
  }
}
