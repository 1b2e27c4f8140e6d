// The product page's content (views/ProductPageView): breadcrumbs; name, producer and review; the gallery; a tasting's
// date, time and place; price (incl. or excl. VAT by customer type, with the campaign's splash and before price) and
// the age sign of alcohol under it, the edition picker, stock (a tasting's seats) and add to basket; descriptions and
// facts; similar products (none for a tasting). One column on phones with the price and the basket
// button right after the picture, two columns from tablet.
//
// The picked edition lives in the address (?variant={id}, shallow: no new server round trip), so the server
// renders the right edition for a shared link and back/forward moves between editions.
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { AgeSign } from '@/components/AgeSign/AgeSign'
import { Container } from '@/components/Container/Container'
import { Price } from '@/components/Price/Price'
import { JsonLd } from '@/components/Seo/JsonLd'
import { breadcrumbJsonLd, decimalPrice, productJsonLd } from '@/components/Seo/jsonLd'
import { absoluteUrl, localizedPath, PageHead } from '@/components/Seo/PageHead'
import { CURRENCY, type Locale } from '@/config/constants'
import { AddToBasketForm } from '@/features/basket/components/AddToBasket'
import { DeliveryNote } from '@/features/content/components/DeliveryNote'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import { Breadcrumbs } from '@/features/product/components/Breadcrumbs'
import { CampaignBadge } from '@/features/product/components/CampaignBadge'
import { EventDetails } from '@/features/product/components/EventInfo'
import { ProductFacts } from '@/features/product/components/ProductFacts'
import { PdfDownloadButton } from '@/features/pdf/components/PdfDownloadButton'
import { ProductGallery } from '@/features/product/components/ProductGallery'
import { ReviewStars } from '@/features/product/components/ReviewStars'
import { SimilarProducts } from '@/features/product/components/SimilarProducts'
import { StickyBuyBar } from '@/features/product/components/StickyBuyBar'
import { StockStatus } from '@/features/product/components/StockStatus'
import { VariantPicker } from '@/features/product/components/VariantPicker'
import { useTrackViewItem } from '@/features/tracking/useCommerceTracking'
import {
  hasEditionChoice,
  queryWithVariant,
  selectEdition,
  VARIANT_QUERY_KEY,
  variantIdOf,
  type Edition,
} from '@/features/product/variants'
import type { ProductDetail } from '@/lib/schemas'
import { useSite } from '@/lib/site'
import { withTrailingSlash } from '@/lib/url'
import { theme } from '@/styles/theme'

// "Giv mig besked" where the basket button cannot sell: loaded on demand, so it adds nothing to the page's first-load JS.
const StockAlertForm = dynamic(() => import('@/features/stock-alerts/components/StockAlertForm').then((m) => m.StockAlertForm), {
  ssr: false,
})

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.xl};
`

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'head' 'gallery' 'buy' 'info';
  gap: ${theme.space.lg};

  ${theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'gallery head' 'gallery buy' 'gallery info';
    column-gap: ${theme.space.xl};
    align-items: start;
  }
`

const Area = styled.div<{ $area: 'head' | 'gallery' | 'buy' | 'info' }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};

  ${theme.media.laptop} {
    font-size: ${theme.fontSizes.display};
  }
`

const Producer = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  white-space: pre-line;
`

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const PriceBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`

/** "Cascina Lorenzo · Piemonte, Italien": who made it and where, from the facts. */
function producerLine(product: ProductDetail): string | null {
  const fact = (key: string) => product.Facts.find((item) => item.Key === key)?.Value
  const place = [fact('region'), fact('country')].filter(Boolean).join(', ')
  const line = [fact('producer'), place].filter(Boolean).join(' · ')
  return line || null
}

/** The campaign splash of what is shown: the product's own badge, or the picked variant's campaign. */
function splashOf(product: ProductDetail, edition: Edition): string | null {
  if (edition.VariantId === null) return product.CampaignSplash ?? edition.Pricing.Campaign?.Text ?? null
  return edition.Pricing.Campaign?.Text ?? null
}

const isEvent = (product: ProductDetail) => product.Type === 'Event' || Boolean(product.Event)

type DetailsProps = { product: ProductDetail; locale: Locale; signedIn: boolean }

export function ProductDetails({ product, locale, signedIn }: DetailsProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const { origin } = useSite()
  // The pick shows at once; the address follows (a shallow replace settles a moment later). When the address
  // changes by itself (back, forward, a link), it wins.
  const addressVariant = variantIdOf(router.query[VARIANT_QUERY_KEY])
  const [picked, setPicked] = useState(addressVariant)
  const [seenAddressVariant, setSeenAddressVariant] = useState(addressVariant)
  if (addressVariant !== seenAddressVariant) {
    setSeenAddressVariant(addressVariant)
    setPicked(addressVariant)
  }
  const edition = selectEdition(product, picked)
  useTrackViewItem(product, edition)
  const buyArea = useRef<HTMLDivElement>(null)

  const pickEdition = (variantId: number | null) => {
    setPicked(variantId)
    void router.replace({ pathname: router.pathname, query: queryWithVariant(router.query, variantId) }, undefined, {
      shallow: true,
      scroll: false,
    })
  }

  const images = product.Images?.length ? product.Images : product.PrimaryImage ? [product.PrimaryImage] : []
  const path = withTrailingSlash(product.RelativeUrl)
  const pageUrl = absoluteUrl(origin, localizedPath(path, locale))
  const editionUrl = edition.VariantId === null ? pageUrl : `${pageUrl}?${VARIANT_QUERY_KEY}=${edition.VariantId}`
  const producer = producerLine(product)
  const score = product.ProductReview?.Score
  const pricing = edition.Pricing

  return (
    <Page>
      <PageHead
        title={product.SeoPageTitle || product.Name}
        description={product.SeoMetaDescription || product.ShortDescription}
        image={product.OpenGraphImage ?? product.PrimaryImage ?? images[0] ?? null}
        path={path}
        type="product"
        // A business customer's price is without VAT: not the one to share.
        productPrice={pricing.IncludesVat ? { amount: decimalPrice(pricing.CurrentPrice.Amount), currency: CURRENCY } : null}
      />
      <JsonLd
        id="product"
        data={productJsonLd({
          product,
          offer: { Pricing: pricing, StockState: edition.Stock?.State, ProductNumber: edition.ProductNumber },
          url: editionUrl,
          origin,
        })}
      />
      {product.Breadcrumbs.length > 0 ? (
        <JsonLd id="breadcrumbs" data={breadcrumbJsonLd(product.Breadcrumbs, { name: product.Name, url: pageUrl }, origin)} />
      ) : null}

      <Breadcrumbs trail={product.Breadcrumbs} current={product.Name} />

      <Grid>
        <Area $area="head">
          <Title>{product.Name}</Title>
          {producer ? <Producer>{producer}</Producer> : null}
          {typeof score === 'number' ? <ReviewStars score={score} reviewer={product.ProductReview?.Reviewer} locale={locale} /> : null}
        </Area>

        <Area $area="gallery">
          <ProductGallery images={images} name={product.Name} />
        </Area>

        <Area $area="buy" data-testid="product-buy" ref={buyArea}>
          {product.Event ? <EventDetails event={product.Event} /> : null}
          <CampaignBadge text={splashOf(product, edition)} />
          <PriceBlock>
            <Price price={pricing.CurrentPrice} beforePrice={pricing.BeforePrice} includesVat={pricing.IncludesVat} size="lg" />
            {edition.PricePerNetContent ? <Meta>{edition.PricePerNetContent}</Meta> : null}
          </PriceBlock>
          <AgeSign age={product.RequiredAge} size="md" withText />
          {hasEditionChoice(product) ? (
            <VariantPicker variants={product.Variants} selectedId={edition.VariantId} onSelect={pickEdition} />
          ) : null}
          <StockStatus stock={edition.Stock} event={product.Event} />
          {edition.ProductNumber ? <Meta>{t('ProductPage.ProductNumber', { number: edition.ProductNumber })}</Meta> : null}
          {/* The EAN is the product's own: a variant has none, so it goes with the product itself only. */}
          {product.Ean && edition.VariantId === null ? <Meta>{t('ProductPage.Ean', { ean: product.Ean })}</Meta> : null}
          <AddToBasketForm key={`${product.ProductId}-${edition.VariantId ?? 'product'}`} product={product} edition={edition} />
          {/* A tasting that has taken place will not be back. */}
          {edition.ShowAddToBasket || product.Event?.HasPassed ? null : (
            <StockAlertForm
              key={`alert-${product.ProductId}-${edition.VariantId ?? 'product'}`}
              productId={product.ProductId}
              variantId={edition.VariantId}
            />
          )}
          <FavouriteButton productId={product.ProductId} productName={product.Name} variant="labelled" />
          <DeliveryNote exclVat={!pricing.IncludesVat} />
          {product.WithdrawalExemption && product.WithdrawalExemption !== 'none' ? (
            <Meta data-testid="no-withdrawal">{t(`ProductPage.NoWithdrawal.${product.WithdrawalExemption}`)}</Meta>
          ) : null}
        </Area>

        <Area $area="info">
          {product.ShortDescription ? <Text>{product.ShortDescription}</Text> : null}
          {product.Description ? (
            <Section aria-labelledby="product-description">
              <h2 id="product-description">{t('ProductPage.Description')}</h2>
              <Text>{product.Description}</Text>
            </Section>
          ) : null}
          <ProductFacts facts={product.Facts} />
          <div>
            <PdfDownloadButton
              request={{ method: 'get', path: `/product/${product.ProductId}/pdf` }}
              fileName={`produktark-${product.ProductId}.pdf`}
              flag="AllowProductSheetPdf"
              label={t('Pdf.ProductSheet')}
              variant="ghost"
            />
          </div>
        </Area>
      </Grid>

      {/* A tasting is not offered alternatives: its date and place are what it is bought for (docs/adr/0041). */}
      {product.CategoryId && !isEvent(product) ? (
        <SimilarProducts productId={product.ProductId} categoryId={product.CategoryId} locale={locale} signedIn={signedIn} />
      ) : null}
      {/* Price and "Læg i kurv" at the bottom of a phone's screen once the add button above has scrolled away. */}
      <StickyBuyBar buyArea={buyArea} name={product.Name} edition={edition} />
    </Page>
  )
}
