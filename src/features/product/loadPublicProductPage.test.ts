import { productDetail } from '@/test/fixtures'
import { installFakeShopApi, type FakeAnswer } from '@/test/fakeShopApi'
import { loadPublicProductPage, PRODUCT_PAGE_REVALIDATE_SECONDS } from './loadPublicProductPage'

const found = ({ path }: { path: string }): FakeAnswer =>
  path === '/product/12/' ? { status: 200, data: productDetail() } : { status: 404, data: { ErrorCode: 'NotFound' } }

async function load(params: Record<string, string>, answer = found, locale = 'da') {
  const api = installFakeShopApi(answer)
  try {
    return { result: await loadPublicProductPage({ params, locale }), requests: api.requests }
  } finally {
    api.restore()
  }
}

describe('loadPublicProductPage (the page every guest gets, regenerated every 10 s)', () => {
  it('answers 404 for an id that is no number without asking the shop API, and checks again later', async () => {
    const { result, requests } = await load({ friendlyUrlName: 'x', productId: 'abc' })
    expect(result).toEqual({ notFound: true, revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS })
    expect(requests).toEqual([])
  })

  it('answers 404 for an unknown product', async () => {
    expect((await load({ friendlyUrlName: 'x', productId: '99' })).result).toEqual({
      notFound: true,
      revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS,
    })
  })

  it('redirects permanently to the RelativeUrl when the friendly name is outdated, keeping the locale', async () => {
    const product = productDetail()
    expect((await load({ friendlyUrlName: 'old-name', productId: '12' })).result).toEqual({
      redirect: { destination: product.RelativeUrl, permanent: true },
    })
    expect((await load({ friendlyUrlName: 'old-name', productId: '12' }, found, 'en')).result).toEqual({
      redirect: { destination: `/en${product.RelativeUrl}`, permanent: true },
    })
  })

  it('sends the guest answer along in the dehydrated cache and regenerates after 10 s', async () => {
    const product = productDetail()
    const { result } = await load({ friendlyUrlName: product.FriendlyUrlName, productId: '12' })
    expect(result).toMatchObject({ props: { productId: 12, locale: 'da', signedIn: false }, revalidate: PRODUCT_PAGE_REVALIDATE_SECONDS })
    const queries = (result as { props: { dehydratedState: { queries: Array<{ state: { data: unknown } }> } } }).props.dehydratedState
      .queries
    expect(queries).toHaveLength(1)
    expect(queries[0]!.state.data).toMatchObject({ ProductId: 12 })
  })

  it('renders the page for the browser to fetch when the shop API fails, and tries again within a second', async () => {
    const { result } = await load({ friendlyUrlName: 'x', productId: '12' }, () => ({ status: 503 }))
    expect(result).toEqual({ props: { productId: 12, locale: 'da', signedIn: false }, revalidate: 1 })
  })
})
