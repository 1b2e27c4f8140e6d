// What a rendered page tells the caches in front of it (the storefront's page cache, scripts/page-cache.ts, and a CDN;
// docs/adr/0031). A guest's page that loaded completely is the same for every guest and may be shared for the shop's
// freshness; a page for a customer with a token (their prices), a draft, or a page made while something failed is
// nobody else's.
import type { ServerResponse } from 'node:http'

/** docs/product.md §9's default freshness: how long a guest's page may be given again. */
export const GUEST_PAGE_SECONDS = 10

type Response = Pick<ServerResponse, 'setHeader'> | undefined

/** Every guest may get this page for GUEST_PAGE_SECONDS. The page differs with the login cookie, hence Vary. */
export function shareWithGuests(res: Response): void {
  res?.setHeader('Cache-Control', `public, s-maxage=${GUEST_PAGE_SECONDS}`)
  res?.setHeader('Vary', 'Cookie')
}

/** This response is the visitor's own, or incomplete: no cache keeps it. */
export function keepPrivate(res: Response): void {
  res?.setHeader('Cache-Control', 'private, no-store')
  res?.setHeader('Vary', 'Cookie')
}
