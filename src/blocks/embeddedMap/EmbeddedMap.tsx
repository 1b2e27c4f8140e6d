// embeddedMap: a Google Maps embed of a place or address, loaded lazily.
import { useTranslation } from 'react-i18next'
import { EmbedFrame } from '@/components/Embed/EmbedFrame'
import { googleMapsEmbedUrl } from '@/components/Embed/embedUrls'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { EmbeddedMapBlock } from './schema'

export function EmbeddedMap({ block }: BlockProps<EmbeddedMapBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title}>
      <EmbedFrame
        src={googleMapsEmbedUrl(block.Query)}
        title={block.Title || t('Embed.MapTitle', { query: block.Query })}
        heightPx={block.Height}
      />
    </BlockSection>
  )
}
