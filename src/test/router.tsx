// A stand-in pages router for component tests: components that call useRouter() (menus, rich text) mount, and
// tests can assert client-side navigations through `push`.
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactNode } from 'react'

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
