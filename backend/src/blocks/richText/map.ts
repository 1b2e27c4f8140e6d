import type { RichTextComponent } from '@delikat/contract/components'
import { base, html, type StoredBlock } from '../shared/mapping'

export function mapRichText(block: StoredBlock): RichTextComponent {
  return { ...base(block), Type: 'richText', Html: html(block.content) }
}
