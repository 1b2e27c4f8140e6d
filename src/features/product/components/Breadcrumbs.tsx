// Where the product sits in the catalogue: home, its categories from the top down, and the product itself.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { Breadcrumb } from '@/lib/schemas'
import { withTrailingSlash } from '@/lib/url'
import { theme } from '@/styles/theme'

const Nav = styled.nav`
  font-size: ${theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: inline-flex;
    gap: ${theme.space.xxs};
    color: ${theme.colors.textMuted};
  }

  li + li::before {
    content: '/';
    color: ${theme.colors.textMuted};
  }

  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
    color: ${theme.colors.text};
  }

  [aria-current='page'] {
    padding: ${theme.space.xxs} 0;
    color: ${theme.colors.textMuted};
  }
`

export function Breadcrumbs({ trail, current }: { trail: readonly Breadcrumb[]; current: string }) {
  const { t } = useTranslation()
  return (
    <Nav aria-label={t('ProductPage.Breadcrumbs')}>
      <ol>
        <li>
          <Link href="/">{t('ProductPage.Home')}</Link>
        </li>
        {trail.map((crumb, index) =>
          crumb.Name ? (
            <li key={`${crumb.RelativeUrl ?? ''}-${index}`}>
              {crumb.RelativeUrl ? <Link href={withTrailingSlash(crumb.RelativeUrl)}>{crumb.Name}</Link> : <span>{crumb.Name}</span>}
            </li>
          ) : null,
        )}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </Nav>
  )
}
