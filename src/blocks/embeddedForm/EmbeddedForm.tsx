// embeddedForm: a Typeform form, loaded lazily.
import { useTranslation } from 'react-i18next'
import { EmbedFrame } from '@/components/Embed/EmbedFrame'
import { typeformEmbedUrl } from '@/components/Embed/embedUrls'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { EmbeddedFormBlock } from './schema'

export function EmbeddedForm({ block }: BlockProps<EmbeddedFormBlock>) {
  const { t } = useTranslation()
  return (
    <BlockSection title={block.Title}>
      <EmbedFrame src={typeformEmbedUrl(block.FormId)} title={block.Title || t('Embed.FormTitle')} heightPx={block.Height} />
    </BlockSection>
  )
}
