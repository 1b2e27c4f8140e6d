/**
 * The content service's HTTP routes (docs/api/README.md "Content service"):
 * GET /endpoints/{site}/v1/{footer | global/settings | menu | node | translation | sitemap | robots}, POST .../node/search.
 * Published content only; `node?preview=<token>` serves the page's latest draft to a valid editor preview token.
 * `node` also takes the shop API's bearer token: a business customer's page then prices its product cards excl. VAT
 * (the storefront hands on the visitor's token); without one, or with one no longer valid, the public's prices.
 * The frame's answers (settings, menu, footer, texts) are kept until a save changes them (content/layout-cache.ts).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { keptLayout } from '../../../../../content/layout-cache'
import { guestNode } from '../../../../../content/node-cache'
import { verifyPreviewToken } from '../../../../../content/preview'
import { nodeSearchRequest, robots, searchNodes, sitemap } from '../../../../../content/search'
import { footer, globalSettings, menu, node, translations } from '../../../../../content/service'
import { env } from '../../../../../env'
import { verifySessionToken } from '../../../../../shop/customers/sessions'
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../../../../../shop/constants'

export const dynamic = 'force-dynamic'

// Published content may be cached briefly by the storefront and a CDN (docs/product.md §9 freshness 10 s).
const CACHE = { 'Cache-Control': 'public, s-maxage=10, stale-while-revalidate=60' }
const NO_STORE = { 'Cache-Control': 'no-store' }
// A node read with a customer's token holds that customer's prices: nobody else's to cache.
const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Authorization' }
const PUBLIC_NODE = { ...CACHE, Vary: 'Authorization' }

/** The customer a bearer token names while their session lasts; null for none, a stale one or a staff token. */
async function reader(payload: Payload, request: Request) {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (!token) return null
  const session = await verifySessionToken(payload, token)
  if (!session) return null
  return { id: session.customer.id, clientType: session.customer.clientType === 'B2B' ? ('B2B' as const) : ('B2C' as const) }
}

const problem = (status: number, code: string, message: string, errors?: Record<string, string>) =>
  Response.json({ ErrorCode: code, Message: message, ...(errors ? { Errors: errors } : {}) }, { status, headers: NO_STORE })

function culture(url: URL): Culture {
  const value = url.searchParams.get('culture')
  return CULTURES.includes(value as Culture) ? (value as Culture) : DEFAULT_CULTURE
}

type Context = { params: Promise<{ site: string; path: string[] }> }

async function handle(request: Request, context: Context, work: (payload: Payload, route: string, url: URL) => Promise<Response>) {
  const { site, path } = await context.params
  if (site !== env().SITE_KEY) return problem(404, 'NotFound', `Unknown site ${site}`)
  const payload = await getPayload({ config })
  const route = path.filter(Boolean).join('/')
  try {
    return await work(payload, route, new URL(request.url))
  } catch (error) {
    payload.logger.error({ err: error, msg: `content service ${route} failed` })
    return problem(500, 'InternalError', 'Content service error')
  }
}

export function GET(request: Request, context: Context) {
  return handle(request, context, async (payload, route, url) => {
    switch (route) {
      case 'global/settings':
        return Response.json(await keptLayout('settings', () => globalSettings(payload)), { headers: CACHE })
      case 'menu': {
        const id = Number(url.searchParams.get('menuNodeId'))
        const items =
          Number.isInteger(id) && id > 0 ? await keptLayout(`menu ${culture(url)} ${id}`, () => menu(payload, id, culture(url))) : null
        return items ? Response.json({ menuItems: items }, { headers: CACHE }) : problem(404, 'NotFound', 'Unknown menu node')
      }
      case 'footer':
        return Response.json(await keptLayout(`footer ${culture(url)}`, () => footer(payload, culture(url))), { headers: CACHE })
      case 'translation': {
        const namespace = url.searchParams.get('ns') ?? 'common'
        const texts = await keptLayout(`translation ${culture(url)} ${namespace}`, () => translations(payload, culture(url), namespace))
        return Response.json(texts, { headers: CACHE })
      }
      case 'sitemap':
        return Response.json(await sitemap(payload), { headers: CACHE })
      case 'robots':
        return Response.json(await robots(payload), { headers: CACHE })
      case 'node': {
        const pageUrl = url.searchParams.get('url') ?? '/'
        const token = url.searchParams.get('preview')
        if (token !== null) {
          const check = verifyPreviewToken(token, pageUrl, env().PAYLOAD_SECRET)
          if (!check.ok) return problem(401, 'InvalidPreviewToken', `The preview link is not valid (${check.reason}).`)
        }
        const customer = await reader(payload, request)
        const build = () => node(payload, pageUrl, culture(url), { draft: token !== null, customer })
        // Every guest gets the same published page: it is built once per few seconds (content/node-cache.ts).
        const doc = token === null && !customer ? await guestNode(pageUrl, culture(url), build) : await build()
        if (!doc) return problem(404, 'NotFound', 'No page at this URL')
        return Response.json(doc, { headers: token !== null ? NO_STORE : customer ? PRIVATE : PUBLIC_NODE })
      }
      default:
        return problem(404, 'NotFound', `Unknown content route ${route}`)
    }
  })
}

export function POST(request: Request, context: Context) {
  return handle(request, context, async (payload, route, url) => {
    if (route !== 'node/search') return problem(404, 'NotFound', `Unknown content route ${route}`)
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return problem(400, 'InvalidJson', 'The request body is not JSON.')
    }
    const parsed = nodeSearchRequest.safeParse(body)
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]))
      return problem(400, 'ValidationError', 'The search request is invalid.', errors)
    }
    return Response.json(await searchNodes(payload, parsed.data, culture(url)), { headers: NO_STORE })
  })
}
