// embeddedPopupTool: a third-party pop-up tool whose script may load only with marketing consent (docs/product.md §1, §4).
// Consent and the tool loader arrive with the consent issue; until then the block only marks its place, so the
// loader can find the tool id, and shows nothing.
import type { BlockProps } from '../types'
import type { EmbeddedPopupToolBlock } from './schema'

export function EmbeddedPopupTool({ block }: BlockProps<EmbeddedPopupToolBlock>) {
  return <div hidden data-popup-tool-id={block.ToolId} />
}
