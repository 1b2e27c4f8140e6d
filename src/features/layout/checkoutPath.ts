// Whether a path is one of the checkout's pages (/kassen/ and its receipt; /en/ is the locale, not in asPath), where
// the header is the checkout's focused one (CheckoutHeader.tsx, docs/adr/0035).
import { paths } from '@/config/paths'

export function isCheckoutPath(asPath: string): boolean {
  const path = asPath.split(/[?#]/)[0] ?? ''
  const base = paths.checkout.replace(/\/$/, '')
  return path === base || path.startsWith(`${base}/`)
}
