// Switches between the site's languages (docs/product.md §1: da default, en), staying on the same page.
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { LOCALES } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import { theme } from '@/styles/theme'

const ERROR_PAGES = new Set(['/404', '/500', '/_error'])

const List = styled.ul`
  display: flex;
  gap: ${theme.space.xxs};
  list-style: none;
  margin: 0;
  padding: 0;
`

const LocaleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;

  &[aria-current='true'] {
    background: ${theme.colors.text};
    color: ${theme.colors.background};
  }

  &:hover:not([aria-current='true']) {
    background: ${theme.colors.surfaceAlt};
  }
`

export function LanguageSwitch() {
  const { t } = useTranslation()
  const router = useRouter()
  const current = toLocale(router.locale)
  // Error pages have no stable path of their own; offer the front page in the other language instead.
  const href = ERROR_PAGES.has(router.pathname) ? '/' : router.asPath
  return (
    <nav aria-label={t('LanguageSwitch.Label')}>
      <List>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <LocaleLink href={href} locale={locale} lang={locale} hrefLang={locale} aria-current={locale === current ? 'true' : undefined}>
              {/* Each language by its own name ("Dansk", "English") and in its own lang, shown as it is read: a
                  code ("DA", "EN") is neither a word a screen reader says well nor the name a voice user would say
                  (WCAG 2.5.3 label in name). */}
              {t(`LanguageSwitch.${locale}`)}
            </LocaleLink>
          </li>
        ))}
      </List>
    </nav>
  )
}
