/** Runs before the admin's pages: sends the admin's CSP with the storefront as the one origin it may frame. */
import { NextResponse, type NextRequest } from 'next/server'
import { adminCsp } from './admin/csp.mjs'

// STOREFRONT_URL as backend/src/env.ts reads it (with its default), without validating the whole environment here.
const storefrontOrigin = new URL(process.env.STOREFRONT_URL || 'http://localhost:3000').origin
const policy = adminCsp({ development: process.env.NODE_ENV !== 'production', frameOrigins: [storefrontOrigin] })

export function proxy(_request: NextRequest) {
  const response = NextResponse.next()
  // Replaces next.config.mjs's admin policy (a proxy's header wins over the config's), which cannot name the
  // storefront: Live Preview frames its draft previews (payload.config.ts).
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = { matcher: ['/admin', '/admin/:path*'] }
