// The search page /soeg/: search box, heading and the results. Result pages are not for search engines
// (noindex): they are endless variations of the product pages.
import { useRouter } from 'next/router'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { parseSearchState } from '../searchState'
import { SearchForm } from './SearchForm'
import { SearchView } from './SearchView'

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
  const { query } = parseSearchState(router.query)
  const title = query ? t('Search.ResultsFor', { query }) : t('Search.Title')
  return (
    <Page>
      <PageHead title={title} path={paths.search} noIndex />
      <Box>
        {/* Keyed by the query so the field shows the new one after a search from the header. */}
        <SearchForm key={query} defaultQuery={query} />
      </Box>
      <h1>{title}</h1>
      <SearchView />
    </Page>
  )
}
