// The rest of the texts, after the page has hydrated with the ones it rendered (src/i18n/pageTranslations.ts): the
// same answer a client-side navigation loads (kept 10 s), added to i18next; whatever showed nothing while it waited
// for a text is rendered again (allTextsArrived, TextsProvider in src/i18n/texts.tsx).
import { useEffect } from 'react'
import { useTranslation } from '@/i18n/texts'
import { TRANSLATION_NAMESPACE, type Locale } from '@/config/constants'
import { allTextsArrived } from '@/i18n/pageTranslations'
import { logError } from '@/lib/log'
import { getTranslations } from './api/get-translations'

export function useAllTexts(locale: Locale): void {
  const { i18n } = useTranslation()
  useEffect(() => {
    let current = true
    getTranslations(locale)
      .then((texts) => {
        if (!current) return
        i18n.addResourceBundle(locale, TRANSLATION_NAMESPACE, texts, true, true)
        allTextsArrived()
      })
      .catch((error: unknown) => logError('texts', error))
    return () => {
      current = false
    }
  }, [i18n, locale])
}
