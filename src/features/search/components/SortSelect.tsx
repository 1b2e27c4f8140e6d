// The sort order of the results (docs/product.md §9 product sort orders). Without a chosen order the shop sorts by
// relevance when there is a text query and by popularity otherwise; "Relevans" is offered only with a query.
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { PRODUCT_SORT_ORDERS, type ProductSortOrder } from '@/config/constants'
import { theme } from '@/styles/theme'

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};

  label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    white-space: nowrap;
  }

  select {
    min-height: 44px;
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }

  select:focus-visible {
    ${theme.focusRing}
  }
`

const RELEVANCE = 'Relevance'
/** The shop's order when none is chosen and there is no text query (backend search-query.ts). */
const DEFAULT_SORT: ProductSortOrder = 'Popularity'

type Props = {
  hasQuery: boolean
  value: ProductSortOrder | undefined
  onChange: (sort: ProductSortOrder | undefined) => void
}

export function SortSelect({ hasQuery, value, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const defaultValue = hasQuery ? RELEVANCE : DEFAULT_SORT
  const labels: Record<ProductSortOrder, string> = {
    NameAscending: t('Search.Sort.NameAscending'),
    Popularity: t('Search.Sort.Popularity'),
    PricingAscending: t('Search.Sort.PricingAscending'),
    PricingDescending: t('Search.Sort.PricingDescending'),
    ProductViews: t('Search.Sort.ProductViews'),
  }
  return (
    <Field>
      <label htmlFor={id}>{t('Search.Sort.Label')}</label>
      <select
        id={id}
        value={value ?? defaultValue}
        onChange={(event) => {
          const chosen = PRODUCT_SORT_ORDERS.find((sort) => sort === event.target.value)
          // The shop's own default is kept out of the URL.
          onChange(chosen === undefined || chosen === defaultValue ? undefined : chosen)
        }}
      >
        {hasQuery ? <option value={RELEVANCE}>{t('Search.Sort.Relevance')}</option> : null}
        {PRODUCT_SORT_ORDERS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </Field>
  )
}
