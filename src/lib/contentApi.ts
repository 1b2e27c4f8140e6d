// The content service client (docs/product.md §7, first paragraph). On the server it calls
// {CONTENT_API_URL}/endpoints/{SITE_KEY}/v1 directly. In the browser (App.getInitialProps runs there on
// client-side navigations) it calls the same-origin /content-api rewrite from next.config.js, because the
// content service is a separate host and the browser must not depend on its CORS settings.
import type { InternalAxiosRequestConfig } from 'axios'
import { HTTP_TIMEOUT_MS } from '@/config/constants'
import type { getServerEnv } from '@/config/env'
import { toApiError } from './apiError'
import { lazyAxios, type HttpClient } from './lazyAxios'
import { withTrailingSlash } from './url'

const BROWSER_BASE_URL = '/content-api'

function prepareRequest(config: InternalAxiosRequestConfig, serverEnv: typeof getServerEnv | null): InternalAxiosRequestConfig {
  if (!config.baseURL) {
    if (typeof window !== 'undefined' || !serverEnv) {
      config.baseURL = BROWSER_BASE_URL
    } else {
      const { CONTENT_API_URL, SITE_KEY } = serverEnv()
      config.baseURL = `${CONTENT_API_URL}/endpoints/${SITE_KEY}/v1`
    }
  }
  config.url = withTrailingSlash(config.url ?? '')
  return config
}

export function createContentApi(): HttpClient {
  return lazyAxios(async (axios) => {
    // The server's environment (validated with zod) is the server's only: the browser calls same-origin paths.
    const serverEnv = typeof window !== 'undefined' ? null : (await import('@/config/env')).getServerEnv
    const instance = axios.create({ timeout: HTTP_TIMEOUT_MS, headers: { Accept: 'application/json' } })
    instance.interceptors.request.use((config) => prepareRequest(config, serverEnv))
    instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)))
    return instance
  })
}

export const contentApi = createContentApi()
