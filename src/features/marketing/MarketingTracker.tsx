// Runs the marketing platform's web SDK for the visitors it may track (docs/marketing-tracking.md, rules.ts): loads it
// once tracking is allowed, identifies a logged-in customer by HardId, anonymises on logout and after a failed token
// (the login then ends as a guest), and when marketing consent is withdrawn by someone who is not a logged-in
// consumer, anonymises and reloads the page so that nothing of the SDK stays running (docs/product.md §4). The
// layout's navigation clicks reach it as `click` events through the analytics listener (features/tracking).
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { thirdPartyConfig } from '@/config/thirdParty'
import { useActingStaff } from '@/features/auth/acting'
import { useAuth } from '@/features/auth/auth-context'
import { useConsent } from '@/features/consent/consent-context'
import { pageNonce } from '@/features/consent/tagManager'
import { MarketingContext, type MarketingTracking } from './marketing-context'
import { identifyAllowed, trackingAllowed, type TrackingSubject } from './rules'
import { loadMarketingSdk } from './sdk'

/** Reloads the page (a seam for the component tests: jsdom cannot navigate). */
export const pageReload = { run: () => window.location.reload() }

export function MarketingTracker({ children }: { children: ReactNode }) {
  const config = thirdPartyConfig().marketing
  const { status, customer } = useAuth()
  const consent = useConsent()
  const acting = useActingStaff()
  const [running, setRunning] = useState(false)
  const identified = useRef<string | null>(null)
  // Who was logged in when tracking last ran: a consumer's logout ends tracking without a reload.
  const trackedClientType = useRef<TrackingSubject['clientType']>(null)

  // Nothing is decided while the stored consent or the login are still being read.
  const settled = consent.ready && status !== 'loading'
  const subject: TrackingSubject = {
    clientType: status === 'authenticated' && customer ? customer.ClientType : null,
    marketingConsent: consent.categories.marketing,
    acting,
  }
  const allowed = settled && trackingAllowed(subject)
  const hardId = settled && identifyAllowed(subject) ? (customer?.HardId ?? null) : null

  useEffect(() => {
    if (!config || !settled) return
    if (allowed && !running) {
      loadMarketingSdk(config, pageNonce())
      startTransition(() => setRunning(true))
      return
    }
    if (!allowed && running) {
      window.exponea?.anonymize()
      identified.current = null
      setRunning(false)
      // A withdrawn consent (not a consumer's logout, nor staff starting to act): the SDK must not go on in this page.
      const loggedOut = trackedClientType.current === 'B2C' && subject.clientType !== 'B2C'
      if (!consent.categories.marketing && !loggedOut && !acting) pageReload.run()
      return
    }
    if (!running) return
    trackedClientType.current = subject.clientType
    if (hardId && identified.current !== hardId) {
      window.exponea?.identify({ registered: hardId })
      identified.current = hardId
    } else if (!hardId && identified.current) {
      window.exponea?.anonymize()
      identified.current = null
    }
    // subject.clientType is derived from status and customer, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, settled, allowed, running, hardId, consent.categories.marketing, acting])

  const value = useMemo<MarketingTracking>(
    () => ({
      active: running && allowed,
      track: (event, properties) => {
        if (running && allowed) window.exponea?.track(event, properties)
      },
    }),
    [running, allowed],
  )
  return <MarketingContext.Provider value={value}>{children}</MarketingContext.Provider>
}
