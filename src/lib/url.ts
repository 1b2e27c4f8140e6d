/** Adds the trailing slash every shop API and content service path has (docs/api/README.md), before any query or hash. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match?.[1] ?? path
  const rest = match?.[2] ?? ''
  if (pathname === '' || pathname.endsWith('/')) return `${pathname}${rest}`
  return `${pathname}/${rest}`
}

/** Normalises a CMS path: leading and trailing slash, no query or hash. */
export function toNodeUrl(segments: readonly string[]): string {
  const clean = segments.filter((segment) => segment !== '')
  return clean.length === 0 ? '/' : `/${clean.join('/')}/`
}
