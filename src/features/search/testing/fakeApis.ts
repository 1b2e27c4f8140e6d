// For component tests of search: answers the shop API and the content service in memory (their axios adapters),
// with answers that may be late, and honours the abort signal React Query passes, recording which calls were
// aborted, so tests can check that stale calls are cancelled.
import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { contentApi } from '@/lib/contentApi'
import type { HttpClient } from '@/lib/lazyAxios'
import { shopApi } from '@/lib/shopApi'

export type FakeApiRequest = {
  api: 'shop' | 'content'
  method: string
  path: string
  body: unknown
  params: Record<string, unknown>
  aborted: boolean
}
export type FakeApiAnswer = { status: number; data?: unknown }
export type FakeApiHandler = (request: FakeApiRequest) => FakeApiAnswer | Promise<FakeApiAnswer>

export function installFakeApis(handler: FakeApiHandler) {
  const requests: FakeApiRequest[] = []
  const adapterFor =
    (api: FakeApiRequest['api']): AxiosAdapter =>
    async (config: InternalAxiosRequestConfig) => {
      const request: FakeApiRequest = {
        api,
        method: (config.method ?? 'get').toUpperCase(),
        path: (config.url ?? '').split('?')[0] ?? '',
        body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
        params: { ...(config.params as Record<string, unknown> | undefined) },
        aborted: false,
      }
      requests.push(request)
      const signal = config.signal as AbortSignal | undefined
      const answer = await new Promise<FakeApiAnswer>((resolve, reject) => {
        const abort = () => {
          request.aborted = true
          reject(new CanceledError(undefined, undefined, config))
        }
        if (signal?.aborted) return abort()
        signal?.addEventListener?.('abort', abort, { once: true })
        Promise.resolve(handler(request)).then(resolve, reject)
      })
      const response: AxiosResponse = { data: answer.data ?? '', status: answer.status, statusText: '', headers: {}, config }
      if (answer.status >= 400) throw new AxiosError(`HTTP ${answer.status}`, 'ERR_BAD_RESPONSE', config, undefined, response)
      return response
    }
  const instances: Array<[HttpClient, FakeApiRequest['api']]> = [
    [shopApi, 'shop'],
    [contentApi, 'content'],
  ]
  const originals = instances.map(([instance]) => instance.defaults.adapter)
  for (const [instance, api] of instances) instance.defaults.adapter = adapterFor(api)
  return {
    requests,
    restore: () => {
      instances.forEach(([instance], index) => {
        instance.defaults.adapter = originals[index]
      })
    },
  }
}

/** A promise to answer later, for requests a test wants to keep pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
