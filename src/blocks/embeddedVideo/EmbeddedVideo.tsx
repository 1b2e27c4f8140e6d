// embeddedVideo: a YouTube video behind a thumbnail; the player loads only after a click (docs/product.md §2).
import { YouTubeEmbed } from '@/components/Embed/YouTubeEmbed'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { EmbeddedVideoBlock } from './schema'

export function EmbeddedVideo({ block }: BlockProps<EmbeddedVideoBlock>) {
  return (
    <BlockSection title={block.Title}>
      <YouTubeEmbed videoId={block.VideoId} title={block.Title} thumbnail={block.Thumbnail} />
    </BlockSection>
  )
}
