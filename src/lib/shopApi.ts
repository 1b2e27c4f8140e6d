// The shop API client (docs/product.md §7 "Shop API"). In the browser it calls the same-origin /api rewrite; on the
// server it calls the backend directly. Every path gets its trailing slash and the culture. The bearer token:
// in the browser from the `token` cookie; on the server only when the caller passes the token of the request it
// serves (bearerHeaders), never from module state, so one visitor's token cannot reach another's call.
import type { IncomingMessage } from 'node:http'
import type { InternalAxiosRequestConfig } from 'axios'
import Cookies from 'js-cookie'
import { HTTP_TIMEOUT_MS, TOKEN_COOKIE_NAME } from '@/config/constants'
import type { getServerEnv } from '@/config/env'
import { toApiError } from './apiError'
import { getBrowserCulture } from './culture'
import { lazyAxios, type HttpClient } from './lazyAxios'
import { withTrailingSlash } from './url'

const BROWSER_BASE_URL = '/api'

function isBrowser() {
  return typeof window !== 'undefined'
}

function prepareRequest(config: InternalAxiosRequestConfig, serverEnv: typeof getServerEnv | null): InternalAxiosRequestConfig {
  const browser = isBrowser()
  if (!config.baseURL) config.baseURL = browser || !serverEnv ? BROWSER_BASE_URL : `${serverEnv().BACKEND_URL}/api/shop`
  config.url = withTrailingSlash(config.url ?? '')
  const params: Record<string, unknown> = { ...(config.params as Record<string, unknown> | undefined) }
  if (params.culture === undefined && browser) params.culture = getBrowserCulture()
  config.params = params
  if (browser) {
    const token = Cookies.get(TOKEN_COOKIE_NAME)
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`)
  }
  return config
}

/** A bearer token is a JWT: base64url parts joined by dots. Anything else in the cookie is ignored, so a forged
 * cookie cannot smuggle text into the header. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+){0,4}$/
const MAX_TOKEN_LENGTH = 4096

export function isUsableToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && TOKEN_PATTERN.test(value)
}

/** The `token` cookie of an incoming request (server side), or null. */
export function tokenFromRequest(req: Pick<IncomingMessage, 'headers'> | undefined): string | null {
  const header = req?.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== TOKEN_COOKIE_NAME) continue
    let value = part.slice(at + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
    return isUsableToken(value) ? value : null
  }
  return null
}

/** Request headers carrying a token the caller holds (server-side calls for a logged-in visitor). */
export function bearerHeaders(token: string | null | undefined): Record<string, string> {
  return isUsableToken(token) ? { Authorization: `Bearer ${token}` } : {}
}

export function createShopApi(): HttpClient {
  return lazyAxios(async (axios) => {
    // The server's environment (validated with zod) is the server's only: the browser calls same-origin paths.
    const serverEnv = isBrowser() ? null : (await import('@/config/env')).getServerEnv
    const instance = axios.create({ timeout: HTTP_TIMEOUT_MS, headers: { Accept: 'application/json' } })
    instance.interceptors.request.use((config) => prepareRequest(config, serverEnv))
    instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)))
    return instance
  })
}

export const shopApi = createShopApi()
