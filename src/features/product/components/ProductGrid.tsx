// Product cards in a responsive grid (product lists, product selectors).
import { useRef } from 'react'
import styled from 'styled-components'
import { ProductTile } from '@/features/product/components/ProductTile'
import { TrackedProductList } from '@/features/tracking/productLists'
import type { ProductCard } from '@/lib/schemas'
import { theme } from '@/styles/theme'

/** Two cards to a phone's row, about a third of a tablet's, 320 px at most (ProductTile's widest). */
const GRID_IMAGE_SIZES = '(min-width: 1280px) 320px, (min-width: 768px) 33vw, 50vw'

const Grid = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Two cards side by side on a phone, as in a printed catalogue; from the tablet up as many as fit. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${theme.space.md};
  row-gap: ${theme.space.xl};

  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    column-gap: ${theme.space.lg};
    row-gap: ${theme.space.xxl};
  }
`

/** `listId` names the list for analytics (docs/analytics.md view_item_list); its name is the label. */
export function ProductGrid({ products, label, listId }: { products: readonly ProductCard[]; label?: string; listId?: string }) {
  const ref = useRef<HTMLUListElement>(null)
  return (
    <TrackedProductList listId={listId} listName={label} products={products} target={ref}>
      <Grid ref={ref} aria-label={label}>
        {products.map((product) => (
          <li key={product.ProductId}>
            <ProductTile product={product} imageSizes={GRID_IMAGE_SIZES} />
          </li>
        ))}
      </Grid>
    </TrackedProductList>
  )
}
