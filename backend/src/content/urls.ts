/** Node URLs are stored and looked up in one form: leading and trailing slash, lower case, no query. */
export function normaliseNodeUrl(url: string): string {
  const path = url.split(/[?#]/)[0]?.trim().toLowerCase() ?? ''
  const withLead = path.startsWith('/') ? path : `/${path}`
  const collapsed = withLead.replace(/\/{2,}/g, '/')
  return collapsed.endsWith('/') ? collapsed : `${collapsed}/`
}

/** The storefront URL of a product (docs/product.md §2). */
export function productUrl(friendlyUrlName: string, productId: number | string): string {
  return `/produkter/${friendlyUrlName}/${productId}/`
}
