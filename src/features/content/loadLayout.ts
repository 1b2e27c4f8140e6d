// The data every page's shell needs (docs/product.md §2: settings and menu for every page; footer), loaded in
// App.getInitialProps. Each part fails on its own: the shell renders with whatever arrived (docs/product.md §8).
import type { IncomingMessage } from 'node:http'
import { queryOptions } from '@tanstack/react-query'
import { CONTENT_CACHE_TTL_MS, type Locale } from '@/config/constants'
import { visitorClientType } from '@/features/auth/session-token'
import { logError } from '@/lib/log'
import type { Footer } from './api/get-footer'
import type { GlobalSettings } from './api/get-global-settings'
import type { MenuItem } from './api/get-menu'

/** The content service's calls with their zod schemas: in the browser they are needed on a client-side navigation
 * only, so they are loaded then rather than with the page (docs/architecture.md §7). */
const layoutApi = () => Promise.all([import('./api/get-global-settings'), import('./api/get-footer'), import('./api/get-menu')])

export type LayoutData = {
  settings: GlobalSettings | null
  menu: MenuItem[]
  footer: Footer | null
}

export const EMPTY_LAYOUT: LayoutData = { settings: null, menu: [], footer: null }

/** docs/product.md §3 customer types: each sees its own menu (settings menuB2CNodeId / menuB2BNodeId). */
export type CustomerType = 'B2C' | 'B2B'

/**
 * The menu the visitor gets: the business menu when their token names a business customer, otherwise (guests and
 * consumers) the consumer menu. On the server from the request's cookie, in the browser from document.cookie. The
 * token is read without checking its signature, which is fine for a menu (not secret) and for nothing else.
 */
export function layoutCustomerType(req: Pick<IncomingMessage, 'headers'> | undefined): CustomerType {
  return visitorClientType(req) ?? 'B2C'
}

export async function loadLayout(culture: Locale, customerType: CustomerType = 'B2C'): Promise<LayoutData> {
  const [{ getGlobalSettings }, { getFooter }, { getMenu }] = await layoutApi()
  const [settingsResult, footerResult] = await Promise.allSettled([getGlobalSettings(culture), getFooter(culture)])
  const settings = settingsResult.status === 'fulfilled' ? settingsResult.value : null
  if (settingsResult.status === 'rejected') logError('global settings unavailable', settingsResult.reason)
  const footer = footerResult.status === 'fulfilled' ? footerResult.value : null
  if (footerResult.status === 'rejected') logError('footer unavailable', footerResult.reason)

  // Guests and consumers see the B2C menu, business customers the B2B one (docs/product.md §2).
  const menuNodeId = customerType === 'B2B' ? settings?.menuB2BNodeId : settings?.menuB2CNodeId
  let menu: MenuItem[] = []
  if (menuNodeId !== null && menuNodeId !== undefined && menuNodeId !== '') {
    try {
      menu = await getMenu(menuNodeId, culture)
    } catch (error) {
      logError('menu unavailable', error)
    }
  }
  return { settings, menu, footer }
}

/** The first element of the layout's query keys (the login change leaves the layout alone: it depends on the type). */
export const LAYOUT_QUERY_ROOT = 'layout'

/**
 * The layout for another customer type, fetched in the browser when the login changes after the page was rendered
 * (the shell then switches menus without a reload). Fresh as long as the content it comes from (docs/product.md §9).
 */
export const layoutQueryOptions = (culture: Locale, customerType: CustomerType) =>
  queryOptions({
    queryKey: [LAYOUT_QUERY_ROOT, culture, customerType] as const,
    queryFn: () => loadLayout(culture, customerType),
    staleTime: CONTENT_CACHE_TTL_MS,
  })
