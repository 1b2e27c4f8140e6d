/**
 * Which storefront a shopper is sent back to from the payment provider and the age check: the one they came from,
 * when it is the shop's. A shopper on `127.0.0.1:3000` sent back to `localhost:3000`, or on `www.delikat.dk` sent
 * to `delikat.dk`, arrives on another origin, where the browser holds neither their basket cookie nor their login.
 *
 * The shop's storefronts are STOREFRONT_URL, its twin with or without `www.` (and, for a loopback host, the other
 * loopback names) on the same scheme and port, and ALLOWED_ORIGINS. The request's Origin header names the one a
 * browser page is on; anything else (no Origin, another site, the backend's own) gets STOREFRONT_URL, so the way
 * back can never be pointed at another site.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A host name as one site: without `www.`, and every loopback name the same. */
function siteOf(hostname: string): string {
  const host = hostname.toLowerCase()
  if (LOOPBACK.has(host)) return 'loopback'
  return host.startsWith('www.') ? host.slice(4) : host
}

export function isShopStorefront(origin: string, storefrontUrl: string, allowedOrigins: readonly string[] = []): boolean {
  let candidate: URL
  let configured: URL
  try {
    candidate = new URL(origin)
    configured = new URL(storefrontUrl)
  } catch {
    return false
  }
  // Only an origin, nothing after it (no path, credentials or query smuggled in).
  if (candidate.origin.toLowerCase() !== origin.replace(/\/+$/, '').toLowerCase()) return false
  if (allowedOrigins.some((allowed) => allowed.toLowerCase() === candidate.origin.toLowerCase())) return true
  return (
    candidate.protocol === configured.protocol &&
    candidate.port === configured.port &&
    siteOf(candidate.hostname) === siteOf(configured.hostname)
  )
}

/** The storefront origin to send the shopper back to: the request's own when it is the shop's, else STOREFRONT_URL. */
export function storefrontOriginFor(
  requestOrigin: string | null | undefined,
  storefrontUrl: string,
  allowedOrigins: readonly string[] = [],
): string {
  const configured = new URL(storefrontUrl).origin
  if (!requestOrigin) return configured
  return isShopStorefront(requestOrigin, storefrontUrl, allowedOrigins) ? new URL(requestOrigin).origin : configured
}

/**
 * Every origin isShopStorefront accepts, for a CSP's form-action: the TEST pages' forms end, through redirects, on
 * whichever of them the shopper came from.
 */
export function shopStorefrontOrigins(storefrontUrl: string, allowedOrigins: readonly string[] = []): string[] {
  const configured = new URL(storefrontUrl)
  const port = configured.port ? `:${configured.port}` : ''
  const site = siteOf(configured.hostname)
  // CSP has no syntax for an IPv6 literal (Chromium refuses `http://[::1]:3000` as a source), so [::1] is left out.
  const hosts = site === 'loopback' ? [...LOOPBACK].filter((host) => !host.startsWith('[')) : [site, `www.${site}`]
  return [...new Set([...hosts.map((host) => `${configured.protocol}//${host}${port}`), ...allowedOrigins.map((o) => new URL(o).origin)])]
}
