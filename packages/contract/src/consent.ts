// The cookie consent every client of the shop agrees on (docs/consent.md): the cookies a choice is stored in and the
// version of the consent texts. The storefront writes them; the end-to-end tests start a browser with them.

/** The optional cookie categories; necessary cookies need no consent and are always on. */
export type ConsentCategory = 'functional' | 'statistic' | 'marketing'

/**
 * The version of the consent texts the visitor answered. Change it when the dialog's texts or the categories change
 * in substance: every visitor is asked again, and the record of each choice names the version it was given under.
 */
export const CONSENT_VERSION = 'cookies-2026-11'

/** The cookies of a choice: `cookie_cat_<category>` = true|false (docs/product.md §9). */
export const CATEGORY_COOKIE: Record<ConsentCategory, string> = {
  functional: 'cookie_cat_functional',
  statistic: 'cookie_cat_statistic',
  marketing: 'cookie_cat_marketing',
}

/** `<consent id>|<version>|<ISO time>`: which recorded choice the browser holds, under which text version, and when. */
export const CONSENT_COOKIE = 'delikat_consent'

/**
 * Whether a request's Cookie header holds an answer under the current text version: `<consent id>|<version>|<ISO
 * time>` in CONSENT_COOKIE, as the storefront reads it in the browser. The server renders the cookie dialog into a
 * page for a visitor without one (docs/adr/0053), and the storefront's page cache keeps the two kinds of page apart.
 */
export function consentAnsweredIn(cookieHeader: string | undefined): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_COOKIE) continue
    let value = part.slice(separator + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      return false
    }
    const [consentId, version, givenAt] = value.split('|')
    return Boolean(consentId) && version === CONSENT_VERSION && Boolean(givenAt)
  }
  return false
}
