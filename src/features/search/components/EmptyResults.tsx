// An empty product result (docs/adr/0040). For words that find nothing: say so, and offer the shop's popular
// products and its product types (the search without words, sorted by popularity, and its type facet: one answer
// the catalogue page /soeg/ shares). Advice about filters, and the button that resets them, only when filters are set.
import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import { toLocale } from '@/lib/culture'
import { searchProductsQueryOptions } from '../api/search-products'
import { OVERVIEW_PRODUCT_COUNT } from '../constants'
import { EMPTY_SEARCH_STATE, searchHref, toSearchRequest } from '../searchState'
import { theme } from '@/styles/theme'

// ProductResults' notice, drawn here too so the two files do not import each other.
const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  text-align: center;

  p {
    margin: 0;
  }
`

const Suggestions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${theme.colors.primary};
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`

type Props = {
  /** The words that found nothing; '' for none. */
  query: string
  filtersActive: boolean
  /** Resets the filters (shown only while some are set). */
  onResetFilters?: () => void
  /** What an empty list says when neither words nor a filter narrowed it (a category page's own text). */
  emptyText?: string
}

export function EmptyResults({ query, filtersActive, onResetFilters, emptyText }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Notice>
        {query ? <p>{t('Search.EmptyForQuery', { query })}</p> : <p>{!filtersActive && emptyText ? emptyText : t('Search.Empty')}</p>}
        {query ? <p>{t('Search.NoResults.Hint')}</p> : null}
        {filtersActive ? <p>{t('Search.NoResults.FilterHint')}</p> : null}
        {filtersActive && onResetFilters ? (
          <Button type="button" onClick={onResetFilters}>
            {t('Search.ResetFilters')}
          </Button>
        ) : null}
      </Notice>
      {query ? <PopularSuggestions /> : null}
    </>
  )
}

/** The shop's popular products and its product types; nothing when they cannot be loaded (the notice says enough). */
function PopularSuggestions() {
  const { t } = useTranslation()
  const locale = toLocale(useRouter().locale)
  const productsHeading = useId()
  const categoriesHeading = useId()
  const { data, isPending } = useInfiniteQuery(searchProductsQueryOptions(toSearchRequest(EMPTY_SEARCH_STATE), locale))
  if (isPending) return <Muted role="status">{t('Search.NoResults.Loading')}</Muted>
  const first = data?.pages[0]
  if (!first) return null
  const types = first.Filters.find((filter) => filter.Key === 'type')?.Options?.filter((option) => option.Count > 0) ?? []
  return (
    <>
      {first.Products.length > 0 ? (
        <Suggestions aria-labelledby={productsHeading}>
          <h2 id={productsHeading}>{t('Search.NoResults.Popular')}</h2>
          <ProductGrid
            products={first.Products.slice(0, OVERVIEW_PRODUCT_COUNT)}
            label={t('Search.NoResults.Popular')}
            listId="search_empty_popular"
          />
        </Suggestions>
      ) : null}
      {types.length > 0 ? (
        <Suggestions aria-labelledby={categoriesHeading}>
          <h2 id={categoriesHeading}>{t('Search.NoResults.Categories')}</h2>
          <Categories>
            {types.map((option) => (
              <li key={option.Value}>
                <Link href={searchHref({ ...EMPTY_SEARCH_STATE, multiSelect: { type: [option.Value] } })}>{option.Label}</Link>
              </li>
            ))}
          </Categories>
        </Suggestions>
      ) : null}
    </>
  )
}
