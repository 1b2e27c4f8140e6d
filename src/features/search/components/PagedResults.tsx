// Recipe and article results: a card grid of the fetched pages with "Vis flere" while fewer than the total are
// fetched, and loading, empty and error states. The pages stay in React Query's cache, so coming back to the
// tab shows every page that was loaded.
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { CardGrid } from '@/components/Cards/cardStyles'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { More, Notice } from './ProductResults'

/** What this needs of an infinite query's result. */
export type PagedQuery<Page> = {
  data?: { pages: Page[] } | undefined
  error: unknown
  isError: boolean
  isFetchingNextPage: boolean
  hasNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  refetch: () => Promise<unknown>
}

type Props<Page, Item> = {
  result: PagedQuery<Page>
  items: (page: Page) => Item[]
  total: (page: Page) => number
  keyOf: (item: Item) => string | number
  render: (item: Item) => ReactNode
  /** The accessible name of the list. */
  label: string
  empty: string
}

export function PagedResults<Page, Item>({ result, items, total, keyOf, render, label, empty }: Props<Page, Item>) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const { data, error, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = result

  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  if (!data) {
    return isError ? (
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
  }
  const count = total(data.pages.at(-1) as Page)
  const seen = new Set<string | number>()
  const all = data.pages.flatMap(items).filter((item) => !seen.has(keyOf(item)) && seen.add(keyOf(item)))
  if (count === 0 || all.length === 0) {
    return (
      <Notice>
        <p>{empty}</p>
      </Notice>
    )
  }
  return (
    <>
      <CardGrid $min={280} aria-label={label}>
        {all.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </CardGrid>
      <More>
        <p>{t('Search.Shown', { shown: Math.min(all.length, count), count })}</p>
        {isError ? (
          <Notice role="alert">
            <p>{t('Search.LoadError')}</p>
            <Button type="button" onClick={() => void fetchNextPage()}>
              {t('Search.Retry')}
            </Button>
          </Notice>
        ) : hasNextPage ? (
          <Button type="button" $variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('Search.Loading') : t('Search.LoadMore')}
          </Button>
        ) : null}
      </More>
    </>
  )
}
