// "Lignende produkter / Similar products": up to 8 products of the same category as a row of tiles, fetched when
// the row nears the screen. Nothing shows when there are none, or when the call fails (the page is complete
// without it; the failure is logged).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { ProductRow } from '@/features/product/components/ProductRow'
import type { Locale } from '@/config/constants'
import { logError } from '@/lib/log'
import { similarProductsQueryOptions } from '../api/get-similar-products'
import { useNearViewport } from '../useNearViewport'
import { theme } from '@/styles/theme'

const Placeholder = styled.div`
  min-height: 1px;
`

const Loading = styled.p`
  margin: 0;
  padding: ${theme.space.xl} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`

type Props = { productId: number; categoryId: number; locale: Locale; signedIn: boolean }

export function SimilarProducts({ productId, categoryId, locale, signedIn }: Props) {
  const { t } = useTranslation()
  const anchor = useRef<HTMLDivElement>(null)
  const near = useNearViewport(anchor)
  const query = useQuery({ ...similarProductsQueryOptions(productId, categoryId, locale, signedIn), enabled: near })

  useEffect(() => {
    if (query.error) logError(`similar products of ${productId}`, query.error)
  }, [query.error, productId])

  return (
    <Placeholder ref={anchor} data-testid="similar-products">
      {query.isFetching && !query.data ? <Loading role="status">{t('ProductPage.SimilarLoading')}</Loading> : null}
      {query.data && query.data.length > 0 ? (
        <ProductRow title={t('ProductPage.SimilarProducts')} products={query.data} listId="similar_products" />
      ) : null}
    </Placeholder>
  )
}
