// A date from the CMS (ISO) in the page's language, in Danish time, so server and browser print the same.
import { useTranslation } from '@/i18n/texts'
import { toLocale } from '@/lib/culture'

const FORMAT_LOCALES = { da: 'da-DK', en: 'en-GB' } as const
const TIME_ZONE = 'Europe/Copenhagen'

export function formatDate(iso: string, locale: 'da' | 'en'): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).format(date)
}

export function FormattedDate({ iso }: { iso: string }) {
  const locale = toLocale(useTranslation().i18n.language)
  const text = formatDate(iso, locale)
  return text ? <time dateTime={iso}>{text}</time> : null
}
