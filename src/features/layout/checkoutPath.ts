// Whether a path is the checkout itself (/kassen/ and its steps; /en/ is the locale, not in asPath), where the header
// is the checkout's focused one (CheckoutHeader.tsx, docs/adr/0035). The receipt after it is not: the order is
// placed, and the full header (menu, search, the emptied basket) invites the shopper back into the shop.
import { paths } from '@/config/paths'

export function isCheckoutPath(asPath: string): boolean {
  const path = asPath.split(/[?#]/)[0] ?? ''
  const base = paths.checkout.replace(/\/$/, '')
  return path === base || path === `${base}/`
}
