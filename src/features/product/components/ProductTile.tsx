// A product card in lists and carousels: image with the campaign splash, name linking to the product, price (with
// the campaign's before price, and "ekskl. moms" for a business customer) and the age sign of alcohol beside it,
// stock, add to basket, and the favourite heart over the image.
import Link from 'next/link'
import styled from 'styled-components'
import { AgeSign } from '@/components/AgeSign/AgeSign'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Price } from '@/components/Price/Price'
import { AddToBasketButton } from '@/features/basket/components/AddToBasket'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import type { ProductCard } from '@/lib/schemas'
import { CampaignBadge } from './CampaignBadge'
import { StockStatus } from './StockStatus'

/** Rendered width of a tile image at the widest layout (4 per row in 1440 px). */
const TILE_IMAGE_WIDTH = 320

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const ImageFrame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`

const Splash = styled(CampaignBadge)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
`

const Favourite = styled(FavouriteButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`

export function ProductTile({ product }: { product: ProductCard }) {
  return (
    <Card>
      <ImageFrame>
        <CmsImage
          image={product.PrimaryImage}
          preset="Square"
          width={TILE_IMAGE_WIDTH}
          sizes="(min-width: 1280px) 320px, (min-width: 768px) 45vw, 80vw"
        />
        <Splash text={product.CampaignSplash ?? product.Pricing.Campaign?.Text} compact />
        <Favourite productId={product.ProductId} productName={product.Name} />
      </ImageFrame>
      <Name>
        <Link href={product.RelativeUrl}>{product.Name}</Link>
      </Name>
      <Footer>
        <PriceRow>
          <Price
            price={product.Pricing.CurrentPrice}
            beforePrice={product.Pricing.BeforePrice}
            // Consumer prices include VAT as a matter of course; a business customer is told the price does not.
            includesVat={product.Pricing.IncludesVat ? null : false}
          />
          <AgeSign age={product.RequiredAge} />
        </PriceRow>
        <StockStatus stock={product.Stock} />
        <AddToBasketButton product={product} />
      </Footer>
    </Card>
  )
}
