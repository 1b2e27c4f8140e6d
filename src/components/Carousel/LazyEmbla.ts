// Embla for a carousel's markup (EmblaEngine), as a chunk that is fetched after hydration: the carousel's markup is
// its own and the same on the server and in the browser, so embla is not part of the first-load JavaScript.
import dynamic from 'next/dynamic'

export type { EmblaApi, EmblaOptions } from './EmblaEngine'

export const LazyEmblaEngine = dynamic(() => import('./EmblaEngine').then((module) => module.EmblaEngine), { ssr: false })
