import type { IncomingMessage, ServerResponse } from 'node:http'
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import Cookies from 'js-cookie'
import { shopApi } from '@/lib/shopApi'
import { productDetail } from '@/test/fixtures'
import { loadProductPage } from './loadProductPage'

type Answer = { status: number; data?: unknown }
type Seen = { path: string; authorization: string | null }

function fakeResponse() {
  const response = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    ended: false,
    setHeader(name: string, value: unknown) {
      response.headers[name] = value
      return response
    },
    writeHead(status: number, headers: Record<string, unknown>) {
      response.statusCode = status
      response.headers = { ...response.headers, ...headers }
      return response
    },
    end() {
      response.ended = true
    },
  }
  return response
}

/** Answers the shop API in memory and records each call's path and Authorization header. */
function installApi(answer: (path: string) => Answer) {
  const seen: Seen[] = []
  const original = shopApi.defaults.adapter
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').split('?')[0] ?? ''
    const header = config.headers.get('Authorization')
    seen.push({ path, authorization: typeof header === 'string' ? header : null })
    const { status, data } = answer(path)
    const response = { data: data ?? '', status, statusText: '', headers: {}, config }
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, undefined, response)
    return response
  }
  shopApi.defaults.adapter = adapter
  return { seen, restore: () => (shopApi.defaults.adapter = original) }
}

const found = (path: string): Answer =>
  path === '/product/12/' ? { status: 200, data: productDetail() } : { status: 404, data: { ErrorCode: 'NotFound' } }

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Mn0.c2lnbmF0dXJl'

function request(cookie?: string): IncomingMessage {
  return { headers: cookie ? { cookie } : {} } as IncomingMessage
}

async function load(
  query: Record<string, string>,
  options: { answer?: (path: string) => Answer; locale?: string; cookie?: string; server?: boolean } = {},
) {
  const api = installApi(options.answer ?? found)
  const res = fakeResponse()
  try {
    const props = await loadProductPage({
      query,
      locale: options.locale ?? 'da',
      req: options.server === false ? undefined : request(options.cookie),
      res: options.server === false ? undefined : (res as unknown as ServerResponse),
    })
    return { props, res, seen: api.seen }
  } finally {
    api.restore()
  }
}

describe('loadProductPage', () => {
  it('answers 404 for a non-numeric id without asking the shop API', async () => {
    const { props, res, seen } = await load({ friendlyUrlName: 'x', productId: 'abc' })
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
    expect(seen).toHaveLength(0)
  })

  it('answers 404 for an unknown product', async () => {
    const { props, res } = await load({ friendlyUrlName: 'x', productId: '999' })
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
  })

  it('redirects with 308 to the RelativeUrl when the friendly name is outdated', async () => {
    const { res } = await load({ friendlyUrlName: 'old-name', productId: '12' })
    expect(res.statusCode).toBe(308)
    expect(res.headers.Location).toBe('/produkter/roedvin-bordeaux/12/')
    expect(res.ended).toBe(true)
  })

  it('keeps the locale prefix and the chosen edition in the redirect, and drops a variant that is no id', async () => {
    const english = await load({ friendlyUrlName: 'old-name', productId: '12', variant: '31' }, { locale: 'en' })
    expect(english.res.headers.Location).toBe('/en/produkter/roedvin-bordeaux/12/?variant=31')
    const odd = await load({ friendlyUrlName: 'old-name', productId: '12', variant: '<x>' })
    expect(odd.res.headers.Location).toBe('/produkter/roedvin-bordeaux/12/')
  })

  it('sends the product along in the dehydrated query cache, keyed as a guest answer', async () => {
    const { props, res, seen } = await load({ friendlyUrlName: 'roedvin-bordeaux', productId: '12' })
    expect(res.statusCode).toBe(200)
    expect(props).toMatchObject({ productId: 12, locale: 'da', signedIn: false })
    const queries = props.dehydratedState?.queries ?? []
    expect(queries.map((query) => query.state.data)).toEqual([
      expect.objectContaining({ ProductId: 12, Name: 'Rødvin Bordeaux', CategoryId: 4 }),
    ])
    expect(queries[0]?.queryKey).toEqual(['product', 'detail', 12, 'da', 'guest'])
    expect(seen).toEqual([{ path: '/product/12/', authorization: null }])
    // A guest's page may be cached, but only apart from pages rendered for a token.
    expect(res.headers['Cache-Control']).toBeUndefined()
    expect(res.headers.Vary).toBe('Cookie')
  })

  it("forwards the request's token cookie as the bearer token and keeps the answer private", async () => {
    const { props, res, seen } = await load(
      { friendlyUrlName: 'roedvin-bordeaux', productId: '12' },
      { cookie: `basketId=abc; token=${TOKEN}; NEXT_LOCALE=da` },
    )
    expect(seen).toEqual([{ path: '/product/12/', authorization: `Bearer ${TOKEN}` }])
    expect(props.signedIn).toBe(true)
    expect(props.dehydratedState?.queries[0]?.queryKey).toEqual(['product', 'detail', 12, 'da', 'customer'])
    expect(res.headers['Cache-Control']).toBe('private, no-store')
    // The token itself never travels to the browser in the page's data.
    expect(JSON.stringify(props)).not.toContain(TOKEN)
  })

  it('ignores a token cookie that is not a token (no header is forged from it)', async () => {
    const { props, seen, res } = await load(
      { friendlyUrlName: 'roedvin-bordeaux', productId: '12' },
      { cookie: 'token=abc%0D%0AX-Evil%3A%201' },
    )
    expect(seen[0]?.authorization).toBeNull()
    expect(props.signedIn).toBe(false)
    expect(res.headers['Cache-Control']).toBeUndefined()
  })

  it('gives each of two concurrent requests its own token, never the other one', async () => {
    const other = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6M30.b3RoZXI'
    const seen: Seen[] = []
    const api = installApi(found)
    try {
      const run = (cookie?: string) =>
        loadProductPage({
          query: { friendlyUrlName: 'roedvin-bordeaux', productId: '12' },
          locale: 'da',
          req: request(cookie),
          res: fakeResponse() as unknown as ServerResponse,
        })
      const [first, guest, second] = await Promise.all([run(`token=${TOKEN}`), run(), run(`token=${other}`)])
      seen.push(...api.seen)
      expect([first.signedIn, guest.signedIn, second.signedIn]).toEqual([true, false, true])
    } finally {
      api.restore()
    }
    expect(seen.map((call) => call.authorization).sort()).toEqual([`Bearer ${TOKEN}`, `Bearer ${other}`, null].sort())
  })

  it('in the browser (client-side navigation) keys the answer by the token cookie the browser sends itself', async () => {
    Cookies.set('token', TOKEN, { path: '/' })
    try {
      const { props, seen } = await load({ friendlyUrlName: 'roedvin-bordeaux', productId: '12' }, { server: false })
      expect(props.signedIn).toBe(true)
      expect(props.dehydratedState?.queries[0]?.queryKey).toEqual(['product', 'detail', 12, 'da', 'customer'])
      // shopApi's own interceptor adds the cookie's token to browser calls.
      expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`)
    } finally {
      Cookies.remove('token', { path: '/' })
    }
  })

  it('logs a failing shop API and still renders the page (the browser tries again)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { props, res } = await load({ friendlyUrlName: 'roedvin-bordeaux', productId: '12' }, { answer: () => ({ status: 500 }) })
    expect(props).toEqual({ productId: 12, locale: 'da', signedIn: false })
    expect(res.statusCode).toBe(200)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
