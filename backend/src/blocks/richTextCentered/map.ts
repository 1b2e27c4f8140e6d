import type { RichTextCenteredComponent } from '@delikat/contract/components'
import { base, html, type StoredBlock } from '../shared/mapping'

export function mapRichTextCentered(block: StoredBlock): RichTextCenteredComponent {
  return { ...base(block), Type: 'richTextCentered', Html: html(block.content) }
}
