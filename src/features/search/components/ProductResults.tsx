// A product list with its filters (a side panel from 1024 px, a drawer below, the chosen ones as chips above the
// results), sort, count and "Vis flere": the search page's products and a category page's
// list (src/blocks/productList) both render through it. The caller owns the state (it lives in the URL) and the
// request; this component fetches the pages of that request as one infinite query (docs/product.md §9: pages of 18 while
// fewer than the total are fetched) and hands every change back as a new state on page 1.
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { PRODUCT_SEARCH_FIRST_PAGE, type Locale } from '@/config/constants'
import type { ProductCard } from '@/lib/schemas'
import { fetchedProductCount, searchProductsQueryOptions, type SearchProductsAnswer } from '../api/search-products'
import { hasActiveFilters, withoutFilters, type SearchRequest, type SearchState } from '../searchState'
import { PdfDownloadButton } from '@/features/pdf/components/PdfDownloadButton'
import { ActiveFilterChips } from './ActiveFilterChips'
import { activeFilters } from './activeFilters'
import { FilterPanel } from './FilterPanel'
import { SortSelect } from './SortSelect'
import { theme } from '@/styles/theme'

// An empty result's popular products (docs/adr/0040) are not needed at first paint of a category page.
const EmptyResults = dynamic(() => import('./EmptyResults').then((module) => module.EmptyResults))

// Below 1024 px the filters open in a drawer, fetched on the first tap on "Filtrér" (docs/features.md "Listings that
// fit a phone").
const FilterDrawer = dynamic(() => import('./FilterDrawer').then((module) => module.FilterDrawer), { ssr: false })

/** Our choice: the width of the filter column from 1024 px. */
const FILTER_COLUMN_WIDTH = '260px'

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
`

const ListFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space.lg};
`

const Count = styled.p`
  margin: 0 auto 0 0;
  color: ${theme.colors.textMuted};
`

/** Opens the drawer below 1024 px, with how many filters are chosen ("Filtrér (2)"). */
const FilterToggle = styled(Button)`
  ${theme.media.laptop} {
    display: none;
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${theme.media.laptop} {
    grid-template-columns: ${FILTER_COLUMN_WIDTH} minmax(0, 1fr);
    align-items: start;
  }
`

// The side panel from 1024 px; below, the same groups are in the drawer instead of pushing the list down.
const Panel = styled.aside`
  display: none;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.laptop} {
    display: block;
  }
`

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;

  &[aria-busy='true'] > ul {
    opacity: 0.6;
  }
`

export const Notice = styled.div`
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

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

/** The products of all fetched pages, each once (a product may move between pages while the shopper reads). */
function uniqueProducts(pages: readonly { Products: ProductCard[] }[]): ProductCard[] {
  const seen = new Set<number>()
  return pages.flatMap((page) => page.Products).filter((product) => !seen.has(product.ProductId) && seen.add(product.ProductId))
}

type Props = {
  state: SearchState
  /** The shop API request the state stands for (with CategoryId on a category page). */
  request: SearchRequest
  locale: Locale
  onStateChange: (next: SearchState) => void
  /** The accessible name of the result grid. */
  resultsLabel: string
  /** "Viser 18 af 40" under the grid. */
  shownText: (shown: number, total: number) => string
  /** What an empty list says when neither a query nor a filter narrowed it. */
  emptyText?: string
  /** The first page of exactly this request, already known (a category page's node carries it). */
  firstPage?: SearchProductsAnswer
}

export function ProductResults({ state, request, locale, onStateChange, resultsLabel, shownText, emptyText, firstPage }: Props) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // The drawer's code is fetched the first time it opens, and kept afterwards.
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const filterButtonRef = useRef<HTMLButtonElement>(null)
  const countRef = useRef<HTMLParagraphElement>(null)

  const initialData: InfiniteData<SearchProductsAnswer, number> | undefined = firstPage
    ? { pages: [firstPage], pageParams: [PRODUCT_SEARCH_FIRST_PAGE] }
    : undefined
  const { data, error, isError, isFetching, isFetchingNextPage, isPlaceholderData, hasNextPage, fetchNextPage, refetch } = useInfiniteQuery(
    { ...searchProductsQueryOptions(request, locale), initialData, placeholderData: keepPreviousData },
  )

  const loadedPages = data?.pages.length ?? 0
  // The URL may ask for more pages than are loaded (a link, the back button, "Vis flere"): fetch them in turn.
  useEffect(() => {
    if (loadedPages === 0 || isPlaceholderData || isFetching || isError || !hasNextPage) return
    if (loadedPages < state.pages) void fetchNextPage()
  }, [loadedPages, state.pages, isPlaceholderData, isFetching, isError, hasNextPage, fetchNextPage])

  // docs/product.md §8: a failed call shows a toast; the inline retry below stays until it succeeds.
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  const pages = data?.pages ?? []
  const products = uniqueProducts(pages)
  const total = pages.at(-1)?.TotalProductCount ?? 0
  const filters = pages[0]?.Filters ?? []
  const filtersActive = hasActiveFilters(state)
  const chosenFilters = activeFilters(state, filters)
  // "Vis N varer" counts from this very query: while it is fetched for new choices the old total is not the answer.
  const drawerCount = data && !isPlaceholderData ? total : null
  const counting = (isPlaceholderData || !data) && !isError
  const closeDrawer = () => {
    setDrawerOpen(false)
    // Back to "Filtrér", also where a tap does not focus the button it taps (Safari), so focus does not fall to the
    // page's start when the drawer goes.
    filterButtonRef.current?.focus()
  }

  let results
  if (!data) {
    results = isError ? (
      <Notice role="alert">
        <p>{t('Search.LoadError')}</p>
        <Button type="button" onClick={() => void refetch()}>
          {t('Search.Retry')}
        </Button>
      </Notice>
    ) : (
      <Notice role="status">
        <p>{t('Search.Loading')}</p>
      </Notice>
    )
  } else if (total === 0 && !isPlaceholderData) {
    results = (
      <EmptyResults
        query={state.query}
        filtersActive={filtersActive}
        onResetFilters={() => onStateChange(withoutFilters(state))}
        emptyText={emptyText}
      />
    )
  } else {
    const fetched = fetchedProductCount(pages)
    results = (
      <>
        <ProductGrid
          products={products}
          label={resultsLabel}
          listId={request.CategoryId ? `category_${request.CategoryId}` : 'search_results'}
        />
        <More>
          <p>{shownText(Math.min(fetched, total), total)}</p>
          {isError && !isPlaceholderData ? (
            <Notice role="alert">
              <p>{t('Search.LoadError')}</p>
              <Button type="button" onClick={() => void fetchNextPage()}>
                {t('Search.Retry')}
              </Button>
            </Notice>
          ) : hasNextPage ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={isFetchingNextPage || isPlaceholderData}
              onClick={() => onStateChange({ ...state, pages: loadedPages + 1 })}
            >
              {isFetchingNextPage ? t('Search.Loading') : t('Search.LoadMore')}
            </Button>
          ) : null}
        </More>
      </>
    )
  }

  return (
    <div>
      <Toolbar>
        <Count aria-live="polite" ref={countRef} tabIndex={-1}>
          {data ? t('Search.ResultCount', { count: total }) : null}
        </Count>
        <FilterToggle
          ref={filterButtonRef}
          type="button"
          $variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true)
            setDrawerOpen(true)
          }}
        >
          {chosenFilters.length > 0 ? t('Listing.FilterButtonCount', { count: chosenFilters.length }) : t('Search.ShowFilters')}
        </FilterToggle>
        <SortSelect hasQuery={state.query !== ''} value={state.sort} onChange={(sort) => onStateChange({ ...state, sort, pages: 1 })} />
      </Toolbar>
      <Columns>
        <Panel aria-label={t('Search.Filters')}>
          <FilterPanel filters={filters} state={state} onChange={onStateChange} onWantAllOptions={() => void refetch()} />
        </Panel>
        <Results aria-busy={isFetching && !isFetchingNextPage}>
          <ActiveFilterChips chosen={chosenFilters} state={state} onChange={onStateChange} onEmptied={() => countRef.current?.focus()} />
          {results}
          {/* Every match of the list as it is filtered and sorted, as a price list to print (docs/api/pdf.md). Below
              the list: it shows once the shop's settings have arrived, and above the list that pushed every card down. */}
          {total > 0 ? (
            <ListFooter>
              <PdfDownloadButton
                request={{ method: 'post', path: '/product/search/pdf', body: request }}
                fileName="prisliste.pdf"
                flag="AllowPriceListPdf"
                label={t('Pdf.PriceList')}
                variant="ghost"
              />
            </ListFooter>
          ) : null}
        </Results>
      </Columns>
      {drawerLoaded ? (
        <FilterDrawer
          open={drawerOpen}
          onClose={closeDrawer}
          filters={filters}
          state={state}
          onChange={onStateChange}
          onWantAllOptions={() => void refetch()}
          count={drawerCount}
          counting={counting}
        />
      ) : null}
    </div>
  )
}
