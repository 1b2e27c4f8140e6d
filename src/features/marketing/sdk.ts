// The marketing platform's web SDK (Bloomreach Engagement, docs/marketing-tracking.md). Loaded the way its own
// snippet does it: a stand-in object whose methods queue their calls in `_` until the real script, loaded after it,
// takes the queue over. The shop calls these few functions only; nothing here runs before tracking is allowed.
import type { MarketingSdkConfig } from '@/config/thirdParty'

type SdkMethod = (...args: unknown[]) => void

/** What the shop uses of the SDK (the rest of its API is left to campaigns configured in the platform). */
export type MarketingSdk = {
  _?: unknown[]
  initialize: SdkMethod
  start: SdkMethod
  identify: SdkMethod
  anonymize: SdkMethod
  track: SdkMethod
  update: SdkMethod
}

declare global {
  interface Window {
    exponea?: MarketingSdk
  }
}

const METHODS = ['initialize', 'start', 'identify', 'anonymize', 'track', 'update'] as const
const SCRIPT_ID = 'delikat-marketing-sdk'

/** The queueing stand-in of the platform's snippet: each call is kept as [name, arguments] for the real SDK. */
function queueingSdk(): MarketingSdk {
  const queue: unknown[] = []
  const sdk = { _: queue } as MarketingSdk
  for (const name of METHODS) {
    sdk[name] = function queued() {
      // eslint-disable-next-line prefer-rest-params -- the SDK replays the Arguments object as it was given
      queue.push([name, arguments])
    }
  }
  return sdk
}

export function isSdkLoaded(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SCRIPT_ID) !== null
}

/**
 * Starts tracking: the SDK is set up with the project and loaded. `customerId` identifies a logged-in customer from the
 * first event. Tracking runs only while allowed (src/features/marketing/rules.ts), so the SDK's own consent
 * handling is told the visitor opted in.
 */
export function loadMarketingSdk(config: MarketingSdkConfig, nonce: string | undefined): MarketingSdk {
  if (window.exponea && isSdkLoaded()) return window.exponea
  const sdk = queueingSdk()
  window.exponea = sdk
  sdk.initialize({
    target: config.target,
    token: config.projectToken,
    compliance: { opt_in: true },
    // Page visits are sent by the shop's own page tracking, with the shop's names for them.
    track: { visits: true, google_analytics: false },
  })
  sdk.start()
  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = config.sdkUrl
  if (nonce) script.setAttribute('nonce', nonce)
  document.head.appendChild(script)
  return sdk
}
