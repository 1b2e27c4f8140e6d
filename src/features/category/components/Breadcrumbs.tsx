// A category's trail (docs/product.md §7 group breadcrumbs): the front page, then each category down to this one, which is
// the current page and not a link.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { paths } from '@/config/paths'
import { theme } from '@/styles/theme'

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  li + li::before {
    content: '/';
    margin-right: ${theme.space.xxs};
    color: ${theme.colors.borderStrong};
  }

  a {
    color: inherit;
  }

  a:hover {
    color: ${theme.colors.primary};
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

export function Breadcrumbs({ crumbs }: { crumbs: ReadonlyArray<{ Name: string; RelativeUrl: string }> }) {
  const { t } = useTranslation()
  if (crumbs.length === 0) return null
  return (
    <nav aria-label={t('Category.Breadcrumbs')}>
      <Trail>
        <li>
          <Link href={paths.home}>{t('Category.Home')}</Link>
        </li>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.RelativeUrl} aria-current="page">
              {crumb.Name}
            </li>
          ) : (
            <li key={crumb.RelativeUrl}>
              <Link href={crumb.RelativeUrl}>{crumb.Name}</Link>
            </li>
          ),
        )}
      </Trail>
    </nav>
  )
}
