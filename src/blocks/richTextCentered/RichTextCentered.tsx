// richTextCentered: the editor's HTML, centred (introductions, short statements).
import { RichText } from '@/components/RichText/RichText'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { RichTextCenteredBlock } from './schema'

export function RichTextCentered({ block }: BlockProps<RichTextCenteredBlock>) {
  if (!block.Html.trim()) return null
  return (
    <BlockSection width="narrow">
      <RichText html={block.Html} centered />
    </BlockSection>
  )
}
