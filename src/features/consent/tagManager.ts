// The tag manager (GTM_CONTAINER_ID, docs/consent.md) is loaded once the visitor allows statistics or marketing, and
// never before: nothing outside the shop's origin is requested without consent. The script carries the page's CSP
// nonce, which the tag manager hands on to the custom tags it adds.
import type { TagManagerConfig } from '@/config/thirdParty'

const SCRIPT_ID = 'delikat-tag-manager'

/** The nonce Next put on the page's own scripts (the property: browsers hide the attribute's value). */
export function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || undefined
}

export function loadTagManager(config: TagManagerConfig): void {
  if (document.getElementById(SCRIPT_ID)) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = config.scriptUrl
  const nonce = pageNonce()
  if (nonce) script.setAttribute('nonce', nonce)
  document.head.appendChild(script)
}
