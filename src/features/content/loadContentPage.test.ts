import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AxiosAdapter } from 'axios'
import { AxiosError } from 'axios'
import { contentApi } from '@/lib/contentApi'
import { clearMemoryCache } from '@/lib/memoryCache'
import { loadContentPage } from './loadContentPage'

type Answer = { status: number; data?: unknown }

async function load(slug: string[] | undefined, answer: Answer, extraQuery: Record<string, string> = {}, cookie?: string) {
  const original = contentApi.defaults.adapter
  const urls: string[] = []
  const authorizations: Array<string | undefined> = []
  const adapter: AxiosAdapter = async (config) => {
    urls.push(`${config.url} ${JSON.stringify(config.params)}`)
    authorizations.push(config.headers.get('Authorization')?.toString())
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config }
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response)
    return response
  }
  contentApi.defaults.adapter = adapter
  const headers: Record<string, string> = {}
  const res = { statusCode: 200, headers, setHeader: (name: string, value: string) => void (headers[name] = value) }
  try {
    const props = await loadContentPage({
      query: { ...(slug ? { slug } : {}), ...extraQuery },
      locale: 'da',
      req: { headers: cookie ? { cookie } : {} } as IncomingMessage,
      res: res as unknown as ServerResponse,
    })
    return { props, res, urls, authorizations }
  } finally {
    contentApi.defaults.adapter = original
  }
}

const node = { Id: 2, Name: 'Kurv', Url: '/kurv/', ContentType: 'page', Seo: null, Components: [{ Type: 'basket', Id: 'b1' }] }

describe('loadContentPage', () => {
  beforeEach(() => clearMemoryCache())

  it("keeps a guest's node for the next guest, and asks again for every customer and every draft", async () => {
    const first = await load(['vin'], { status: 200, data: node })
    const second = await load(['vin'], { status: 200, data: node })
    expect(first.urls).toHaveLength(1)
    expect(second.urls).toEqual([])
    // The same object: what the page prepares from it is prepared once (src/views/contentPageData.ts).
    expect(second.props.node).toBe(first.props.node)
    const customer = await load(['vin'], { status: 200, data: node }, {}, 'NEXT_LOCALE=da; token=aaa.bbb.ccc')
    expect(customer.urls).toHaveLength(1)
    expect(customer.props.node).not.toBe(first.props.node)
    const draft = await load(['vin'], { status: 200, data: node }, { preview: 'signed-token' })
    expect(draft.urls).toHaveLength(1)
    // Another page, or the other language, is another node.
    expect((await load(['ost'], { status: 200, data: node })).urls).toHaveLength(1)
  })

  it('asks the content service for the URL with leading and trailing slash', async () => {
    const { props, urls } = await load(['kurv'], { status: 200, data: node })
    expect(urls).toEqual(['/node/ {"url":"/kurv/","culture":"da"}'])
    expect(props.node?.Components).toEqual([{ Type: 'basket', Id: 'b1' }])
  })

  it("hands a logged-in visitor's token to the content service (their prices) and keeps such HTML from shared caches", async () => {
    const guest = await load(['vin'], { status: 200, data: node })
    expect(guest.authorizations).toEqual([undefined])
    // A guest's complete page is every guest's: the page cache in front of the storefront keeps it for 10 s.
    expect(guest.res.headers['Cache-Control']).toBe('public, s-maxage=10')
    expect(guest.res.headers.Vary).toBe('Cookie')

    const business = await load(['vin'], { status: 200, data: node }, {}, 'NEXT_LOCALE=da; token=aaa.bbb.ccc')
    expect(business.authorizations).toEqual(['Bearer aaa.bbb.ccc'])
    expect(business.res.headers['Cache-Control']).toBe('private, no-store')
  })

  it('asks for / on the front page', async () => {
    const { urls } = await load(undefined, { status: 200, data: { ...node, Url: '/' } })
    expect(urls[0]).toContain('"url":"/"')
  })

  it("renders the storefront's 404 with status 404 when the content service has no such page", async () => {
    const { props, res } = await load(['findes-ikke'], { status: 404, data: { ErrorCode: 'NotFound' } })
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
  })

  it('does not look up file requests', async () => {
    const { props, res, urls } = await load(['favicon.ico'], { status: 200, data: node })
    expect(props.notFound).toBe(true)
    expect(res.statusCode).toBe(404)
    expect(urls).toHaveLength(0)
  })

  it('logs a failing content service and renders without the node', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { props, res } = await load(['kurv'], { status: 500 })
    expect(props).toEqual({ node: null })
    expect(res.statusCode).toBe(503)
    // Nobody else gets the page without its content.
    expect(res.headers['Cache-Control']).toBe('private, no-store')
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('passes an editor preview token on, and keeps the draft out of caches and search engines', async () => {
    const { props, res, urls } = await load(['om-os'], { status: 200, data: node }, { preview: 'tok.sig' })
    expect(urls).toEqual(['/node/ {"url":"/om-os/","culture":"da","preview":"tok.sig"}'])
    expect(props.preview).toBe(true)
    expect(res.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })
  })

  it('says so when the content service refuses the preview token', async () => {
    const { props, res } = await load(['om-os'], { status: 401, data: { ErrorCode: 'InvalidPreviewToken' } }, { preview: 'forged' })
    expect(props).toEqual({ node: null, previewRefused: true })
    expect(res.statusCode).toBe(401)
  })
})
