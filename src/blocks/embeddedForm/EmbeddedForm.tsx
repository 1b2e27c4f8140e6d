// embeddedForm: a Typeform form, loaded lazily and only with consent (docs/consent.md).
import { useTranslation } from '@/i18n/texts'
import { typeformEmbedUrl } from '@/components/Embed/embedUrls'
import { BlockSection } from '@/components/Section/BlockSection'
import { ConsentedFrame } from '@/features/consent/components/ConsentedFrame'
import type { BlockProps } from '../types'
import type { EmbeddedFormBlock } from './schema'

export function EmbeddedForm({ block }: BlockProps<EmbeddedFormBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title}>
      <ConsentedFrame
        provider="Typeform"
        kind="form"
        src={typeformEmbedUrl(block.FormId)}
        title={block.Title || t('Embed.FormTitle')}
        heightPx={block.Height}
      />
    </BlockSection>
  )
}
