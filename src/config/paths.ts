// Storefront routes that code links to directly (product URLs come from the server as RelativeUrl).
export const paths = {
  home: '/',
  basket: '/kurv/',
  /** The checkout page (the seed places the checkout component on it). */
  checkout: '/kassen/',
  /** The login page (the login itself arrives with the auth issue). */
  login: '/log-ind/',
  /** Product search (SPEC §9 product search); the query and filters ride in the URL's query string. */
  search: '/soeg/',
} as const

/** Paths next.config.js rewrites to the backend (files and the shop API): links to them are not pages, so they
 * are followed by the browser, never by the client-side router. */
export const BACKEND_PATH_PREFIXES = ['/api/', '/media/', '/content-api/'] as const

export function isBackendPath(path: string): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}
