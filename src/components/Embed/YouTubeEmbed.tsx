// A YouTube video the privacy-friendly way (docs/product.md §2): first a thumbnail (the CMS image, else a drawn
// placeholder; nothing is fetched from YouTube) with a labelled play button; only after a click the player is
// added, from the no-cookie host, and starts playing.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import type { Image } from '@/lib/schemas'
import { youtubeEmbedUrl } from './embedUrls'
import { theme } from '@/styles/theme'

/** Largest rendered width of a video (the content column). */
const VIDEO_WIDTH = 960

type Props = {
  videoId: string
  title: string | null
  thumbnail: Image | null
}

const Box = styled.div`
  position: relative;
  max-width: ${VIDEO_WIDTH}px;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.charcoal};

  img,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding: ${theme.space.lg};
  background:
    radial-gradient(circle at 30% 30%, rgba(255, 250, 242, 0.12), transparent 60%),
    linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.charcoal});
  color: ${theme.colors.onPrimary};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
`

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.onPrimary};
    outline-offset: -6px;
  }

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    box-shadow: ${theme.shadows.raised};
    transition: transform 0.15s ease;
  }

  &:hover span {
    transform: scale(1.08);
    background: ${theme.colors.primaryHover};
  }

  svg {
    width: 28px;
    height: 28px;
    margin-left: 4px;
  }
`

export function YouTubeEmbed({ videoId, title, thumbnail }: Props) {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const name = title || t('Embed.VideoFallbackTitle')

  // The play button disappears with the click; keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus()
  }, [playing])

  if (!videoId.trim()) return null

  return (
    <Box>
      {playing ? (
        <iframe
          ref={frameRef}
          src={youtubeEmbedUrl(videoId)}
          title={name}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {thumbnail ? (
            <CmsImage
              image={thumbnail}
              preset="Landscape"
              width={VIDEO_WIDTH}
              sizes={`(min-width: ${VIDEO_WIDTH}px) ${VIDEO_WIDTH}px, 100vw`}
            />
          ) : (
            <Placeholder aria-hidden="true">{title}</Placeholder>
          )}
          <PlayButton type="button" onClick={() => setPlaying(true)} aria-label={t('Embed.PlayVideo', { title: name })}>
            <span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 4.5v15l12.5-7.5L7 4.5Z" fill="currentColor" />
              </svg>
            </span>
          </PlayButton>
        </>
      )}
    </Box>
  )
}
