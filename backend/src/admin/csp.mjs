/** The Payload admin's Content-Security-Policy: next.config.mjs sends it at build time, src/proxy.ts with the storefront. */

// The JSON field's code editor (Baskets, Orders, GiftCards) loads Monaco from this CDN path, pinned by the Monaco
// loader that @payloadcms/ui bundles; a Payload upgrade that moves it shows as a CSP violation in the admin.
const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/**
 * Next's app router puts its page data in inline scripts without a nonce, and the admin styles inline; blob: and data:
 * images are upload previews and icons (the account avatar is Payload's own, not Gravatar's: payload.config.ts), blob:
 * workers Monaco's. It frames only `frameOrigins`: the storefront, whose draft previews Live Preview shows beside the
 * page editor. That origin is known only when the backend runs (one build serves every setup), so the build's header
 * frames nothing but the admin itself and src/proxy.ts replaces it on every admin answer.
 *
 * @param {{ development: boolean, frameOrigins?: string[] }} options
 * @returns {string}
 */
export function adminCsp({ development, frameOrigins = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${MONACO_CDN}${development ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' ${MONACO_CDN}`,
    "img-src 'self' data: blob:",
    `font-src 'self' data: ${MONACO_CDN}`,
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
