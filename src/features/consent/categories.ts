// The cookie categories a visitor chooses between (docs/consent.md). Necessary cookies (basket, login, language, this
// choice itself) need no consent and are always on; the other three are off until the visitor turns them on.

export type ConsentCategories = { functional: boolean; statistic: boolean; marketing: boolean }

export type ConsentCategory = keyof ConsentCategories

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'statistic', 'marketing']

export const NOTHING_ALLOWED: ConsentCategories = { functional: false, statistic: false, marketing: false }

export const EVERYTHING_ALLOWED: ConsentCategories = { functional: true, statistic: true, marketing: true }

/**
 * The version of the consent texts the visitor answered. Change it when the dialog's texts or the categories change
 * in substance: every visitor is asked again, and the record of each choice names the version it was given under.
 */
export const CONSENT_VERSION = 'cookies-2026-11'

/** How a choice was made, as recorded with it (POST /api/consent/). */
export type ConsentMethod = 'AcceptAll' | 'RejectAll' | 'Custom' | 'External'

/** The cookies of a choice: `cookie_cat_<category>` = true|false (docs/product.md §9), and one that names the choice. */
export const CATEGORY_COOKIE: Record<ConsentCategory, string> = {
  functional: 'cookie_cat_functional',
  statistic: 'cookie_cat_statistic',
  marketing: 'cookie_cat_marketing',
}

/** `<consent id>|<version>|<ISO time>`: which recorded choice the browser holds, under which text version, and when. */
export const CONSENT_COOKIE = 'delikat_consent'

/** A choice is kept 12 months, then the visitor is asked again (the Danish Data Protection Agency's guidance). */
export const CONSENT_COOKIE_DAYS = 365
