// An HTTP client with axios' calling shape whose axios is imported on the first call: every call is asynchronous
// anyway, so axios need not be part of a page's first-load JavaScript (docs/architecture.md §7). The instance is made
// once, by `create`, with its interceptors. `defaults.adapter`, when set, goes with every request (the tests answer
// the calls in memory through it).
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios'

export type HttpClient = {
  readonly defaults: { adapter?: AxiosRequestConfig['adapter'] }
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>
}

export function lazyAxios(create: (axios: AxiosStatic) => AxiosInstance | Promise<AxiosInstance>): HttpClient {
  let instance: Promise<AxiosInstance> | undefined
  const defaults: HttpClient['defaults'] = {}
  const load = () => (instance ??= import('axios').then((module) => create(module.default)))
  const withDefaults = (config: AxiosRequestConfig | undefined): AxiosRequestConfig | undefined =>
    defaults.adapter === undefined ? config : { adapter: defaults.adapter, ...config }
  return {
    defaults,
    get: (url, config) => load().then((api) => api.get(url, withDefaults(config))),
    delete: (url, config) => load().then((api) => api.delete(url, withDefaults(config))),
    post: (url, data, config) => load().then((api) => api.post(url, data, withDefaults(config))),
    put: (url, data, config) => load().then((api) => api.put(url, data, withDefaults(config))),
  }
}
