import { withPayload } from '@payloadcms/next/withPayload'
import { adminCsp } from './src/admin/csp.mjs'

// Headers are written into the build's routes manifest at `next build`, and one backend build serves every setup
// (`npm start`, the end-to-end tests, each deployment), so they name no origin of a setup: only HSTS depends on
// BACKEND_URL (https or not) when the build runs. It is read with backend/src/env.ts's default; that module is
// TypeScript, which a config file cannot import.
/* global process, URL -- ES module evaluated by Node (the lint config has no Node globals) */

const isDev = process.env.NODE_ENV !== 'production'

const backendUrl = process.env.BACKEND_URL || 'http://localhost:3001'
let servedOverHttps
try {
  servedOverHttps = new URL(backendUrl).protocol === 'https:'
} catch {
  throw new Error(`BACKEND_URL must be an absolute URL, got "${backendUrl}"`)
}

const policy = (...directives) => directives.join('; ')

// JSON (content service, shop API, Payload's REST), images, 404s: nothing to load, run, submit or be framed in.
const strictCsp = policy("default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'")

// The Payload admin's own policy (src/admin/csp.mjs). Built here without the storefront, which src/proxy.ts adds on every
// admin answer so Live Preview can frame it; should the proxy not run, the admin still works, without the preview.
const adminPolicy = adminCsp({ development: isDev })

const securityHeaders = [
  // Left out in development only: `next dev` serves one of its own scripts as application/json.
  ...(isDev ? [] : [{ key: 'X-Content-Type-Options', value: 'nosniff' }]),
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  // Subdomains are left to whoever runs the domain.
  ...(servedOverHttps ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks both apps once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The shop API answers with and without a trailing slash (docs/api/README.md requires the slash); never redirect.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['@electric-sql/pglite', 'sharp'],
  // The contract package (packages/contract) ships TypeScript source; the build compiles it with the app.
  transpilePackages: ['@delikat/contract'],
  // Every response, route handlers and 404s included; of two matching rules the later one's header wins, and a
  // header set here wins over the same header from a route.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Not the TEST payment and age check pages (app/test-payment, app/test-mitid): their own policy admits the form's redirect to the storefront,
      // whose origin is known only when the backend runs.
      { source: '/:path((?!test-payment/|test-mitid/).*)', headers: [{ key: 'Content-Security-Policy', value: strictCsp }] },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminPolicy }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
