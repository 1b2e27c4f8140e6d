// Product search (docs/product.md §9): /soeg/?q=…&<filters>&sort=…&pages=…; English at /en/soeg/.
import type { NextPage } from 'next'
import { SearchPageView } from '@/features/search/components/SearchPageView'
import { loadSearchPage, type SearchPageProps } from '@/features/search/loadSearchPage'

const SearchPage: NextPage<SearchPageProps> = () => <SearchPageView />

SearchPage.getInitialProps = loadSearchPage

export default SearchPage
