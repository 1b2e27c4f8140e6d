// productList: the products of a category (with its subcategories) or of the whole catalogue, with the search
// page's filters, sort and "Vis flere" (ProductResults). A category page (the content service's Category node)
// is one such block, which also carries the trail and the subcategories. The list's state lives in the page's URL
// (`?country=Italien&sort=…&pages=2`) and is replaced shallowly, so a link, a reload or the back button shows the
// same list. The node's own first page shows at once for the default list; other states are fetched.
import { useRouter } from 'next/router'
import { useCallback, useId, useMemo } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { BlockTitle } from '@/components/Section/BlockSection'
import { Breadcrumbs } from '@/features/category/components/Breadcrumbs'
import { SubcategoryChips } from '@/features/category/components/SubcategoryChips'
import { isDefaultList, parseListState, toListRequest } from '@/features/category/listState'
import { ProductResults } from '@/features/search/components/ProductResults'
import { listHref, type SearchState } from '@/features/search/searchState'
import { toLocale } from '@/lib/culture'
import type { BlockProps } from '../types'
import type { ProductListBlock } from './schema'
import { useMarketingEventOnce } from '@/features/marketing/useMarketingEvents'
import { viewCategoryProperties } from '@/features/marketing/events'
import { theme } from '@/styles/theme'

const Section = styled(Container)`
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.lg};

  ${theme.media.laptop} {
    padding-top: ${theme.space.xl};
    padding-bottom: ${theme.space.xl};
  }

  h2 {
    margin-top: 0;
    overflow-wrap: anywhere;
  }
`

export function ProductList({ block }: BlockProps<ProductListBlock>) {
  const { t } = useTranslation()
  const router = useRouter()
  const headingId = useId()
  const locale = toLocale(router.locale)
  const title = block.Title || t('ProductList.Title')

  const state = useMemo(() => parseListState(router.query), [router.query])
  const request = useMemo(() => toListRequest(state, block.CategoryId), [state, block.CategoryId])
  const firstPage = isDefaultList(state)
    ? { Products: block.Products, TotalProductCount: block.TotalProductCount, Filters: block.Filters }
    : undefined
  // A category's page tells the marketing platform which category was viewed (docs/marketing-tracking.md).
  useMarketingEventOnce(
    'view_category',
    block.CategoryId !== null
      ? viewCategoryProperties(
          { id: block.CategoryId, name: title, url: router.asPath.split('?')[0] ?? '' },
          block.Products.map((p) => p.ProductId),
        )
      : null,
    block.CategoryId !== null ? String(block.CategoryId) : null,
  )
  const setState = useCallback(
    (next: SearchState) => {
      void router.replace(listHref(router.asPath, next), undefined, { shallow: true, scroll: false })
    },
    [router],
  )

  return (
    <Section as="section" aria-labelledby={headingId} data-block="productList">
      <Breadcrumbs crumbs={block.Breadcrumbs} />
      <BlockTitle id={headingId}>{title}</BlockTitle>
      <SubcategoryChips categories={block.Subcategories} />
      <ProductResults
        state={state}
        request={request}
        locale={locale}
        onStateChange={setState}
        resultsLabel={title}
        shownText={(shown, count) => t('ProductList.Count', { shown, count })}
        emptyText={t('ProductList.Empty')}
        firstPage={firstPage}
      />
    </Section>
  )
}
