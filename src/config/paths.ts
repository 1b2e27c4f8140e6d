// Storefront routes that code links to directly (product URLs come from the server as RelativeUrl).
export const paths = {
  home: '/',
  basket: '/kurv/',
} as const
