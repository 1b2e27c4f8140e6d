import { hydrate, QueryClient } from '@tanstack/react-query'
import { productListCategoryIds } from '@/blocks/productList/categories'
import { PRODUCT_SEARCH_PAGE_SIZE } from '@/config/constants'
import type { ContentNode } from '@/features/content/api/get-node'
import { searchProductsQueryOptions, type SearchProductsAnswer } from '@/features/search/api/search-products'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { prefetchProductLists } from './prefetchProductLists'

const TOTAL = 30

const handler: FakeHandler = ({ body }) => {
  const { PageNumber, PageSize } = body as { PageNumber: number; PageSize: number }
  const from = (PageNumber - 1) * PageSize
  const Products = Array.from({ length: Math.max(0, Math.min(PageSize, TOTAL - from)) }, (_, index) =>
    productCard({ ProductId: from + index + 1 }),
  )
  return { status: 200, data: { Products, TotalProductCount: TOTAL, Filters: [] } }
}

const node: ContentNode = {
  Id: '4',
  Url: '/vin/roedvin/',
  ContentType: 'Category',
  Components: [{ Type: 'productList', Id: 'category-4', Title: 'Rødvin', CategoryId: 4, Products: [], TotalProductCount: TOTAL }],
}

describe('prefetchProductLists (category page server-side)', () => {
  it('fetches what the URL asks for into the dehydrated cache, under the key the list reads', async () => {
    const fake = installFakeShopApi(handler)
    try {
      const state = await prefetchProductLists(
        productListCategoryIds(node.Components ?? []),
        { slug: ['vin', 'roedvin'], country: 'Italien', sort: 'NameAscending', pages: '2' },
        'da',
      )
      expect(fake.requests.map((request) => request.body)).toEqual([
        {
          CategoryId: 4,
          Sort: 'NameAscending',
          Filters: [{ Key: 'country', Values: ['Italien'] }],
          PageNumber: 1,
          PageSize: PRODUCT_SEARCH_PAGE_SIZE,
        },
        {
          CategoryId: 4,
          Sort: 'NameAscending',
          Filters: [{ Key: 'country', Values: ['Italien'] }],
          PageNumber: 2,
          PageSize: PRODUCT_SEARCH_PAGE_SIZE,
        },
      ])
      if (!state) throw new Error('nothing prefetched')
      const client = new QueryClient()
      hydrate(client, state)
      const key = searchProductsQueryOptions(
        { CategoryId: 4, Sort: 'NameAscending', Filters: [{ Key: 'country', Values: ['Italien'] }] },
        'da',
      ).queryKey
      expect(client.getQueryData<{ pages: SearchProductsAnswer[] }>(key)?.pages).toHaveLength(2)
    } finally {
      fake.restore()
    }
  })

  it('asks nothing when the node’s own first page is what the URL shows, or the page has no list', async () => {
    const fake = installFakeShopApi(handler)
    try {
      expect(await prefetchProductLists(productListCategoryIds(node.Components ?? []), { slug: ['vin', 'roedvin'] }, 'da')).toBeUndefined()
      expect(await prefetchProductLists([], { country: 'Italien' }, 'da')).toBeUndefined()
      expect(fake.requests).toEqual([])
    } finally {
      fake.restore()
    }
  })

  it('leaves the list to the browser when the shop API fails', async () => {
    const fake = installFakeShopApi(() => ({ status: 500 }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await prefetchProductLists(productListCategoryIds(node.Components ?? []), { organic: '1' }, 'da')).toBeNull()
      expect(error).toHaveBeenCalled()
    } finally {
      fake.restore()
      error.mockRestore()
    }
  })
})
