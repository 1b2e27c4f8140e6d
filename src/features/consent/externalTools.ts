// The adapters for an outside consent tool (CONSENT_TOOL, docs/consent.md): Cookie Information or Cookiebot shows its
// own dialog, and its events are mapped onto the shop's consent state, so the rest of the shop reads one state
// whichever tool asked. The tool's script is the one outside script loaded before a choice: asking is its job.
import type { ConsentToolConfig } from '@/config/thirdParty'
import type { ConsentCategories } from './categories'

type CookiebotApi = {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean }
  hasResponse?: boolean
  renew?: () => void
}

type CookieInformationApi = { getConsentGivenFor?: (category: string) => boolean }

declare global {
  interface Window {
    Cookiebot?: CookiebotApi
    CookieInformation?: CookieInformationApi
    /** Cookie Information's own API for reopening its dialog. */
    CookieConsent?: { renew?: () => void }
  }
}

type ExternalTool = Exclude<ConsentToolConfig, { kind: 'builtin' }>

/** What the tool says the visitor chose, or null while it has no answer yet. */
export function readExternalChoice(tool: ExternalTool): ConsentCategories | null {
  if (tool.kind === 'cookiebot') {
    const bot = window.Cookiebot
    if (!bot?.hasResponse || !bot.consent) return null
    return {
      functional: bot.consent.preferences === true,
      statistic: bot.consent.statistics === true,
      marketing: bot.consent.marketing === true,
    }
  }
  const given = window.CookieInformation?.getConsentGivenFor
  if (!given) return null
  return { functional: given('cookie_cat_functional'), statistic: given('cookie_cat_statistic'), marketing: given('cookie_cat_marketing') }
}

/** The events each tool fires when a choice is made or read back. */
const EVENTS: Record<ExternalTool['kind'], string[]> = {
  cookiebot: ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'],
  cookieinformation: ['CookieInformationConsentGiven'],
}

/** Loads the tool's script (once) and calls `onChoice` with every choice it reports. Answers the clean-up. */
export function loadExternalTool(
  tool: ExternalTool,
  locale: string,
  nonce: string | undefined,
  onChoice: (choice: ConsentCategories) => void,
): () => void {
  const listener = () => {
    const choice = readExternalChoice(tool)
    if (choice) onChoice(choice)
  }
  for (const name of EVENTS[tool.kind]) window.addEventListener(name, listener)
  if (!document.getElementById('delikat-consent-tool')) {
    const script = document.createElement('script')
    script.id = 'delikat-consent-tool'
    script.src = tool.scriptUrl
    script.async = true
    if (nonce) script.nonce = nonce
    script.dataset.culture = locale.toUpperCase()
    if (tool.kind === 'cookiebot') {
      script.dataset.cbid = tool.cookiebotId
      // The shop loads its tags itself once consent allows them; Cookiebot must not block or rewrite scripts.
      script.dataset.blockingmode = 'manual'
    }
    document.head.appendChild(script)
  }
  return () => {
    for (const name of EVENTS[tool.kind]) window.removeEventListener(name, listener)
  }
}

/** Opens the tool's dialog again (the footer's cookie settings). */
export function reopenExternalTool(tool: ExternalTool): void {
  if (tool.kind === 'cookiebot') window.Cookiebot?.renew?.()
  else window.CookieConsent?.renew?.()
}
