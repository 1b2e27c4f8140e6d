// The product page: image, name, price, stock, short description and add to basket. The product comes from
// the React Query cache the server filled (no refetch on hydration); if the server could not load it, the
// browser tries again.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Container } from '@/components/Container/Container'
import { Price } from '@/components/Price/Price'
import { PageHead } from '@/components/Seo/PageHead'
import type { Locale } from '@/config/constants'
import { AddToBasketForm } from '@/features/basket/components/AddToBasket'
import { productQueryOptions } from '@/features/product/api/get-product'
import { StockStatus } from '@/features/product/components/StockStatus'
import { isApiError } from '@/lib/apiError'
import type { ProductCard } from '@/lib/schemas'
import { NotFoundView } from './NotFoundView'
import { Message, MessageCard } from './MessageLayout'

/** Largest rendered width of the product image (half of the 1440 px layout). */
const PRODUCT_IMAGE_WIDTH = 640

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${({ theme }) => theme.media.laptop} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
`

const Campaign = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

function ProductDetails({ product }: { product: ProductCard }) {
  const { t } = useTranslation()
  const pricePerNetContent = typeof product.PricePerNetContent === 'string' ? product.PricePerNetContent : null
  return (
    <Grid>
      <PageHead
        title={product.SeoPageTitle || product.Name}
        description={product.SeoMetaDescription || product.ShortDescription}
        image={product.OpenGraphImage ?? product.PrimaryImage}
        path={product.RelativeUrl}
        type="product"
      />
      <ImageFrame>
        <CmsImage
          image={product.PrimaryImage}
          preset="Square"
          width={PRODUCT_IMAGE_WIDTH}
          sizes="(min-width: 1440px) 640px, (min-width: 768px) 50vw, 100vw"
          priority
        />
      </ImageFrame>
      <Details>
        {product.Pricing.Campaign?.Text ? <Campaign>{product.Pricing.Campaign.Text}</Campaign> : null}
        <h1>{product.Name}</h1>
        <div>
          <Price price={product.Pricing.CurrentPrice} beforePrice={product.Pricing.BeforePrice} size="lg" />
          {pricePerNetContent ? <Meta>{pricePerNetContent}</Meta> : null}
        </div>
        <StockStatus stock={product.Stock} />
        {product.AlcoholPercentage ? (
          <Meta>{t('ProductPage.Alcohol', { percentage: String(product.AlcoholPercentage).replace('.', ',') })}</Meta>
        ) : null}
        {product.ShortDescription ? <Description>{product.ShortDescription}</Description> : null}
        <AddToBasketForm key={product.ProductId} product={product} />
      </Details>
    </Grid>
  )
}

export function ProductPageView({ productId, locale }: { productId: number; locale: Locale }) {
  const { t } = useTranslation()
  const query = useQuery(productQueryOptions(productId, locale))

  if (query.data) return <ProductDetails product={query.data} />
  if (isApiError(query.error) && query.error.isNotFound) return <NotFoundView />
  return (
    <Message>
      <MessageCard role="status">
        <p>{query.isError ? t('ProductPage.LoadError') : t('ProductPage.Loading')}</p>
      </MessageCard>
    </Message>
  )
}
