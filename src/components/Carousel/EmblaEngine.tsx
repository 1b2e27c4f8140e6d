// Embla itself, for Carousel: attaches to the carousel's viewport once this chunk has arrived after hydration and hands
// its API up; renders nothing (the markup is Carousel's, the same on the server and in the browser).
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect } from 'react'

export type EmblaApi = UseEmblaCarouselType[1]
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

type Props = {
  viewport: HTMLElement
  options: EmblaOptions
  onApi: (api: EmblaApi) => void
}

export function EmblaEngine({ viewport, options, onApi }: Props) {
  const [attach, api] = useEmblaCarousel(options)
  useEffect(() => {
    attach(viewport)
    return () => attach(null)
  }, [attach, viewport])
  useEffect(() => {
    onApi(api)
    return () => onApi(undefined)
  }, [api, onApi])
  return null
}
