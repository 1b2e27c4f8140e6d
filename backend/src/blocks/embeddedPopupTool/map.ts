import type { EmbeddedPopupToolComponent } from '@delikat/contract/components'
import { base, type StoredBlock, str } from '../shared/mapping'

export function mapEmbeddedPopupTool(block: StoredBlock): EmbeddedPopupToolComponent {
  return { ...base(block), Type: 'embeddedPopupTool', ToolId: str(block.toolId) }
}
