// The cookie categories a visitor chooses between (docs/consent.md). Necessary cookies (basket, login, language, this
// choice itself) need no consent and are always on; the other three are off until the visitor turns them on.

import type { ConsentCategory } from '@delikat/contract/consent'

export type ConsentCategories = Record<ConsentCategory, boolean>

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'statistic', 'marketing']

export const NOTHING_ALLOWED: ConsentCategories = { functional: false, statistic: false, marketing: false }

export const EVERYTHING_ALLOWED: ConsentCategories = { functional: true, statistic: true, marketing: true }

/** How a choice was made, as recorded with it (POST /api/consent/). */
export type ConsentMethod = 'AcceptAll' | 'RejectAll' | 'Custom' | 'External'

/** A choice is kept 12 months, then the visitor is asked again (the Danish Data Protection Agency's guidance). */
export const CONSENT_COOKIE_DAYS = 365
