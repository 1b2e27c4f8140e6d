// Test helpers for the account views: a fake shop API that also shows each call's query parameters (the order
// history's `requestModel.page`), a login state to hand to AuthContext, and a render with the providers an account
// page needs (login, a router whose address follows push and replace, basket, toasts).
import type { QueryClient } from '@tanstack/react-query'
import Cookies from 'js-cookie'
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import type { NextRouter } from 'next/router'
import type { ParsedUrlQuery } from 'node:querystring'
import { useMemo, useState, type ReactElement, type ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState, fakeBearer } from '@/features/auth/testing/fakeAuthBackend'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { TOKEN_COOKIE_NAME } from '@/config/constants'
import { shopApi } from '@/lib/shopApi'
import { createMockRouter, MockRouterProvider, queryOf } from '@/test/router'
import { renderWithProviders } from '@/test/render'

export type AccountApiRequest = { method: string; path: string; params: Record<string, unknown>; body: unknown }
export type AccountApiAnswer = { status: number; data?: unknown; headers?: Record<string, string> }

/** Replaces the HTTP layer of shopApi; `handler` answers each call. */
export function installAccountApi(handler: (request: AccountApiRequest) => AccountApiAnswer) {
  const requests: AccountApiRequest[] = []
  const original = shopApi.defaults.adapter
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: AccountApiRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0] ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
    }
    requests.push(request)
    const answer = handler(request)
    const response: AxiosResponse = {
      data: answer.data ?? '',
      status: answer.status,
      statusText: '',
      headers: answer.headers ?? {},
      config,
    }
    if (answer.status >= 400) throw new AxiosError(`HTTP ${answer.status}`, 'ERR_BAD_RESPONSE', config, undefined, response)
    return response
  }
  shopApi.defaults.adapter = adapter
  return {
    requests,
    restore: () => {
      shopApi.defaults.adapter = original
      Cookies.remove(TOKEN_COOKIE_NAME)
    },
  }
}

export { authState }

type RouterOptions = {
  url: string
  route: string
  params?: ParsedUrlQuery
  onNavigate?: NextRouter['push']
}

function urlOf(href: Parameters<NextRouter['push']>[0]): string {
  if (typeof href === 'string') return href
  const query = new URLSearchParams(href.query as Record<string, string>).toString()
  return `${href.pathname ?? ''}${query ? `?${query}` : ''}`
}

/** A router whose address and query follow push() and replace(), as Next's do after a shallow navigation. */
function FollowingRouter({ url, route, params, onNavigate, children }: RouterOptions & { children: ReactNode }) {
  const [current, setCurrent] = useState(url)
  const router = useMemo(() => {
    const navigate: NextRouter['push'] = (href, as, options) => {
      setCurrent(urlOf(href))
      return onNavigate ? onNavigate(href, as, options) : Promise.resolve(true)
    }
    return createMockRouter({ pathname: route, route, asPath: current, query: queryOf(current, params), push: navigate, replace: navigate })
  }, [current, route, params, onNavigate])
  return <MockRouterProvider router={router}>{children}</MockRouterProvider>
}

/** A logged-in visitor holds a bearer token in the `token` cookie (as AuthProvider writes it); a guest none. */
function syncTokenCookie(auth: AuthState) {
  if (auth.status === 'authenticated' && auth.customer) {
    Cookies.set(TOKEN_COOKIE_NAME, fakeBearer(auth.customer.ClientType, new Date(Date.now() + 60 * 60 * 1000)))
  } else {
    Cookies.remove(TOKEN_COOKIE_NAME)
  }
}

export function renderAccount(
  ui: ReactElement,
  { auth, queryClient, ...router }: { auth: AuthState; queryClient?: QueryClient } & RouterOptions,
) {
  const wrap = (state: AuthState, node: ReactElement) => (
    <FollowingRouter {...router}>
      <AuthContext.Provider value={state}>
        <BasketProvider locale="da">
          {node}
          <AppToaster />
        </BasketProvider>
      </AuthContext.Provider>
    </FollowingRouter>
  )
  syncTokenCookie(auth)
  const result = renderWithProviders(wrap(auth, ui), { queryClient })
  return {
    ...result,
    /** The login changes (e.g. the guest logs in): the same page, a new login state. */
    setAuth: (next: AuthState) => {
      syncTokenCookie(next)
      result.rerender(wrap(next, ui))
    },
  }
}
