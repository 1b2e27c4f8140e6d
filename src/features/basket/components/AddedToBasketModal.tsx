// The added-to-basket dialog (docs/product.md §2): the product just added, with the quantity and its price as the basket line
// now has it (campaigns included), the basket's item count and total, how far it is from free delivery, "go to basket" and "continue shopping", and
// up to 4 suggestions with their own one-click add. The suggestions are products of the category of the product
// that opened the dialog (the "similar products" query) when the page knows it, else (or when that leaves none) the
// shop's popular products; products already in the basket and products that cannot be bought are left out. While they load a skeleton shows; when they fail (logged)
// or there are none, nothing does. A wide dialog from 768 px up, a full-width sheet at the bottom below.
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Modal } from '@/components/Modal/Modal'
import { Price } from '@/components/Price/Price'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { popularProductsQueryOptions } from '@/features/product/api/get-popular-products'
import { similarProductsQueryOptions } from '@/features/product/api/get-similar-products'
import { visitorToken } from '@/features/product/customerToken'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { moneyText } from '@/lib/money'
import type { ProductCard } from '@/lib/schemas'
import { addedProductName, type AddedToBasket } from '../added-to-basket'
import type { Basket, BasketLine } from '../api/schemas'
import { AddToBasketButton, maxQuantityOf } from './AddToBasket'
import { FreeDeliveryProgress } from './FreeDeliveryProgress'
import { theme } from '@/styles/theme'

/** How many suggestions the dialog shows at most. */
export const SUGGESTION_COUNT = 4

const ADDED_IMAGE_WIDTH = 96
const SUGGESTION_IMAGE_WIDTH = 160

/** Where the suggestions come from: the product that opened the dialog. */
export type SuggestionSource = { productId: number; categoryId: number | null }

type Props = {
  open: boolean
  added: AddedToBasket
  source: SuggestionSource
  onClose: () => void
}

const Added = styled.div`
  display: grid;
  grid-template-columns: ${ADDED_IMAGE_WIDTH}px minmax(0, 1fr);
  gap: ${theme.space.md};
  align-items: start;

  &:focus {
    outline: none;
  }
`

const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.md};
`

const Info = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
`

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Campaign = styled.p`
  margin: 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

/** Its own row beneath the count and total. */
const SummaryProgress = styled(FreeDeliveryProgress)`
  flex: 1 0 100%;
`

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.md};
  padding: ${`${theme.space.sm} 0`};
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};

  p {
    margin: 0;
  }
`

const Total = styled.p`
  font-weight: 700;
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};

  ${theme.media.tablet} {
    flex-direction: row;
  }
`

const SuggestionSection = styled.section`
  margin-top: ${theme.space.lg};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
`

const SuggestionList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    grid-template-columns: repeat(${SUGGESTION_COUNT}, minmax(0, 1fr));
  }
`

const SuggestionCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  a {
    color: ${theme.colors.text};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }

  > :last-child {
    margin-top: auto;
  }
`

const SkeletonCard = styled.li`
  height: 280px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.skeleton};
`

/** The basket line the add went to: same product and edition (a free gift line is never it). */
export function findAddedLine(basket: Basket, added: Pick<AddedToBasket, 'product' | 'variantId'>): BasketLine | undefined {
  const variant = added.variantId === null ? null : String(added.variantId)
  return basket.Lines.find(
    (line) =>
      !line.IsFreeGift &&
      line.Product.ProductId === added.product.ProductId &&
      (line.Product.VariantId === null || line.Product.VariantId === undefined ? null : String(line.Product.VariantId)) === variant,
  )
}

/** Up to SUGGESTION_COUNT products that are not in the basket and can be added with one click. */
export function pickSuggestions(products: readonly ProductCard[], basket: Basket, source: SuggestionSource): ProductCard[] {
  const inBasket = new Set(basket.Lines.map((line) => line.Product.ProductId))
  inBasket.add(source.productId)
  return products
    .filter((product) => !inBasket.has(product.ProductId) && product.ShowAddToBasket && maxQuantityOf(product) >= 1)
    .slice(0, SUGGESTION_COUNT)
}

function Suggestions({ basket, source }: { basket: Basket; source: SuggestionSource }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const locale = toLocale(i18n.language)
  const { signedIn } = visitorToken(undefined)
  const hasCategory = source.categoryId !== null

  const similar = useQuery({
    ...similarProductsQueryOptions(source.productId, source.categoryId ?? 0, locale, signedIn),
    enabled: hasCategory,
  })
  const fromSimilar = similar.data ? pickSuggestions(similar.data, basket, source) : []
  // The shop's popular products when the category is unknown, or when it has nothing left to suggest.
  const fromPopular = !hasCategory || (similar.isSuccess && fromSimilar.length === 0)
  const popular = useQuery({ ...popularProductsQueryOptions(locale, signedIn), enabled: fromPopular })

  const loading = fromPopular ? popular.isPending : similar.isPending
  const products = fromPopular ? pickSuggestions(popular.data ?? [], basket, source) : fromSimilar
  const failure = fromPopular ? popular.error : similar.error

  // The dialog is complete without suggestions: a failure is logged, not shown.
  useEffect(() => {
    if (failure) logError('added-to-basket suggestions', failure)
  }, [failure])

  if (loading) {
    return (
      <SuggestionSection aria-labelledby={headingId} aria-busy="true">
        <h3 id={headingId}>{t('AddedToBasket.Suggestions')}</h3>
        <VisuallyHidden role="status">{t('AddedToBasket.SuggestionsLoading')}</VisuallyHidden>
        <SuggestionList aria-hidden="true" data-testid="suggestions-loading">
          {Array.from({ length: SUGGESTION_COUNT }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </SuggestionList>
      </SuggestionSection>
    )
  }
  if (products.length === 0) return null
  return (
    <SuggestionSection aria-labelledby={headingId}>
      <h3 id={headingId}>{t('AddedToBasket.Suggestions')}</h3>
      <SuggestionList>
        {products.map((product) => (
          <SuggestionCard key={product.ProductId}>
            <CmsImage
              image={product.PrimaryImage}
              preset="Square"
              width={SUGGESTION_IMAGE_WIDTH}
              sizes={`(min-width: 768px) ${SUGGESTION_IMAGE_WIDTH}px, 45vw`}
              decorative
            />
            <Link href={product.RelativeUrl}>{product.Name}</Link>
            <Price
              price={product.Pricing.CurrentPrice}
              beforePrice={product.Pricing.BeforePrice}
              includesVat={product.Pricing.IncludesVat ? null : false}
              size="sm"
            />
            <AddToBasketButton product={product} />
          </SuggestionCard>
        ))}
      </SuggestionList>
    </SuggestionSection>
  )
}

export function AddedToBasketModal({ open, added, source, onClose }: Props) {
  const { t } = useTranslation()
  const addedRef = useRef<HTMLDivElement>(null)
  const { basket, product, quantity } = added
  const line = findAddedLine(basket, added)
  const name = addedProductName(added)

  // An add from inside the dialog replaces what it shows (and the suggestion that was pressed leaves the list):
  // focus goes to the newly added product, which also says what was added.
  useEffect(() => {
    if (open) addedRef.current?.focus()
  }, [open, added])

  return (
    <Modal open={open} onClose={onClose} title={t('AddedToBasket.Title')} variant="sheet" initialFocusRef={addedRef}>
      <Added ref={addedRef} tabIndex={-1} role="group" aria-label={t('Basket.AddedToast', { name })} data-testid="added-product">
        <ImageFrame>
          <CmsImage image={product.PrimaryImage} preset="Square" width={ADDED_IMAGE_WIDTH} decorative />
        </ImageFrame>
        <Info>
          <Name>{name}</Name>
          <Meta>{t('AddedToBasket.Quantity', { quantity })}</Meta>
          {line ? (
            <>
              <Meta>{t('AddedToBasket.UnitPrice', { price: moneyText(line.UnitPrice) })}</Meta>
              <Meta>{t('AddedToBasket.LinePrice', { quantity: line.Quantity, price: moneyText(line.LinePrice) })}</Meta>
              {line.Campaign?.Text ? <Campaign>{line.Campaign.Text}</Campaign> : null}
            </>
          ) : null}
        </Info>
      </Added>

      <Summary data-testid="basket-summary">
        <p>{t('AddedToBasket.BasketCount', { count: basket.Quantity })}</p>
        {/* A business customer's total is the one amount with VAT, beside prices without: it says so. */}
        <Total>
          {t(basket.IsB2B ? 'AddedToBasket.BasketTotalInclVat' : 'AddedToBasket.BasketTotal', { total: moneyText(basket.Totals.Total) })}
        </Total>
        {basket.IsB2B ? <Meta>{t('Basket.PricesExclVat')}</Meta> : null}
        <SummaryProgress basket={basket} />
      </Summary>

      <Actions>
        <ButtonLink href={paths.basket}>{t('AddedToBasket.GoToBasket')}</ButtonLink>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('Basket.ContinueShopping')}
        </Button>
      </Actions>

      <Suggestions basket={basket} source={source} />
    </Modal>
  )
}
