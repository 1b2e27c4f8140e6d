// The texts for every component through one subscription (docs/adr/0032). react-i18next's useTranslation copies the
// i18n instance's properties into a wrapper for each component that calls it, and a page has hundreds of such
// components: on the server that copying cost several milliseconds of every render. The app calls it once
// (TextsProvider, in _app) and hands { t, i18n } down in a context; a language change, or texts arriving that a
// component waited for (src/i18n/pageTranslations.ts), give the context a new value, so every component renders again.
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react'
import { I18nContext, useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next'
import { TRANSLATION_NAMESPACE } from '@/config/constants'
import { withFastText } from './fastText'
import { onWaitedForTexts, watchTextsRead } from './pageTranslations'

type Texts = Pick<UseTranslationResponse<'common', undefined>, 't' | 'i18n'>

const TextsContext = createContext<Texts | null>(null)

export function TextsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation()
  // On the server: the texts this page reads are noted from here on (src/i18n/pageTranslations.ts).
  if (typeof window === 'undefined') watchTextsRead(i18n)
  const [arrivals, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => onWaitedForTexts(arrived), [])
  // Plain texts are looked up directly (src/i18n/fastText.ts).
  const fastT = useMemo(() => withFastText(t, i18n, TRANSLATION_NAMESPACE), [t, i18n])
  // A new value when the texts something waited for arrive, so that it renders again.
  const value = useMemo(() => ({ t: fastT, i18n, arrivals }), [fastT, i18n, arrivals])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

/** `{ t, i18n }` in the language of the page, as react-i18next's useTranslation() gives them. */
export function useTranslation(): Texts {
  const shared = useContext(TextsContext)
  // Outside the app (a component test with only an I18nextProvider): straight from its instance.
  const { i18n } = useContext(I18nContext)
  return shared ?? { t: i18n.getFixedT(i18n.language) as Texts['t'], i18n }
}
