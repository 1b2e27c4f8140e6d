// Google Consent Mode v2 (docs/consent.md): before any tag can run, every storage is denied, with a 500 ms wait for
// the visitor's choice (docs/product.md §9 consent wait). Analytics follows the statistic category, ads (storage, user
// data, personalisation) the marketing one, functionality and personalisation storage the functional one. Tags only
// ever load after a choice that allows them, but the defaults are in window.dataLayer from the first moment anyway,
// so a tag manager loaded later finds them first.
import type { ConsentCategories } from './categories'

export const CONSENT_WAIT_MS = 500

type ConsentState = 'granted' | 'denied'

export type ConsentModeSignals = {
  ad_storage: ConsentState
  ad_user_data: ConsentState
  ad_personalization: ConsentState
  analytics_storage: ConsentState
  functionality_storage: ConsentState
  personalization_storage: ConsentState
  security_storage: ConsentState
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The gtag() function's calling convention: it pushes its `arguments` object, which is what the tag manager reads. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params -- gtag commands must be the Arguments object, not an array
  window.dataLayer.push(arguments)
}

const state = (allowed: boolean): ConsentState => (allowed ? 'granted' : 'denied')

export function consentSignals(categories: ConsentCategories): ConsentModeSignals {
  return {
    ad_storage: state(categories.marketing),
    ad_user_data: state(categories.marketing),
    ad_personalization: state(categories.marketing),
    analytics_storage: state(categories.statistic),
    functionality_storage: state(categories.functional),
    personalization_storage: state(categories.functional),
    security_storage: 'granted',
  }
}

let defaultsSet = false

/** Puts the denied defaults first in window.dataLayer, once per page load (later calls do nothing). */
export function setConsentDefaults(): void {
  if (typeof window === 'undefined' || defaultsSet) return
  defaultsSet = true
  gtag('consent', 'default', {
    ...consentSignals({ functional: false, statistic: false, marketing: false }),
    wait_for_update: CONSENT_WAIT_MS,
  })
}

/** Tells the tags what the visitor allows now. */
export function updateConsentMode(categories: ConsentCategories): void {
  if (typeof window === 'undefined') return
  setConsentDefaults()
  gtag('consent', 'update', consentSignals(categories))
}
