import { hydrate, QueryClient } from '@tanstack/react-query'
import { PRODUCT_SEARCH_PAGE_SIZE } from '@/config/constants'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { searchProductsQueryOptions, type SearchProductsAnswer } from './api/search-products'
import { prefetchSearch, prefetchSearchTypes } from './loadSearchPage'
import { installFakeApis } from './testing/fakeApis'

const TOTAL = 20

const handler: FakeHandler = ({ body }) => {
  const { PageNumber, PageSize } = body as { PageNumber: number; PageSize: number }
  const from = (PageNumber - 1) * PageSize
  const Products = Array.from({ length: Math.max(0, Math.min(PageSize, TOTAL - from)) }, (_, index) =>
    productCard({ ProductId: from + index + 1 }),
  )
  return { status: 200, data: { Products, TotalProductCount: TOTAL, Filters: [] } }
}

describe('prefetchSearch (search page server-side)', () => {
  it('fetches the pages the URL asks for into the dehydrated cache, under the key the view reads', async () => {
    const fake = installFakeShopApi(handler)
    try {
      const state = await prefetchSearch({ q: 'vin', country: 'Italien', pages: '3' }, 'en')
      expect(fake.requests.map((request) => (request.body as { PageNumber: number }).PageNumber)).toEqual([1, 2])
      expect(fake.requests[0]?.body).toEqual({
        Query: 'vin',
        Filters: [{ Key: 'country', Values: ['Italien'] }],
        PageNumber: 1,
        PageSize: PRODUCT_SEARCH_PAGE_SIZE,
      })
      const client = new QueryClient()
      if (!state) throw new Error('nothing prefetched')
      hydrate(client, state)
      const key = searchProductsQueryOptions({ Query: 'vin', Filters: [{ Key: 'country', Values: ['Italien'] }] }, 'en').queryKey
      const data = client.getQueryData<{ pages: SearchProductsAnswer[] }>(key)
      expect(data?.pages.flatMap((page) => page.Products)).toHaveLength(TOTAL)
    } finally {
      fake.restore()
    }
  })

  it('leaves the search to the browser when the shop API fails', async () => {
    const fake = installFakeShopApi(() => ({ status: 500 }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await prefetchSearch({ q: 'vin' }, 'da')).toBeUndefined()
      expect(fake.requests).toHaveLength(1)
      expect(error).toHaveBeenCalled()
    } finally {
      fake.restore()
      error.mockRestore()
    }
  })
})

describe('prefetchSearchTypes (the tabs server-side)', () => {
  it('prefetches the first recipes and articles for a query, and keeps what succeeded', async () => {
    const fake = installFakeApis((request) => {
      if (request.path === '/node/search/') return { status: 200, data: { Nodes: [], TotalNodeCount: 0 } }
      return { status: 404 }
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { state, complete } = await prefetchSearchTypes({ q: 'ost' }, 'da')
      if (!state) throw new Error('nothing prefetched')
      expect(complete).toBe(false)
      expect(fake.requests.map((r) => [r.api, r.path]).sort()).toEqual([
        ['content', '/node/search/'],
        ['shop', '/recipe/search/'],
      ])
      const client = new QueryClient()
      hydrate(client, state)
      // The recipe search failed (404): the browser asks again; the articles are in the HTML.
      expect(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey[1]),
      ).toEqual(['articles'])
      expect(error).toHaveBeenCalled()
      fake.requests.length = 0
      expect(await prefetchSearchTypes({}, 'da')).toEqual({ complete: true })
      expect(fake.requests).toEqual([])
    } finally {
      fake.restore()
      error.mockRestore()
    }
  })
})
