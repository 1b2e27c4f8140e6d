// Builds the `_nextI18Next` page prop that appWithTranslation reads, from texts the content service gave us
// (next-i18next's own serverSideTranslations reads the disk and cannot be used in getInitialProps).
import type { SSRConfig } from 'next-i18next/pages'
import { TRANSLATION_NAMESPACE, type Locale } from '@/config/constants'

export type I18nProps = NonNullable<SSRConfig['_nextI18Next']>

export function buildI18nProps(locale: Locale, translations: Record<string, string>): I18nProps {
  return {
    initialI18nStore: { [locale]: { [TRANSLATION_NAMESPACE]: translations } },
    initialLocale: locale,
    ns: [TRANSLATION_NAMESPACE],
    // The config is passed to appWithTranslation directly, so it is not serialised into every page.
    userConfig: null,
  }
}

/** Site-specific keys are prefixed with the site key (docs/product.md §8: `{product}.Frontend.Errors.Fallback`). */
export function siteTranslationKey(siteKey: string, key: string): string {
  return `${siteKey}.${key}`
}
