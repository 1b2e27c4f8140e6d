import type { ServerResponse } from 'node:http'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { recipeDetail } from './__fixtures__/recipe'
import { loadRecipePage } from './loadRecipePage'

function fakeResponse() {
  const response = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    ended: false,
    setHeader(name: string, value: unknown) {
      response.headers[name] = value
    },
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
    const props = await loadRecipePage({ query, locale, res: res as unknown as ServerResponse })
    return { props, res, requests: fake.requests }
  } finally {
    fake.restore()
  }
}

const found: FakeHandler = ({ path }) =>
  path === '/recipe/7/' ? { status: 200, data: recipeDetail() } : { status: 404, data: { ErrorCode: 'RecipeNotFound' } }

describe('loadRecipePage', () => {
  it('answers 404 for a non-numeric id without asking the shop API', async () => {
    const { props, res, requests } = await load({ friendlyUrlName: 'x', recipeId: '7abc' }, found)
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
    expect(requests).toHaveLength(0)
  })

  it('answers 404 for an unknown recipe', async () => {
    const { props, res, requests } = await load({ friendlyUrlName: 'x', recipeId: '999' }, found)
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
    expect(requests.map((r) => r.path)).toEqual(['/recipe/999/'])
  })

  it('redirects with 308 to the RelativeUrl when the friendly name is outdated, keeping the locale prefix', async () => {
    const da = await load({ friendlyUrlName: 'gammelt-navn', recipeId: '7' }, found)
    expect(da.res.statusCode).toBe(308)
    expect(da.res.headers).toMatchObject({ Location: '/opskrifter/risotto-med-svampe/7/' })
    expect(da.res.ended).toBe(true)
    const en = await load({ friendlyUrlName: 'gammelt-navn', recipeId: '7' }, found, 'en')
    expect(en.res.headers).toEqual({ Location: '/en/opskrifter/risotto-med-svampe/7/' })
  })

  it('writes Danish letters in the redirect as ASCII', async () => {
    const danish = () => ({ status: 200, data: recipeDetail({ FriendlyUrlName: 'æbleskiver', RelativeUrl: '/opskrifter/æbleskiver/7/' }) })
    const { res } = await load({ friendlyUrlName: 'aebleskiver', recipeId: '7' }, danish)
    expect(res.headers).toEqual({ Location: '/opskrifter/%C3%A6bleskiver/7/' })
  })

  it('sends the recipe along in the dehydrated query cache', async () => {
    const { props, res } = await load({ friendlyUrlName: 'risotto-med-svampe', recipeId: '7' }, found)
    expect(res.statusCode).toBe(200)
    // Every guest's (the page cache keeps it for 10 s).
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=10')
    expect(props).toMatchObject({ recipeId: 7, locale: 'da' })
    const cached = props.dehydratedState?.queries.map((query) => query.state.data)
    expect(cached).toEqual([expect.objectContaining({ RecipeId: 7, Name: 'Risotto med svampe' })])
  })

  it('logs a failing shop API and still renders the page (the browser tries again)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { props, res } = await load({ friendlyUrlName: 'risotto-med-svampe', recipeId: '7' }, () => ({ status: 500 }))
    expect(props).toEqual({ recipeId: 7, locale: 'da' })
    expect(res.statusCode).toBe(200)
    // The page the browser has to complete is not given to other guests.
    expect(res.headers['Cache-Control']).toBe('private, no-store')
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
