// embed (docs/product.md §2): google-maps and typeform as lazy, titled iframes once consent allows them (docs/consent.md);
// youtube behind a thumbnail until clicked.
import { useTranslation } from '@/i18n/texts'
import { googleMapsEmbedUrl, typeformEmbedUrl } from '@/components/Embed/embedUrls'
import { YouTubeEmbed } from '@/components/Embed/YouTubeEmbed'
import { BlockSection } from '@/components/Section/BlockSection'
import { ConsentedFrame } from '@/features/consent/components/ConsentedFrame'
import type { BlockProps } from '../types'
import type { EmbedBlock } from './schema'

export function Embed({ block }: BlockProps<EmbedBlock>) {
  const { t } = useTranslation()
  const content = (() => {
    switch (block.Provider) {
      case 'youtube':
        return <YouTubeEmbed videoId={block.Value} title={block.Title} thumbnail={null} />
      case 'google-maps':
        return (
          <ConsentedFrame
            provider="Google Maps"
            kind="map"
            src={googleMapsEmbedUrl(block.Value)}
            title={block.Title || t('Embed.MapTitle', { query: block.Value })}
            heightPx={block.Height}
          />
        )
      case 'typeform':
        return (
          <ConsentedFrame
            provider="Typeform"
            kind="form"
            src={typeformEmbedUrl(block.Value)}
            title={block.Title || t('Embed.FormTitle')}
            heightPx={block.Height}
          />
        )
    }
  })()
  return <BlockSection title={block.Title}>{content}</BlockSection>
}
