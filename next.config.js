// Storefront configuration. Rewrites and headers are written into the build's routes manifest, so BACKEND_URL,
// CONTENT_API_URL, SITE_KEY and the public URL (STOREFRONT_URL or SITE_URL, for HSTS) must be set when `next build`
// runs (defaults below suit the local setup).
/* global module, require, process, URL, __dirname -- CommonJS evaluated by Node (the lint config has no Node globals) */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('./next-i18next.config.js')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { thirdPartyConfig, thirdPartyCspSources } = require('./third-party.config.js')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path')

const isDev = process.env.NODE_ENV !== 'production'

function urlFromEnv(name, fallback) {
  const raw = process.env[name] || fallback
  try {
    return new URL(raw).toString().replace(/\/+$/, '')
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`)
  }
}

const backendUrl = urlFromEnv('BACKEND_URL', 'http://localhost:3001')
const contentApiUrl = urlFromEnv('CONTENT_API_URL', backendUrl)
// The shop is behind https when its public URL says so: STOREFRONT_URL (which the backend uses for it too) or
// SITE_URL (its canonical origin); either set to https:// is enough.
const servedOverHttps = ['STOREFRONT_URL', 'SITE_URL'].some((name) => process.env[name] && urlFromEnv(name, '').startsWith('https:'))
const siteKey = process.env.SITE_KEY || 'delikat'
if (!/^[a-z0-9-]+$/.test(siteKey)) throw new Error(`SITE_KEY must be lowercase letters, digits or dashes, got "${siteKey}"`)

// The policy for every response. Rendered pages replace it with the same policy plus a per-response script
// nonce (src/config/csp.ts, set in _document), because Next emits an inline bootstrap script per page.
// Everything the browser loads is same-origin thanks to the rewrites below; styled-components and
// react-hot-toast inject <style> tags, hence 'unsafe-inline' for styles only.
// The outside services configured for this build, and the hosts they need (docs/consent.md).
const thirdParty = thirdPartyConfig()
const outside = thirdPartyCspSources(thirdParty)
const csp = [
  "default-src 'self'",
  ['script-src', "'self'", ...(isDev ? ["'unsafe-eval'"] : []), ...outside.script].join(' '),
  ['style-src', "'self'", "'unsafe-inline'", ...outside.style].join(' '),
  ['img-src', "'self'", 'data:', 'blob:', new URL(backendUrl).origin, ...outside.img].join(' '),
  "font-src 'self' data:",
  ['connect-src', "'self'", ...(isDev ? ['ws:', 'wss:'] : []), ...outside.connect].join(' '),
  // Keep in step with src/config/csp.ts (EMBED_FRAME_ORIGINS there).
  [
    'frame-src https://www.youtube-nocookie.com https://www.google.com https://form.typeform.com https://maps.google.com',
    ...outside.frame,
  ].join(' '),
  // Nobody frames the shop. One exception, decided per response where the origin is known at run time: a draft preview
  // the content service accepted lets the admin's origin (ADMIN_URL, else BACKEND_URL's) frame it for Live Preview,
  // and drops X-Frame-Options DENY (src/pages/_document.tsx, docs/security.md Headers).
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
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
  // The end-to-end tests build into their own folder (their backend is on another port, see scripts/stack.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Source maps of the browser's chunks, for working out what a page's JavaScript is made of (docs/benchmarks.md);
  // never in a build that is deployed.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === 'true',
  poweredByHeader: false,
  // Next hashes every page it renders for an ETag, in JavaScript: about 2 ms of a home page's render. The page cache
  // gives the pages it keeps an ETag of their bytes instead (scripts/page-cache.ts).
  generateEtags: false,
  // Regenerated pages (the product page) are kept in memory by a handler that forgets them on every change the
  // backend reports (next-cache-handler.js, docs/adr/0047); Next's own memory and disk copies are off.
  cacheHandler: path.resolve(__dirname, 'next-cache-handler.js'),
  cacheMaxMemorySize: 0,
  // `npm test` type-checks both apps once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  trailingSlash: true,
  i18n,
  compiler: { styledComponents: true },
  // The contract package (packages/contract) ships TypeScript source; the build compiles it with the app.
  transpilePackages: ['@delikat/contract'],
  // Inlined at build time so server and browser agree on the site (used in translation keys).
  // DELIKAT_THIRD_PARTY: the outside services and their CSP sources (src/config/thirdParty.ts reads it).
  env: { SITE_KEY: siteKey, DELIKAT_THIRD_PARTY: JSON.stringify({ ...thirdParty, csp: outside }) },
  // In the browser `zod` resolves to src/lib/zodJitless.ts, which turns off zod's eval probe (a CSP violation report on
  // every page that makes a schema) before zod's modules run.
  // zod's list of locales is replaced by English alone (src/lib/zodLocales.ts): the shop never shows zod's own texts.
  // The app's texts come from src/i18n/appWithTexts.browser.tsx, without i18next in the first load (docs/adr/0051).
  // The blocks' registry is src/blocks/registry.browser.ts (docs/adr/0052).
  // `react-dom/client` is src/lib/hydrateInTransition.ts (docs/adr/0055).
  // A woff2 imported from code is an asset like the stylesheet's url()s, at the same address (src/styles/fontPreloads.ts).
  webpack(config, { isServer, webpack }) {
    config.module.rules.push({ test: /\.woff2$/, issuer: /\.[jt]sx?$/, type: 'asset/resource' })
    if (!isServer) {
      config.resolve.alias = { ...config.resolve.alias, zod$: path.resolve(__dirname, 'src/lib/zodJitless.ts') }
      const hydrateInTransition = path.resolve(__dirname, 'src/lib/hydrateInTransition.ts')
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^@\/i18n\/appWithTexts$/, (resource) => {
          resource.request = path.resolve(__dirname, 'src/i18n/appWithTexts.browser.tsx')
        }),
        // Each CMS block's code is a chunk the browser fetches after the first load (docs/adr/0052).
        new webpack.NormalModuleReplacementPlugin(/^(\.\/registry|@\/blocks\/registry)$/, (resource) => {
          if (resource.request === './registry' && !/[\\/]src[\\/]blocks$/.test(resource.context)) return
          resource.request = path.resolve(__dirname, 'src/blocks/registry.browser.ts')
        }),
        // The page's first hydration is a transition, in slices (docs/adr/0055): every `react-dom/client` but the
        // wrapper's own is the wrapper.
        new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource) => {
          if (resource.contextInfo?.issuer !== hydrateInTransition) resource.request = hydrateInTransition
        }),
      )
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.js$/, (resource) => {
          if (/[\\/]zod[\\/]v4[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'src/lib/zodLocales.ts')
        }),
      )
    }
    return config
  },
  async headers() {
    return [{ source: '/:path*', locale: false, headers: securityHeaders }]
  },
  async rewrites() {
    // beforeFiles: these prefixes never reach a page (in particular not the CMS catch-all route). The first
    // rule of each pair keeps the trailing slash that trailingSlash:true puts on every path, because the
    // backend routes are registered with it (/api/basket/ -> /api/shop/basket/). No `locale: false`: with
    // i18n Next matches rewrites against the locale-prefixed path (/da/api/...), and the locale prefix it adds
    // to the source is not passed on to an external destination.
    return {
      beforeFiles: [
        // A visitor with a customer token sees their own prices (B2B without VAT): the per-request product page
        // instead of the regenerated one every guest gets (docs/adr/0012).
        { source: '/produkter/:name/:id/', has: [{ type: 'cookie', key: 'token' }], destination: '/produkter/:name/:id/kunde/' },
        { source: '/api/:path+/', destination: `${backendUrl}/api/shop/:path+/` },
        { source: '/api/:path+', destination: `${backendUrl}/api/shop/:path+` },
        { source: '/media/:path+/', destination: `${backendUrl}/media/:path+/` },
        { source: '/media/:path+', destination: `${backendUrl}/media/:path+` },
        // Client-side navigations run App.getInitialProps in the browser; the content service is reached
        // through this same-origin path (see src/lib/contentApi.ts).
        { source: '/content-api/:path+/', destination: `${contentApiUrl}/endpoints/${siteKey}/v1/:path+/` },
        { source: '/content-api/:path+', destination: `${contentApiUrl}/endpoints/${siteKey}/v1/:path+` },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

module.exports = nextConfig
