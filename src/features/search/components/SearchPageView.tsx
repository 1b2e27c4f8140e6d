// The search page /soeg/: heading, what the search did with the words (SearchExplain), the search types
// (docs/product.md §9: all results, products, recipes, articles) and the chosen type's results. The header's field is
// the page's one search field on every width (docs/adr/0040); it shows the query here. Result pages are not for search engines (noindex): they are endless
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
import { isAsTyped, SearchExplain } from './SearchExplain'
import { SearchTabs } from './SearchTabs'
import { SearchView } from './SearchView'
import { ArticleResults, RecipeResults } from './TypeResults'
import { useTypeResults } from './useTypeCounts'
import { theme } from '@/styles/theme'

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
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
  const asTyped = isAsTyped(useRouter().query)
  const results = useTypeResults(query, locale, asTyped)
  const first = results.products.data?.pages[0]
  // Analytics' search: once per query and search type shown.
  useTrackOnce(query ? searchEvent(query, active) : null, query ? `${active}:${query}` : null)
  return (
    <>
      {query ? (
        <SearchExplain
          query={query}
          corrected={asTyped ? null : first?.CorrectedQuery}
          partial={first?.PartialMatch}
          type={active === 'all' ? undefined : active}
        />
      ) : null}
      <SearchTabs query={query} active={active} counts={results.counts} />
      {active === 'all' ? <AllResults query={query} results={results} /> : null}
      {active === 'products' ? <SearchView type="products" /> : null}
      {active === 'recipes' ? <RecipeResults query={query} locale={locale} /> : null}
      {active === 'articles' ? <ArticleResults query={query} locale={locale} /> : null}
    </>
  )
}
