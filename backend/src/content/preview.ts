/**
 * Editor preview tokens: the admin signs a short-lived token for one page URL; the storefront passes it along
 * server to server, and the content service then serves that page's latest draft. HMAC-SHA256 with the
 * Payload secret, so only the backend can mint one; a forged, expired or other-page token is refused (401).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '../env'
import { normaliseNodeUrl } from './urls'

/** How long a preview link works after the editor opened it. */
export const PREVIEW_TOKEN_TTL_SECONDS = 30 * 60

interface PreviewClaims {
  url: string
  exp: number
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function signature(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`delikat-preview.${body}`).digest()
}

export function signPreviewToken(url: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const body = encode(JSON.stringify({ url: normaliseNodeUrl(url), exp: nowSeconds + PREVIEW_TOKEN_TTL_SECONDS } satisfies PreviewClaims))
  return `${body}.${encode(signature(body, secret))}`
}

export type PreviewCheck = { ok: true } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'other-page' }

export function verifyPreviewToken(token: string, url: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): PreviewCheck {
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'malformed' }
  const expected = signature(body, secret)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let claims: PreviewClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaims
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) return { ok: false, reason: 'expired' }
  if (claims.url !== normaliseNodeUrl(url)) return { ok: false, reason: 'other-page' }
  return { ok: true }
}

/** The storefront URL an editor's preview button opens: the page, in the admin's locale, with a fresh token. */
export function previewUrl(url: string, locale: string | undefined): string {
  const { STOREFRONT_URL, PAYLOAD_SECRET } = env()
  const path = normaliseNodeUrl(url)
  const prefix = locale === 'en' ? '/en' : ''
  return `${STOREFRONT_URL}${prefix}${path}?preview=${encodeURIComponent(signPreviewToken(path, PAYLOAD_SECRET))}`
}
