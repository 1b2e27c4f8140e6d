// The account pages hold one customer's data: never kept by a shared cache or the browser's back-forward cache
// and never indexed. Their content is rendered in the browser once the login is known (AccountPage), so the
// server's HTML is the same skeleton for everyone; these headers make sure nothing else is stored either.
import type { NextPageContext } from 'next'

export async function loadPrivatePage({ res }: Pick<NextPageContext, 'res'>): Promise<Record<string, never>> {
  if (res && !res.headersSent) {
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
  }
  return {}
}
