// richText: the editor's HTML at a readable width; site links navigate client-side (docs/product.md §2).
import { RichText } from '@/components/RichText/RichText'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { RichTextBlock as RichTextBlockData } from './schema'

export function RichTextBlock({ block }: BlockProps<RichTextBlockData>) {
  if (!block.Html.trim()) return null
  return (
    <BlockSection width="narrow">
      <RichText html={block.Html} />
    </BlockSection>
  )
}
