// The texts for every component through one subscription (docs/adr/0032). react-i18next's useTranslation copies the
// i18n instance's properties into a wrapper for each component that calls it, and a page has hundreds of such
// components: on the server that copying cost several milliseconds of every render. The app provides `{ t, i18n }`
// once, in a context (src/i18n/appWithTexts.tsx): on the server from next-i18next's i18next, in the browser from the
// page's texts without i18next (src/i18n/appWithTexts.browser.tsx, docs/adr/0051). A language change, or texts
// arriving that a component waited for (src/i18n/pageTranslations.ts), give the context a new value, so every
// component renders again. This module imports nothing of i18next's at run time: it is in every page's first load.
import { createContext, useContext } from 'react'
import type { TFunction } from 'i18next'

/** What components use of the i18n instance: the page's language, and adding the texts that arrive later. */
export type TextsI18n = {
  readonly language: string
  addResourceBundle(locale: string, namespace: string, texts: Record<string, string>, deep?: boolean, overwrite?: boolean): unknown
}

export type Texts = { t: TFunction<'common', undefined>; i18n: TextsI18n }

export const TextsContext = createContext<Texts | null>(null)

/** Kept on globalThis, so that a test which imports the app's modules anew (vi.resetModules) still finds it. */
const OUTSIDE_APP = Symbol.for('delikat.textsOutsideApp')
type WithOutsideApp = typeof globalThis & { [OUTSIDE_APP]?: () => Texts }

/** Outside the app (a component test with only an I18nextProvider), where the texts come from: tests/setup-dom.ts. */
export function setTextsOutsideApp(hook: () => Texts): void {
  ;(globalThis as WithOutsideApp)[OUTSIDE_APP] = hook
}

/** `{ t, i18n }` in the language of the page, as react-i18next's useTranslation() gives them. */
export function useTranslation(): Texts {
  const shared = useContext(TextsContext)
  if (shared) return shared
  const outsideApp = (globalThis as WithOutsideApp)[OUTSIDE_APP]
  if (!outsideApp) throw new Error('useTranslation() outside the app: no texts are provided')
  return outsideApp()
}
