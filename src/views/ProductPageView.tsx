// The product page (features/product/components/ProductDetails). The product comes from the React Query cache the
// server filled (no refetch on hydration); if the server could not load it, the browser tries again.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import type { Locale } from '@/config/constants'
import { productQueryOptions } from '@/features/product/api/get-product'
import { ProductDetails } from '@/features/product/components/ProductDetails'
import { isApiError } from '@/lib/apiError'
import { NotFoundView } from './NotFoundView'
import { Message, MessageCard } from './MessageLayout'

type Props = {
  productId: number
  locale: Locale
  signedIn?: boolean
  /**
   * The HTML came from Next's page cache (the guests' page, docs/adr/0012) and may be older than the product:
   * the browser asks the shop API once more, for the current stock and price, and that call counts the view.
   */
  cachedPage?: boolean
}

export function ProductPageView({ productId, locale, signedIn = false, cachedPage = false }: Props) {
  const { t } = useTranslation()
  const query = useQuery({
    ...productQueryOptions(productId, locale, { signedIn }),
    ...(cachedPage ? { refetchOnMount: 'always' as const } : {}),
  })

  if (query.data) return <ProductDetails product={query.data} locale={locale} signedIn={signedIn} />
  if (isApiError(query.error) && query.error.isNotFound) return <NotFoundView />
  return (
    <Message>
      <MessageCard role="status">
        <p>{query.isError ? t('ProductPage.LoadError') : t('ProductPage.Loading')}</p>
        {query.isError ? (
          <Button type="button" onClick={() => void query.refetch()}>
            {t('ProductPage.Retry')}
          </Button>
        ) : null}
      </MessageCard>
    </Message>
  )
}
