// A CMS image in one of the docs/product.md §9 presets, with srcset, width/height against layout shift, the docs/product.md §3 alt
// text rule and a fallback source when loading fails.
import Head from 'next/head'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { IMAGE_PRESETS, type ImagePreset } from '@/config/constants'
import type { Image } from '@/lib/schemas'
import { altTextFor, FALLBACK_IMAGE_SRC, heightFor, imageUrl, srcSetFor } from './imageUrl'
import { theme } from '@/styles/theme'

type Props = {
  image: Image | null | undefined
  preset: ImagePreset
  /** The width the image is laid out at on large screens, in px. */
  width: number
  /** The `sizes` attribute; defaults to the fixed width. */
  sizes?: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  /** The image repeats what text next to it says (a linked card's title): empty alt text. */
  decorative?: boolean
  className?: string
}

const Img = styled.img<{ $ratio: string }>`
  width: 100%;
  height: auto;
  /* The preset's shape, whatever the file's own size: no layout shift, same crop everywhere. */
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${theme.colors.surfaceAlt};
`

export function CmsImage({ image, preset, width, sizes, priority = false, decorative = false, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  const height = heightFor(width, preset)
  const src = image ? imageUrl(image.BaseUrl, width, preset) : null
  const failed = src === null || failedSrc === src

  // An image can fail before React hydrates and attaches onError; catch that case once mounted.
  useEffect(() => {
    const element = ref.current
    if (src && element && element.complete && element.naturalWidth === 0) setFailedSrc(src)
  }, [src])

  const srcSet = failed || !image ? undefined : srcSetFor(image.BaseUrl, width, preset)
  const imageSizes = failed ? undefined : (sizes ?? `${width}px`)

  return (
    <>
      {/* Above the fold: asked for from the page's head, before its scripts, so it does not wait for a connection
          behind them (docs/adr/0049). */}
      {priority && !failed ? (
        <Head>
          <link
            key={`preload-image-${src}`}
            rel="preload"
            as="image"
            href={src}
            imageSrcSet={srcSet}
            imageSizes={imageSizes}
            fetchPriority="high"
          />
        </Head>
      ) : null}
      <Img
        ref={ref}
        className={className}
        $ratio={`${IMAGE_PRESETS[preset].width} / ${IMAGE_PRESETS[preset].height}`}
        src={failed ? FALLBACK_IMAGE_SRC : src}
        srcSet={srcSet}
        sizes={imageSizes}
        alt={image && !decorative ? altTextFor(image) : ''}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The image that is the page's largest paint is decoded with the page's first paint, not after it.
        decoding={priority ? 'sync' : 'async'}
        onError={() => {
          if (src) setFailedSrc(src)
        }}
      />
    </>
  )
}
