// productCarousel: a titled row of product cards (SPEC §9: 2/3/4 per view at 768/1024/1280 px, spacing 24).
import { useId } from 'react'
import styled from 'styled-components'
import { Carousel } from '@/components/Carousel/Carousel'
import { Container } from '@/components/Container/Container'
import { CAROUSEL_SLIDE_SPACING_PX, PRODUCT_CAROUSEL_SLIDES_PER_VIEW } from '@/config/constants'
import { ProductTile } from '@/features/product/components/ProductTile'
import type { BlockProps } from '../types'
import type { ProductCarouselBlock } from './schema'

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

export function ProductCarousel({ block }: BlockProps<ProductCarouselBlock>) {
  const headingId = useId()
  if (block.Products.length === 0) return null
  const title = block.Title ?? ''
  return (
    <Wrapper as="section" aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <Carousel
        label={title}
        slides={block.Products.map((product) => (
          <ProductTile key={product.ProductId} product={product} />
        ))}
        slideKeys={block.Products.map((product) => String(product.ProductId))}
        slidesPerView={PRODUCT_CAROUSEL_SLIDES_PER_VIEW}
        spacingPx={CAROUSEL_SLIDE_SPACING_PX}
      />
    </Wrapper>
  )
}
