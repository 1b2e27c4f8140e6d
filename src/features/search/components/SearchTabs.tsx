// The search page's search types (docs/product.md §9: product search, article search, all results) as links in the URL
// (`type=products|recipes|articles`, none for all results), each with its count for the query. A tab is a link, so
// it opens in a new tab, works before the script runs, and the back button returns to the previous type.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { EMPTY_SEARCH_STATE, searchHref, type SearchType } from '../searchState'
import type { TypeCounts } from './useTypeCounts'
import { theme } from '@/styles/theme'

// On a phone the tabs scroll sideways in one row (docs/adr/0040): never wrapped, never wider than the page. The nav
// may shrink below its content (min-width: 0 in the page's flex column), so the list scrolls instead of overflowing.
const Nav = styled.nav`
  min-width: 0;
  max-width: 100%;
`

const Tabs = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0 0 ${theme.space.xxs};
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${theme.colors.border};

  li {
    flex: 0 0 auto;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: 44px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
    border-bottom: 3px solid transparent;
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${theme.colors.primary};
  }

  a[aria-current='page'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    font-weight: 700;
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

const Count = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 400;
`

type Props = {
  query: string
  active: SearchType | 'all'
  counts: TypeCounts
}

export function SearchTabs({ query, active, counts }: Props) {
  const { t } = useTranslation()
  const known = [counts.products, counts.recipes, counts.articles]
  const all = known.every((count) => count !== undefined) ? known.reduce<number>((sum, count) => sum + (count ?? 0), 0) : undefined
  const tabs: Array<{ type: SearchType | 'all'; label: string; count: number | undefined }> = [
    ...(query ? [{ type: 'all' as const, label: t('Search.Types.All'), count: all }] : []),
    { type: 'products', label: t('Search.Types.Products'), count: counts.products },
    { type: 'recipes', label: t('Search.Types.Recipes'), count: counts.recipes },
    { type: 'articles', label: t('Search.Types.Articles'), count: counts.articles },
  ]
  return (
    <Nav aria-label={t('Search.Types.Label')}>
      <Tabs>
        {tabs.map((tab) => (
          <li key={tab.type}>
            <Link
              href={searchHref({ ...EMPTY_SEARCH_STATE, query }, tab.type === 'all' ? undefined : tab.type)}
              aria-current={tab.type === active ? 'page' : undefined}
              scroll={false}
            >
              {tab.label}
              {tab.count !== undefined ? <Count>{t('Search.OptionCount', { value: tab.count })}</Count> : null}
            </Link>
          </li>
        ))}
      </Tabs>
    </Nav>
  )
}
