// Builds the `_nextI18Next` page prop that appWithTranslation reads, from texts the content service gave us
// (next-i18next's own serverSideTranslations reads the disk and cannot be used in getInitialProps).
import type { SSRConfig } from 'next-i18next/pages'
import { TRANSLATION_NAMESPACE, type Locale } from '@/config/constants'
import { recordReads } from './pageTranslations'

export type I18nProps = NonNullable<SSRConfig['_nextI18Next']>

export function buildI18nProps(locale: Locale, translations: Record<string, string>): I18nProps {
  const props: I18nProps = {
    initialI18nStore: { [locale]: { [TRANSLATION_NAMESPACE]: translations } },
    initialLocale: locale,
    ns: [TRANSLATION_NAMESPACE],
    // The config is passed to appWithTranslation directly, so it is not serialised into every page.
    userConfig: null,
  }
  // On the server the texts the render reads are noted, and only those are sent (src/pages/_document.tsx).
  return typeof window === 'undefined' ? recordReads(props, locale, TRANSLATION_NAMESPACE) : props
}

/** Site-specific keys are prefixed with the site key (docs/product.md §8: `{product}.Frontend.Errors.Fallback`). */
export function siteTranslationKey(siteKey: string, key: string): string {
  return `${siteKey}.${key}`
}
