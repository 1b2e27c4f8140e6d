// Fills the consent context (docs/consent.md): reads the stored choice, asks through the shop's own dialog (or the
// outside tool CONSENT_TOOL names), saves every choice as cookies and as a record on the server, keeps Google
// Consent Mode in step, and loads the tag manager once statistics or marketing are allowed. The dialog is fixed at
// the bottom, so its arrival shifts nothing, and rendered before the page, so it stays first in the keyboard order.
// A visitor who has not answered gets it in the page's HTML (the server reads the cookie, docs/adr/0053), painted
// with the page; its code is a chunk of its own, requested as soon as this module runs in their browser, and it
// hydrates apart once that has come (docs/adr/0052). A page the server could not tailor (a product page from Next's
// page cache) shows it once the browser has read the cookie.
import { useRouter } from 'next/router'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { thirdPartyConfig } from '@/config/thirdParty'
import { HydrateApart } from '@/components/HydrateApart/HydrateApart'
import { laterInBrowser } from '@/components/HydrateApart/laterInBrowser'
import { logError } from '@/lib/log'
import { recordConsent } from './api/record-consent'
import { CONSENT_VERSION } from '@delikat/contract/consent'
import { NOTHING_ALLOWED, type ConsentCategories, type ConsentMethod } from './categories'
import { ConsentContext, type ConsentState } from './consent-context'
import { readStoredConsent, writeStoredConsent } from './consentCookies'
import { setConsentDefaults, updateConsentMode } from './consentMode'
import type { DialogView } from './components/ConsentDialog'
import { loadExternalTool, reopenExternalTool } from './externalTools'
import { loadAllowedScripts } from './outsideScripts'
import { loadTagManager, pageNonce } from './tagManager'

type Dialog = typeof import('./components/ConsentDialog')

const ConsentDialog = laterInBrowser(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's branch only, dropped from the browser's build
  typeof window === 'undefined' ? (require('./components/ConsentDialog') as Dialog).ConsentDialog : null,
  () => import('./components/ConsentDialog').then((module) => module.ConsentDialog),
  { name: 'the cookie dialog' },
)

// Before React renders anything: the denied defaults first in the data layer, then a returning visitor's choice (or,
// for a first visit with the shop's own dialog, the dialog's chunk).
if (typeof window !== 'undefined') {
  setConsentDefaults()
  const stored = readStoredConsent()
  if (stored) updateConsentMode(stored.categories)
  else if (thirdPartyConfig().consentTool.kind === 'builtin') void ConsentDialog.preload()
}

/** A new consent id: random, not derived from anything about the visitor. */
function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const same = (a: ConsentCategories, b: ConsentCategories) =>
  a.functional === b.functional && a.statistic === b.statistic && a.marketing === b.marketing

type Props = {
  /**
   * The server rendered the dialog into the page: the request held no answer (App.getInitialProps). The browser
   * starts from the same view, so the page hydrates as it was sent, then follows the cookie it reads.
   */
  askedInHtml?: boolean
  children: ReactNode
}

export function ConsentProvider({ askedInHtml = false, children }: Props) {
  const router = useRouter()
  const tool = thirdPartyConfig().consentTool
  const tagManager = thirdPartyConfig().tagManager
  const outsideScripts = thirdPartyConfig().scripts
  const [categories, setCategories] = useState<ConsentCategories>(NOTHING_ALLOWED)
  const [decided, setDecided] = useState(false)
  const [ready, setReady] = useState(false)
  const [view, setView] = useState<DialogView>(() => (askedInHtml && tool.kind === 'builtin' ? 'first' : 'closed'))
  const consentId = useRef<string | null>(null)
  const current = useRef<ConsentCategories | null>(null)

  const choose = useCallback(
    (chosen: ConsentCategories, method: ConsentMethod) => {
      // An outside tool reports the stored choice on every page load; only a change is a new choice to record.
      if (method === 'External' && current.current && same(current.current, chosen)) return
      consentId.current = consentId.current ?? newConsentId()
      current.current = chosen
      const record = { consentId: consentId.current, version: CONSENT_VERSION, categories: chosen, method, url: router.asPath }
      writeStoredConsent({ consentId: record.consentId, version: record.version, givenAt: new Date().toISOString(), categories: chosen })
      updateConsentMode(chosen)
      setCategories(chosen)
      setDecided(true)
      setView('closed')
      recordConsent(record).catch((error: unknown) => logError('recording the cookie consent', error))
    },
    [router],
  )

  useEffect(() => {
    const stored = readStoredConsent()
    if (stored) {
      consentId.current = stored.consentId
      current.current = stored.categories
    }
    // A transition: the stored choice reaches every part of the page, and the parts still waiting to hydrate
    // (src/components/HydrateApart) then hydrate in slices rather than in one long task.
    startTransition(() => {
      if (stored) {
        setCategories(stored.categories)
        setDecided(true)
        // A page kept for first visits that reached a visitor who has answered (a cache in front of the shop that
        // does not tell the two apart) closes its dialog at once.
        setView('closed')
      } else if (tool.kind === 'builtin') {
        setView('first')
      }
      setReady(true)
    })
    if (tool.kind === 'builtin') return undefined
    return loadExternalTool(tool, router.locale ?? 'da', pageNonce(), (choice) => choose(choice, 'External'))
    // Once per page load: the tool and the stored choice do not change while the shop runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The tag manager comes with the first choice that allows what it is for, and stays for the page's life (Consent
  // Mode tells it when a later choice withdraws consent).
  useEffect(() => {
    if (tagManager && (categories.statistic || categories.marketing)) loadTagManager(tagManager)
  }, [tagManager, categories.statistic, categories.marketing])

  // The help widget, heatmaps and the pop-up tool, each with its own category (docs/consent.md).
  useEffect(() => {
    if (outsideScripts.length > 0) loadAllowedScripts(outsideScripts, categories, pageNonce())
  }, [outsideScripts, categories])

  const openSettings = useCallback(() => {
    if (tool.kind === 'builtin') setView('settings')
    else reopenExternalTool(tool)
  }, [tool])

  const value = useMemo<ConsentState>(
    () => ({ categories, decided, ready, choose, openSettings }),
    [categories, decided, ready, choose, openSettings],
  )

  return (
    <ConsentContext.Provider value={value}>
      {view !== 'closed' ? (
        <HydrateApart>
          <ConsentDialog
            view={view}
            initial={categories}
            onChoose={choose}
            onCustomise={() => setView('settings')}
            onClose={decided ? () => setView('closed') : undefined}
          />
        </HydrateApart>
      ) : null}
      {children}
    </ConsentContext.Provider>
  )
}
