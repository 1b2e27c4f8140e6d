// Product cards in a responsive grid (product lists, product selectors).
import styled from 'styled-components'
import { ProductTile } from '@/features/product/components/ProductTile'
import type { ProductCard } from '@/lib/schemas'

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`

export function ProductGrid({ products, label }: { products: readonly ProductCard[]; label?: string }) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product.ProductId}>
          <ProductTile product={product} />
        </li>
      ))}
    </Grid>
  )
}
