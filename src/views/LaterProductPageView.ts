// The product page's view, whose code the browser fetches after the first load (docs/adr/0052): the server renders it
// from its own bundle; the browser asks for its chunk as soon as the page's code runs, beside the page's hydration,
// and hydrates the server's HTML once it has come.
import { laterInBrowser } from '@/components/HydrateApart/laterInBrowser'

export const LaterProductPageView = laterInBrowser(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's branch only, dropped from the browser's build
  typeof window === 'undefined' ? (require('./ProductPageView') as typeof import('./ProductPageView')).ProductPageView : null,
  () => import('./ProductPageView').then((module) => module.ProductPageView),
  { name: 'the product page', eager: true },
)
