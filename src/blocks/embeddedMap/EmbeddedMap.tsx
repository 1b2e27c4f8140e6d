// embeddedMap: a Google Maps embed of a place or address, loaded lazily and only with consent (docs/consent.md).
import { useTranslation } from '@/i18n/texts'
import { googleMapsEmbedUrl } from '@/components/Embed/embedUrls'
import { BlockSection } from '@/components/Section/BlockSection'
import { ConsentedFrame } from '@/features/consent/components/ConsentedFrame'
import type { BlockProps } from '../types'
import type { EmbeddedMapBlock } from './schema'

export function EmbeddedMap({ block }: BlockProps<EmbeddedMapBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title}>
      <ConsentedFrame
        provider="Google Maps"
        kind="map"
        src={googleMapsEmbedUrl(block.Query)}
        title={block.Title || t('Embed.MapTitle', { query: block.Query })}
        heightPx={block.Height}
      />
    </BlockSection>
  )
}
