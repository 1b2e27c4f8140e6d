// The visitor's cookie consent (docs/consent.md): the one source of truth for every script, tag and tracker of the
// shop. ConsentProvider fills it; everything else reads it through useConsent(). Until the browser has read the
// stored choice (`ready`), nothing is allowed.
import { createContext, useContext } from 'react'
import { NOTHING_ALLOWED, type ConsentCategories, type ConsentMethod } from './categories'

export interface ConsentState {
  /** What the visitor allows now; all false until a choice allows more. */
  categories: ConsentCategories
  /** A choice under the current text version exists (the dialog is not asking). */
  decided: boolean
  /** The stored choice has been read in the browser (false while rendering on the server). */
  ready: boolean
  /** Saves a choice: cookies, Consent Mode, the server's record. */
  choose: (categories: ConsentCategories, method: ConsentMethod) => void
  /** Opens the cookie settings again (the footer's link), in the shop's dialog or the outside tool's. */
  openSettings: () => void
}

export const ConsentContext = createContext<ConsentState>({
  categories: NOTHING_ALLOWED,
  decided: false,
  ready: false,
  choose: () => undefined,
  openSettings: () => undefined,
})

export function useConsent(): ConsentState {
  return useContext(ConsentContext)
}
