// The product we sell for an ingredient, as a small tile under it: picture, name (to the product page), price,
// the age sign of alcohol, and the shop's one-click add to basket (or the stock state when it cannot be bought
// right now).
import Link from 'next/link'
import styled from 'styled-components'
import { AgeSign } from '@/components/AgeSign/AgeSign'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Price } from '@/components/Price/Price'
import { AddToBasketButton } from '@/features/basket/components/AddToBasket'
import { StockStatus } from '@/features/product/components/StockStatus'
import type { ProductCard } from '@/lib/schemas'
import { theme } from '@/styles/theme'

/** The thumbnail's width, px. */
const THUMB_WIDTH = 64

const Tile = styled.div`
  display: grid;
  grid-template-columns: ${THUMB_WIDTH}px minmax(0, 1fr);
  gap: ${theme.space.sm};
  align-items: center;
  margin-top: ${theme.space.xs};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  @media print {
    display: none;
  }
`

const Thumb = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.sm};
`

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`

const Name = styled(Link)`
  flex: 1 1 140px;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;

  &:hover {
    color: ${theme.colors.primary};
  }
`

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`

export function LinkedProduct({ product }: { product: ProductCard }) {
  const buyable = product.ShowAddToBasket && (product.MaxQuantity ?? 1) > 0
  return (
    <Tile data-testid="linked-product">
      <Thumb>
        <CmsImage image={product.PrimaryImage} preset="Square" width={THUMB_WIDTH} decorative />
      </Thumb>
      <Details>
        <Name href={product.RelativeUrl}>{product.Name}</Name>
        <Buy>
          <Price price={product.Pricing.CurrentPrice} beforePrice={product.Pricing.BeforePrice} size="sm" />
          <AgeSign age={product.RequiredAge} />
          {buyable ? <AddToBasketButton product={product} /> : <StockStatus stock={product.Stock} />}
        </Buy>
      </Details>
    </Tile>
  )
}
