// The Content-Security-Policy of rendered pages: a fresh nonce per response (set in _document) for any inline
// script (`next dev` with Turbopack emits one per page; the production build is webpack's, which emits none, so
// pages served from Next's page cache work with the nonce-less policy). Everything else the browser loads is
// same-origin, because the shop API, media and content go through the rewrites.
// next.config.js sends a nonce-less policy with every other response; keep the two in step.
// styled-components and react-hot-toast inject <style> tags, hence 'unsafe-inline' for styles only.

import { EMBED_FRAME_ORIGINS, MAPS_REDIRECT_ORIGIN } from './constants'
import { thirdPartyConfig } from './thirdParty'

type Options = {
  nonce: string
  /** Extra origins images may come from (the backend, if it hands out absolute media URLs). */
  imageOrigins?: string[]
  development?: boolean
  /** Who may frame the page: nobody, unless it is a draft preview in the admin's Live Preview (then its origin). */
  frameAncestors?: string[]
}

export function contentSecurityPolicy({ nonce, imageOrigins = [], development = false, frameAncestors = [] }: Options): string {
  // The outside services this build is configured for (tag manager, consent tool), and only those (docs/consent.md).
  const outside = thirdPartyConfig().csp
  return [
    "default-src 'self'",
    // React Refresh evaluates code in development.
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : []), ...outside.script].join(' '),
    ['style-src', "'self'", "'unsafe-inline'", ...outside.style].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins, ...outside.img].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(development ? ['ws:', 'wss:'] : []), ...outside.connect].join(' '),
    // Embedded video, maps and forms (docs/product.md §2), each loaded only when its component is on the page.
    ['frame-src', ...EMBED_FRAME_ORIGINS, MAPS_REDIRECT_ORIGIN, ...outside.frame].join(' '),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
