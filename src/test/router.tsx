// A stand-in pages router for component tests: components that call useRouter() (menus, rich text) mount, and
// tests can assert client-side navigations through `push`.
import type { NextRouter } from 'next/router'
import type { ParsedUrlQuery } from 'node:querystring'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { useMemo, useState, type ReactNode } from 'react'

export function createMockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const events = { on: vi.fn(), off: vi.fn(), emit: vi.fn() }
  return {
    basePath: '',
    pathname: '/[[...slug]]',
    route: '/[[...slug]]',
    query: {},
    asPath: '/',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    locale: 'da',
    locales: ['da', 'en'],
    defaultLocale: 'da',
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    beforePopState: vi.fn(),
    events,
    ...overrides,
  }
}

export function MockRouterProvider({ router, children }: { router: NextRouter; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
}

/** The query Next gives a page for `url`: its search parameters (repeated ones as arrays) over `base` (a slug). */
export function queryOf(url: string, base: ParsedUrlQuery = {}): ParsedUrlQuery {
  const query: ParsedUrlQuery = { ...base }
  for (const [name, value] of new URL(url, 'http://shop.test').searchParams) {
    const seen = query[name]
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return query
}

type UrlRouterProps = {
  url: string
  replace: NextRouter['replace']
  /** The page's route (default: the CMS catch-all) and the route parameters its query always holds. */
  route?: string
  params?: ParsedUrlQuery
  children: ReactNode
}

/** A router whose address and query follow replace(), as Next's do after a shallow replace. */
export function UrlRouter({ url, replace, route, params, children }: UrlRouterProps) {
  const [current, setCurrent] = useState(url)
  const router = useMemo(
    () =>
      createMockRouter({
        ...(route ? { pathname: route, route } : {}),
        asPath: current,
        query: queryOf(current, params),
        replace: (next, as, options) => {
          setCurrent(String(next))
          return replace(next, as, options)
        },
      }),
    [current, replace, route, params],
  )
  return <MockRouterProvider router={router}>{children}</MockRouterProvider>
}
