// The storefront's public origin for absolute links (canonical, hreflang, og:url, sitemap): SITE_URL when set,
// else the request's own host (behind a proxy: X-Forwarded-Host and -Proto). Set SITE_URL in production: pages
// regenerated without a request (the product page) fall back to http://localhost:PORT.
import type { IncomingMessage } from 'node:http'
import { getServerEnv } from '@/config/env'

export function requestOrigin(req: Pick<IncomingMessage, 'headers'> | undefined): string {
  if (typeof window !== 'undefined') return window.location.origin
  const configured = getServerEnv().SITE_URL
  if (configured) return configured
  // A page regenerated in the background (the product page) has no request: the port this storefront listens on.
  if (!req) return `http://localhost:${process.env.PORT ?? '3000'}`
  const headers = req.headers
  const host = headers['x-forwarded-host'] ?? headers.host
  if (!host) return ''
  const proto = headers?.['x-forwarded-proto'] ?? 'http'
  return `${String(proto).split(',')[0]}://${String(host).split(',')[0]}`
}
