// The search page /soeg/: search box, heading, the search types (docs/product.md §9: all results, products, recipes,
// articles) and the chosen type's results. Result pages are not for search engines (noindex): they are endless
// variations of the product pages.
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { searchEvent } from '@/features/tracking/events'
import { useTrackOnce } from '@/features/tracking/useTrack'
import { toLocale } from '@/lib/culture'
import { activeSearchType, parseSearchState, parseSearchType } from '../searchState'
import { AllResults } from './AllResults'
import { SearchForm } from './SearchForm'
import { SearchTabs } from './SearchTabs'
import { SearchView } from './SearchView'
import { ArticleResults, RecipeResults } from './TypeResults'
import { useTypeResults } from './useTypeCounts'

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
`

const Box = styled.div`
  max-width: 640px;
`

export function SearchPageView() {
  const { t } = useTranslation()
  const router = useRouter()
  const locale = toLocale(router.locale)
  const { query } = parseSearchState(router.query)
  const active = activeSearchType(router.query)
  // Without a query the page is the catalogue; the types show once there is something to look for, or one is asked.
  const withTypes = query !== '' || parseSearchType(router.query) !== undefined
  const title = query ? t('Search.ResultsFor', { query }) : t('Search.Title')
  return (
    <Page>
      <PageHead title={title} path={paths.search} noIndex />
      <Box>
        {/* Keyed by the query so the field shows the new one after a search from the header. */}
        <SearchForm key={query} defaultQuery={query} />
      </Box>
      <h1>{title}</h1>
      {withTypes ? <TypedResults query={query} active={active} locale={locale} /> : <SearchView />}
    </Page>
  )
}

function TypedResults({
  query,
  active,
  locale,
}: {
  query: string
  active: ReturnType<typeof activeSearchType>
  locale: ReturnType<typeof toLocale>
}) {
  const results = useTypeResults(query, locale)
  // Analytics' search: once per query and search type shown.
  useTrackOnce(query ? searchEvent(query, active) : null, query ? `${active}:${query}` : null)
  return (
    <>
      <SearchTabs query={query} active={active} counts={results.counts} />
      {active === 'all' ? <AllResults query={query} results={results} /> : null}
      {active === 'products' ? <SearchView type="products" /> : null}
      {active === 'recipes' ? <RecipeResults query={query} locale={locale} /> : null}
      {active === 'articles' ? <ArticleResults query={query} locale={locale} /> : null}
    </>
  )
}
