/** The content service's HTTP routes: GET /endpoints/{site}/v1/{footer|global/settings|menu|node|translation}. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { footer, globalSettings, menu, node, translations } from '../../../../../content/service'
import { env } from '../../../../../env'
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../../../../../shop/constants'

export const dynamic = 'force-dynamic'

// Published content may be cached briefly by the storefront and a CDN (SPEC §9 freshness 10 s).
const CACHE = { 'Cache-Control': 'public, s-maxage=10, stale-while-revalidate=60' }

const notFound = (message: string) => Response.json({ ErrorCode: 'NotFound', Message: message }, { status: 404 })

function culture(url: URL): Culture {
  const value = url.searchParams.get('culture')
  return CULTURES.includes(value as Culture) ? (value as Culture) : DEFAULT_CULTURE
}

export async function GET(request: Request, context: { params: Promise<{ site: string; path: string[] }> }) {
  const { site, path } = await context.params
  if (site !== env().SITE_KEY) return notFound(`Unknown site ${site}`)
  const payload = await getPayload({ config })
  const url = new URL(request.url)
  const route = path.filter(Boolean).join('/')
  try {
    switch (route) {
      case 'global/settings':
        return Response.json(await globalSettings(payload), { headers: CACHE })
      case 'menu': {
        const id = Number(url.searchParams.get('menuNodeId'))
        const items = Number.isInteger(id) && id > 0 ? await menu(payload, id, culture(url)) : null
        return items ? Response.json({ menuItems: items }, { headers: CACHE }) : notFound('Unknown menu node')
      }
      case 'footer':
        return Response.json(await footer(payload, culture(url)), { headers: CACHE })
      case 'translation':
        return Response.json(await translations(payload, culture(url), url.searchParams.get('ns') ?? 'common'), { headers: CACHE })
      case 'node': {
        const doc = await node(payload, url.searchParams.get('url') ?? '/', culture(url))
        return doc ? Response.json(doc, { headers: CACHE }) : notFound('No page at this URL')
      }
      default:
        return notFound(`Unknown content route ${route}`)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `content service ${route} failed` })
    return Response.json({ ErrorCode: 'InternalError', Message: 'Content service error' }, { status: 500 })
  }
}
