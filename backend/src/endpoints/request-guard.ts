/**
 * What a state-changing shop API call must look like before any handler runs (docs/security.md, "Cross-site
 * requests"): a JSON body, and a browser request from the shop's own site. A plain HTML form on another site can
 * post urlencoded, multipart or text/plain bodies only, and its browser names the other site in Origin and
 * Sec-Fetch-Site, so either check alone stops it; both together also cover browsers that send only one of them.
 */
import type { Culture } from '../shop/constants'
import { ShopError } from '../shop/errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const TEXTS = {
  da: {
    mediaType: 'Forespørgslen skal sendes som JSON (application/json).',
    crossSite: 'Forespørgslen kommer fra et andet websted og er afvist.',
  },
  en: {
    mediaType: 'The request must be sent as JSON (application/json).',
    crossSite: 'The request comes from another site and was refused.',
  },
} satisfies Record<Culture, Record<string, string>>

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonMediaType(contentType: string | null): boolean {
  // A header given twice arrives joined by a comma ("application/json, application/json"): each must be JSON.
  const types = (contentType ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase())
  return types.length > 0 && types.every((type) => type === 'application/json')
}

/** A body that is there but not declared JSON is refused, whatever the method (readBody calls this). */
export function assertJsonBody(contentType: string | null, body: string, culture: Culture): void {
  if (body.trim() !== '' && !isJsonMediaType(contentType)) throw new ShopError(415, 'UnsupportedMediaType', TEXTS[culture].mediaType)
}

/** The host the browser addressed: the storefront's, as its proxy forwards it, else our own. */
function requestHost(headers: Headers): string | null {
  return (headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host'))?.toLowerCase() ?? null
}

/**
 * Refuses, before the handler runs, a state-changing call that declares a body other than JSON (415) or that a
 * browser sent from another site (403). Calls without Origin and Sec-Fetch-Site are not from a browser page (server
 * to server, the payment provider's callback, scripts) and are left to the handler's own checks.
 */
export function guardRequest(method: string, headers: Headers, allowedOrigins: ReadonlySet<string>, culture: Culture): void {
  if (!STATE_CHANGING.has(method.toUpperCase())) return
  const contentType = headers.get('content-type')
  if (contentType !== null && contentType.trim() !== '' && !isJsonMediaType(contentType)) {
    throw new ShopError(415, 'UnsupportedMediaType', TEXTS[culture].mediaType)
  }
  const refused = () => new ShopError(403, 'CrossSiteRequest', TEXTS[culture].crossSite)
  const site = headers.get('sec-fetch-site')?.toLowerCase()
  // "none" is the user's own action (typed URL, bookmark); "same-site" is a sibling host, which may be anybody's.
  if (site && site !== 'same-origin' && site !== 'none') {
    const origin = headers.get('origin')
    if (site !== 'same-site' || !origin || !allowedOrigins.has(origin.toLowerCase())) throw refused()
  }
  const origin = headers.get('origin')
  if (origin === null) return
  if (allowedOrigins.has(origin.toLowerCase())) return
  let host: string
  try {
    host = new URL(origin).host.toLowerCase()
  } catch {
    // "null" (sandboxed frames, privacy redirects) or garbage: nobody we know
    throw refused()
  }
  if (host !== requestHost(headers)) throw refused()
}

/** The origins that may change things besides the one the request itself addressed: the storefront's and ours. */
export function allowedOriginsOf(urls: (string | undefined)[]): Set<string> {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url) continue
    try {
      origins.add(new URL(url).origin.toLowerCase())
    } catch {
      // env.ts validates the URLs; nothing to add from a bad one
    }
  }
  return origins
}
