// The culture the browser sends to the shop API (docs/api/README.md "Culture"). Server-side calls pass it explicitly,
// because a module-level value would be shared between concurrent requests.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'

let browserCulture: Locale | null = null

export function toLocale(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE
}

export function setBrowserCulture(locale: string | undefined): void {
  browserCulture = toLocale(locale)
}

export function getBrowserCulture(): Locale {
  if (browserCulture) return browserCulture
  if (typeof document !== 'undefined') return toLocale(document.documentElement.lang)
  return DEFAULT_LOCALE
}
