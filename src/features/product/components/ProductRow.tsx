// A titled row of product cards in the shared Carousel (docs/product.md §9: 2/3/4 per view at 768/1024/1280 px, spacing
// 24). The product carousel, the recommendation carousel and similar products all render through it.
import { useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Carousel } from '@/components/Carousel/Carousel'
import { Container } from '@/components/Container/Container'
import { BlockTitle } from '@/components/Section/BlockSection'
import { PRODUCT_CAROUSEL_SLIDES_PER_VIEW } from '@/config/constants'
import { ProductTile } from '@/features/product/components/ProductTile'
import { TrackedProductList } from '@/features/tracking/productLists'
import type { ProductCard } from '@/lib/schemas'
import { theme } from '@/styles/theme'

const Wrapper = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

type Props = {
  title: string | null
  products: readonly ProductCard[]
  /** Extra attributes for tracking (e.g. the recommendation strategy). */
  dataAttributes?: Record<`data-${string}`, string>
  /** Names the row for analytics (docs/analytics.md view_item_list); its name is the title. */
  listId?: string
}

export function ProductRow({ title, products, dataAttributes, listId }: Props) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  if (products.length === 0) return null
  return (
    <TrackedProductList listId={listId} listName={title} products={products} target={ref}>
      {/* Not a section of its own: the carousel inside is already a region named by the title, and two regions of
          one name read as two landmarks a screen reader cannot tell apart (axe landmark-unique). */}
      <Wrapper ref={ref} {...dataAttributes}>
        {title ? <BlockTitle>{title}</BlockTitle> : null}
        <Carousel
          label={title || t('ProductCarousel.Label')}
          slides={products.map((product) => (
            <ProductTile key={product.ProductId} product={product} />
          ))}
          slideKeys={products.map((product) => String(product.ProductId))}
          slidesPerView={PRODUCT_CAROUSEL_SLIDES_PER_VIEW}
        />
      </Wrapper>
    </TrackedProductList>
  )
}
