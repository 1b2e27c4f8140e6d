// embeddedPopupTool: where the pop-up tool (POPUP_TOOL_SCRIPT_URL, docs/consent.md) places the campaign the editor named.
// The tool's script loads only with marketing consent, so the anchor is there only then: without consent, or without a
// configured tool, the component renders nothing at all.
import { thirdPartyConfig } from '@/config/thirdParty'
import { useConsent } from '@/features/consent/consent-context'
import type { BlockProps } from '../types'
import type { EmbeddedPopupToolBlock } from './schema'

export function EmbeddedPopupTool({ block }: BlockProps<EmbeddedPopupToolBlock>) {
  const consent = useConsent()
  const configured = thirdPartyConfig().scripts.some((script) => script.name === 'popupTool')
  if (!configured || !consent.categories.marketing) return null
  return <div className="popup-tool-anchor" data-popup-tool-id={block.ToolId} data-testid="popup-tool-anchor" />
}
