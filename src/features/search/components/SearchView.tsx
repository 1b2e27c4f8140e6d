// The search page's products: the URL is the state (searchState.ts). Every change replaces it shallowly and the
// view reads it back, so links and the back button restore the same view. The list itself is ProductResults,
// shared with the category pages.
import { useRouter } from 'next/router'
import { useCallback, useMemo } from 'react'
import { useTranslation } from '@/i18n/texts'
import { toLocale } from '@/lib/culture'
import { parseSearchState, searchHref, toSearchRequest, type SearchState, type SearchType } from '../searchState'
import { ProductResults } from './ProductResults'
import { AS_TYPED_PARAM, isAsTyped } from './SearchExplain'

type Props = {
  /** The search type to keep in the URL (the products tab); none on a page without tabs. */
  type?: SearchType
}

export function SearchView({ type }: Props = {}) {
  const { t } = useTranslation()
  const router = useRouter()
  const locale = toLocale(router.locale)
  const state = useMemo(() => parseSearchState(router.query), [router.query])
  // "Søg i stedet efter …" (SearchExplain.tsx): the words as typed, kept while filters and sort change.
  const asTyped = isAsTyped(router.query)
  const request = useMemo(() => ({ ...toSearchRequest(state), ...(asTyped ? { AsTyped: true } : {}) }), [state, asTyped])
  const setState = useCallback(
    (next: SearchState) => {
      const href = searchHref(next, type)
      const kept = asTyped && next.query ? `${href}${href.includes('?') ? '&' : '?'}${AS_TYPED_PARAM}=1` : href
      void router.replace(kept, undefined, { shallow: true, scroll: false })
    },
    [router, type, asTyped],
  )
  return (
    <ProductResults
      state={state}
      request={request}
      locale={locale}
      onStateChange={setState}
      resultsLabel={t('Search.ResultsLabel')}
      shownText={(shown, count) => t('Search.Shown', { shown, count })}
    />
  )
}
