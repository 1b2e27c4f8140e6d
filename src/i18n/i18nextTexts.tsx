// The texts from next-i18next's i18next, as the server renders with them (and component tests): one subscription for
// the whole page (src/i18n/texts.tsx), plain texts looked up directly (src/i18n/fastText.ts), and on the server each
// text the page reads noted, so that only those travel with it (src/i18n/pageTranslations.ts).
import { useEffect, useMemo, useReducer, type ReactNode } from 'react'
import { useTranslation as useI18nextTranslation } from 'react-i18next'
import { TRANSLATION_NAMESPACE } from '@/config/constants'
import { withFastText } from './fastText'
import { onWaitedForTexts, watchTextsRead } from './pageTranslations'
import { TextsContext, type Texts } from './texts'

export function I18nextTextsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation()
  // On the server: the texts this page reads are noted from here on (src/i18n/pageTranslations.ts).
  if (typeof window === 'undefined') watchTextsRead(i18n)
  const [arrivals, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => onWaitedForTexts(arrived), [])
  const fastT = useMemo(() => withFastText(t, i18n, TRANSLATION_NAMESPACE), [t, i18n])
  // A new value when the texts something waited for arrive, so that it renders again.
  const value = useMemo((): Texts & { arrivals: number } => ({ t: fastT, i18n, arrivals }), [fastT, i18n, arrivals])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}
