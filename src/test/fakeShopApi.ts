// Replaces the HTTP layer of the shared shopApi instance with an in-memory handler (the axios adapter), so
// component tests exercise the real request functions, schemas and error mapping.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { shopApi } from '@/lib/shopApi'

export type FakeRequest = { method: string; path: string; body: unknown }
export type FakeAnswer = { status: number; data?: unknown; headers?: Record<string, string> }
export type FakeHandler = (request: FakeRequest) => FakeAnswer

export function installFakeShopApi(handler: FakeHandler) {
  const requests: FakeRequest[] = []
  const original = shopApi.defaults.adapter
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0] ?? '',
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
    },
  }
}
