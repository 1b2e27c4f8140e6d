// The app with its texts in the browser, without i18next (docs/adr/0051): next.config.js puts this module in place of
// appWithTexts.tsx in the browser's build. The page's texts come in its data (`_nextI18Next`, as next-i18next sends
// them: only those the page rendered, src/i18n/pageTranslations.ts), the rest a moment after hydration
// (src/features/content/useAllTexts.ts), and a client-side navigation brings all of its language's. `t` is
// src/i18n/translate.ts, which answers as the server's i18next does, so the page hydrates with the same texts.
import type { AppProps } from 'next/app'
import { useEffect, useMemo, useReducer } from 'react'
import { TRANSLATION_NAMESPACE } from '@/config/constants'
import type { AppWithStatics } from './appWithTexts'
import type { I18nProps } from './buildI18nProps'
import { missingText, onWaitedForTexts } from './pageTranslations'
import { translate } from './translate'
import { TextsContext, type Texts, type TextsI18n } from './texts'

type Store = Record<string, Record<string, string> | undefined>

/** Every text the browser has, by language (one visitor: module state is theirs). */
const store: Store = {}
/** The pages' texts already taken in (each page's data is taken in once). */
const taken = new WeakSet<object>()

function takeIn(props: I18nProps | undefined): string | undefined {
  if (!props) return undefined
  const locale = props.initialLocale
  if (!taken.has(props)) {
    taken.add(props)
    const texts = (props.initialI18nStore as Record<string, Record<string, Record<string, string>> | undefined>)[locale]?.[
      TRANSLATION_NAMESPACE
    ]
    if (texts) store[locale] = { ...store[locale], ...texts }
  }
  return locale
}

const i18nFor = (language: string): TextsI18n => ({
  language,
  addResourceBundle(locale, namespace, texts) {
    if (namespace === TRANSLATION_NAMESPACE) store[locale] = { ...store[locale], ...texts }
  },
})

export function appWithTexts<Props extends AppProps>(App: AppWithStatics<Props>): AppWithStatics<Props> {
  function AppWithTexts(props: Props) {
    const pageProps = props.pageProps as { _nextI18Next?: I18nProps } | undefined
    const language = takeIn(pageProps?._nextI18Next) ?? props.router.locale ?? props.router.defaultLocale ?? 'da'
    // A new value when the texts something waited for arrive, so that it renders again (src/i18n/pageTranslations.ts).
    const [arrivals, arrived] = useReducer((count: number) => count + 1, 0)
    useEffect(() => onWaitedForTexts(arrived), [])
    const value = useMemo((): Texts & { arrivals: number } => {
      const t = (keys: string | readonly string[], options?: unknown) => translate(store, language, keys, options, missingText)
      return { t: t as unknown as Texts['t'], i18n: i18nFor(language), arrivals }
    }, [language, arrivals])
    return (
      <TextsContext.Provider value={value}>
        <App {...props} />
      </TextsContext.Provider>
    )
  }
  AppWithTexts.getInitialProps = App.getInitialProps
  return AppWithTexts
}
