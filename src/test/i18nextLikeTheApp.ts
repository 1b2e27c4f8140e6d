// An i18next instance set up as the app's server sets it up (next-i18next.config.js): flat keys, no escaping, an
// empty text counts as missing, Danish as the fallback. For the tests that hold the app's own lookups to i18next's
// answers (src/i18n/fastText.test.ts, src/i18n/translate.test.ts).
import i18next, { type i18n as I18n, type InitOptions } from 'i18next'

export async function i18nextLikeTheApp(
  texts: Record<string, Record<string, string>>,
  language: string,
  options: Pick<InitOptions, 'parseMissingKeyHandler'> = {},
): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    fallbackLng: 'da',
    resources: Object.fromEntries(Object.entries(texts).map(([locale, own]) => [locale, { common: own }])),
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    ...options,
  })
  return instance
}
