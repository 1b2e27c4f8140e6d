// next-i18next settings shared by next.config.js (routing locales) and the app (i18next instance).
// Texts are not read from disk: App.getInitialProps loads them from the content service (docs/product.md §7 "translation")
// and hands them to appWithTranslation as `_nextI18Next.initialI18nStore`.

/* global module -- CommonJS evaluated by Node (the lint config has no Node globals) */

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'da',
    locales: ['da', 'en'],
    localeDetection: false,
  },
  defaultNS: 'common',
  ns: ['common'],
  fallbackLng: 'da',
  // Keys are flat dotted strings ("ProductPage.AddToBasket"), not nested objects.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  // No disk backend: the resources are passed in.
  localePath: null,
  serializeConfig: false,
  react: { useSuspense: false },
  showSupportNotice: false,
}
