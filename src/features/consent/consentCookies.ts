// Reads and writes the visitor's choice as cookies (docs/consent.md): the categories as `cookie_cat_*`, which tag
// managers and outside tools read too, and `delikat_consent` with the id of the recorded choice. A choice made under
// an older text version counts as no choice: the visitor is asked again.
import Cookies from 'js-cookie'
import { cookieAttributes } from '@/lib/cookies'
import { CATEGORY_COOKIE, CONSENT_COOKIE, CONSENT_VERSION } from '@delikat/contract/consent'
import { CONSENT_CATEGORIES, CONSENT_COOKIE_DAYS, type ConsentCategories } from './categories'

export type StoredConsent = { consentId: string; version: string; givenAt: string; categories: ConsentCategories }

export function readStoredConsent(): StoredConsent | null {
  const [consentId, version, givenAt] = (Cookies.get(CONSENT_COOKIE) ?? '').split('|')
  if (!consentId || version !== CONSENT_VERSION || !givenAt) return null
  const categories = { functional: false, statistic: false, marketing: false }
  for (const category of CONSENT_CATEGORIES) categories[category] = Cookies.get(CATEGORY_COOKIE[category]) === 'true'
  return { consentId, version, givenAt, categories }
}

export function writeStoredConsent(consent: StoredConsent): void {
  const attributes = { ...cookieAttributes(), expires: CONSENT_COOKIE_DAYS }
  for (const category of CONSENT_CATEGORIES) Cookies.set(CATEGORY_COOKIE[category], String(consent.categories[category]), attributes)
  Cookies.set(CONSENT_COOKIE, `${consent.consentId}|${consent.version}|${consent.givenAt}`, attributes)
}
