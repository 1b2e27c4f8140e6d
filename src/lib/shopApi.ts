// The shop API client (SPEC §7 "Shop API"). In the browser it calls the same-origin /api rewrite; on the
// server it calls the backend directly. Every path gets its trailing slash, the bearer token from the
// `token` cookie and the culture.
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import Cookies from 'js-cookie'
import { HTTP_TIMEOUT_MS, TOKEN_COOKIE_NAME } from '@/config/constants'
import { getServerEnv } from '@/config/env'
import { toApiError } from './apiError'
import { getBrowserCulture } from './culture'
import { withTrailingSlash } from './url'

const BROWSER_BASE_URL = '/api'

function isBrowser() {
  return typeof window !== 'undefined'
}

function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const browser = isBrowser()
  if (!config.baseURL) config.baseURL = browser ? BROWSER_BASE_URL : `${getServerEnv().BACKEND_URL}/api/shop`
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

export function createShopApi(): AxiosInstance {
  const instance = axios.create({ timeout: HTTP_TIMEOUT_MS, headers: { Accept: 'application/json' } })
  instance.interceptors.request.use(prepareRequest)
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)))
  return instance
}

export const shopApi = createShopApi()
