// Storefront routes that code links to directly (product URLs come from the server as RelativeUrl).
export const paths = {
  home: '/',
  basket: '/kurv/',
  /** The checkout page (the seed places the checkout component on it). */
  checkout: '/kassen/',
  checkoutReceipt: (orderUid: string) => `/kassen/kvittering/?order=${encodeURIComponent(orderUid)}`,
  /** The login page (the same form as the login dialog, for links and redirects). */
  login: '/log-ind/',
  /** Asks for a password-reset mail; the mail links to resetPassword with ?token=. */
  forgotPassword: '/glemt-adgangskode/',
  resetPassword: '/nulstil-adgangskode/',
  /** The account area: profile, addresses, password, favourites and orders. */
  account: '/konto/',
  accountAddresses: '/konto/adresser/',
  accountPassword: '/konto/adgangskode/',
  accountFavourites: '/konto/favoritter/',
  accountOrders: '/konto/ordrer/',
  /** One order's receipt in the account: accountOrder(uid). */
  accountOrder: (orderUid: string) => `/konto/ordrer/${encodeURIComponent(orderUid)}/`,
  /** Sign-up pages (CMS nodes with the createCustomer component, seeded). */
  createCustomer: '/opret-kunde/',
  createBusinessCustomer: '/opret-erhvervskunde/',
  /** Product search (docs/product.md §9 product search); the query and filters ride in the URL's query string. */
  search: '/soeg/',
  /** "Fortryd købet her" (docs/adr/0023): a guest finds the order there; withdrawalOrder(uid) opens one order at once. */
  withdrawal: '/fortryd/',
  withdrawalOrder: (orderUid: string) => `/fortryd/?order=${encodeURIComponent(orderUid)}`,
  /** The privacy and cookie policy (a seeded CMS page); the cookie dialog links to it. */
  privacy: '/privatlivs-og-cookiepolitik/',
  /** The admin's "Handl som kunden" link lands here with ?token= (docs/api/impersonation.md). */
  actAsCustomer: '/handl-som/',
} as const

/** Paths next.config.js rewrites to the backend (files and the shop API): links to them are not pages, so they
 * are followed by the browser, never by the client-side router. */
export const BACKEND_PATH_PREFIXES = ['/api/', '/media/', '/content-api/'] as const

export function isBackendPath(path: string): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}
