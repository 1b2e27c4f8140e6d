// productList: the products of a category (or the whole catalogue) as a grid with their count. Filters, sorting
// and "show more" arrive with the catalogue issue; until then the list shows what the content service sent.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { BlockSection } from '@/components/Section/BlockSection'
import { ProductGrid } from '@/components/ProductGrid/ProductGrid'
import type { BlockProps } from '../types'
import type { ProductListBlock } from './schema'

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

export function ProductList({ block }: BlockProps<ProductListBlock>) {
  const { t } = useTranslation()
  const title = block.Title || t('ProductList.Title')
  return (
    <BlockSection title={title} data-block="productList">
      {block.Products.length === 0 ? (
        <Empty>{t('ProductList.Empty')}</Empty>
      ) : (
        <>
          <Count role="status">
            {t('ProductList.Count', { shown: block.Products.length, count: block.TotalProductCount })}
          </Count>
          <ProductGrid products={block.Products} label={title} />
        </>
      )}
    </BlockSection>
  )
}
