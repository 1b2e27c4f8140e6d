import type { ServerResponse } from 'node:http'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { loadProductPage } from './loadProductPage'

function fakeResponse() {
  const response = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    ended: false,
    writeHead(status: number, headers: Record<string, unknown>) {
      response.statusCode = status
      response.headers = headers
      return response
    },
    end() {
      response.ended = true
    },
  }
  return response
}

async function load(query: Record<string, string>, handler: FakeHandler, locale = 'da') {
  const fake = installFakeShopApi(handler)
  const res = fakeResponse()
  try {
    const props = await loadProductPage({ query, locale, res: res as unknown as ServerResponse })
    return { props, res, requests: fake.requests }
  } finally {
    fake.restore()
  }
}

const found: FakeHandler = ({ path }) =>
  path === '/product/12/' ? { status: 200, data: productCard() } : { status: 404, data: { ErrorCode: 'NotFound' } }

describe('loadProductPage', () => {
  it('answers 404 for a non-numeric id without asking the shop API', async () => {
    const { props, res, requests } = await load({ friendlyUrlName: 'x', productId: 'abc' }, found)
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
    expect(requests).toHaveLength(0)
  })

  it('answers 404 for an unknown product', async () => {
    const { props, res } = await load({ friendlyUrlName: 'x', productId: '999' }, found)
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
  })

  it('redirects with 308 to the RelativeUrl when the friendly name is outdated', async () => {
    const { res } = await load({ friendlyUrlName: 'old-name', productId: '12' }, found)
    expect(res.statusCode).toBe(308)
    expect(res.headers).toEqual({ Location: '/produkter/roedvin-bordeaux/12/' })
    expect(res.ended).toBe(true)
  })

  it('keeps the locale prefix in the redirect', async () => {
    const { res } = await load({ friendlyUrlName: 'old-name', productId: '12' }, found, 'en')
    expect(res.headers).toEqual({ Location: '/en/produkter/roedvin-bordeaux/12/' })
  })

  it('sends the product along in the dehydrated query cache', async () => {
    const { props, res } = await load({ friendlyUrlName: 'roedvin-bordeaux', productId: '12' }, found)
    expect(res.statusCode).toBe(200)
    expect(props.productId).toBe(12)
    const cached = props.dehydratedState?.queries.map((query) => query.state.data)
    expect(cached).toEqual([expect.objectContaining({ ProductId: 12, Name: 'Rødvin Bordeaux' })])
  })

  it('logs a failing shop API and still renders the page (the browser tries again)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { props, res } = await load({ friendlyUrlName: 'roedvin-bordeaux', productId: '12' }, () => ({ status: 500 }))
    expect(props).toEqual({ productId: 12, locale: 'da' })
    expect(res.statusCode).toBe(200)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
