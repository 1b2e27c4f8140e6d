// The basket page content: lines with quantity steppers, totals, and the loading and empty states.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Price } from '@/components/Price/Price'
import { maxReasonOf, QuantityStepper, type QuantityChangeEvent } from '@/components/QuantityStepper/QuantityStepper'
import { TotalRow, TotalsList } from '@/components/Totals/Totals'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { QUANTITY_FALLBACK_MAX } from '@/config/constants'
import { paths } from '@/config/paths'
import { DELIVERY_PAGE_URL } from '@/features/content/components/DeliveryNote'
import { termsAmount, useDeliveryFacts } from '@/features/content/DeliveryFacts'
import { moneyText } from '@/lib/money'
import { useBasketChange } from '../api/basket-change'
import { removeBasketLine } from '../api/remove-basket-line'
import type { Basket, BasketLine } from '../api/schemas'
import { updateBasketLineQuantity } from '../api/update-basket-line-quantity'
import { useBasket } from '../BasketProvider'
import { BasketCodes } from './BasketCodes'
import { FreeDeliveryProgress } from './FreeDeliveryProgress'
import { GiftCardLineItem } from './GiftCardLineItem'
import { isAboveVerifiedAge } from '@/features/checkout/ageVerification'
import { useTrackViewCart } from '@/features/tracking/useCommerceTracking'
import { theme } from '@/styles/theme'

const LINE_IMAGE_WIDTH = 96

const Section = styled.section`
  display: grid;
  gap: ${theme.space.xl};
  padding: ${`${theme.space.xl} 0`};

  ${theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  grid-column: 1 / -1;
  margin: 0;
`

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`

const Line = styled.li`
  display: grid;
  grid-template-columns: ${LINE_IMAGE_WIDTH}px minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const LineBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`

const LineInfo = styled.div`
  flex: 1 1 200px;

  a {
    color: ${theme.colors.text};
    font-weight: 600;
  }
`

const Muted = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** The campaign that prices the line ("3 for 2", "Spar 20 %"). */
const CampaignText = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

const Warning = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

const LineActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`

const LinePrice = styled.p`
  margin: 0;
  min-width: 5em;
  text-align: right;
`

const Summary = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`

const Checkout = styled.div`
  margin-top: ${theme.space.md};
`

const Status = styled.div`
  grid-column: 1 / -1;
  padding: ${`${theme.space.xl} 0`};

  p {
    font-size: ${theme.fontSizes.lg};
  }
`

const Skeleton = styled.div`
  height: 128px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.skeleton};
`

function BasketLineItem({
  line,
  basketUid,
  syncKey,
  ageLimited = false,
}: {
  line: BasketLine
  basketUid: string
  syncKey: number
  /** The visitor's verified age does not reach the line's (docs/adr/0022): marked, to be removed before paying. */
  ageLimited?: boolean
}) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const lineRef = { basketUid, basketlineUid: line.basketlineUid }
  // docs/product.md §8: a failure is toasted; the basket is then read again (useBasketChange).
  const updateQuantity = useBasketChange((quantity: number) => updateBasketLineQuantity(lineRef, quantity), {
    basketUid,
    onError: showError,
  })
  const removeLine = useBasketChange(() => removeBasketLine(lineRef), { basketUid, onError: showError })
  const maxQuantity = line.MaxQuantity ?? line.Product.MaxQuantity ?? QUANTITY_FALLBACK_MAX
  const name = line.Product.Name

  const onChange = (event: QuantityChangeEvent) => updateQuantity.mutate(event.quantity)
  const onRemove = () => removeLine.mutate(undefined)

  return (
    <Line aria-busy={updateQuantity.isPending || removeLine.isPending}>
      <CmsImage image={line.Product.PrimaryImage} preset="Square" width={LINE_IMAGE_WIDTH} />
      <LineBody>
        <LineInfo>
          <Link href={line.Product.RelativeUrl}>{name}</Link>
          <Muted>
            {t('Basket.UnitPrice')}: {moneyText(line.UnitPrice)}
          </Muted>
          {line.IsFreeGift ? <Muted>{t('Basket.FreeGift')}</Muted> : null}
          {line.Campaign?.Text && !line.IsFreeGift ? <CampaignText>{line.Campaign.Text}</CampaignText> : null}
          {line.Unavailable ? (
            <Warning>{t(`Basket.Unavailable.${line.Unavailable}`, { defaultValue: t('Basket.Unavailable.GenericReason') })}</Warning>
          ) : ageLimited ? (
            <Warning>{t('Basket.AgeAboveVerified', { age: line.Product.RequiredAge })}</Warning>
          ) : null}
        </LineInfo>
        <LineActions>
          {line.IsFreeGift ? null : (
            <QuantityStepper
              quantity={line.Quantity}
              maxQuantity={maxQuantity}
              maxReason={maxReasonOf(maxQuantity)}
              basketUid={basketUid}
              basketlineUid={line.basketlineUid}
              onChange={onChange}
              onRemove={onRemove}
              label={t('Basket.QuantityOf', { name })}
              syncKey={syncKey}
            />
          )}
          <LinePrice>
            <VisuallyHidden>{t('Basket.LinePrice')}: </VisuallyHidden>
            <Price price={line.LinePrice} />
          </LinePrice>
          {line.IsFreeGift ? null : (
            <Button
              type="button"
              $variant="ghost"
              onClick={onRemove}
              disabled={removeLine.isPending}
              aria-label={t('Basket.RemoveLine', { name })}
            >
              {t('Basket.Remove')}
            </Button>
          )}
        </LineActions>
      </LineBody>
    </Line>
  )
}

type MoneyValue = Basket['Totals']['Total']

const DeliveryInfo = styled.div`
  margin-top: ${theme.space.md};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${theme.space.xxs};
  }
`

/**
 * How far the basket is from free delivery (FreeDeliveryProgress: the backend's figure, as checkout charges it), and
 * the delivery price and time in the basket's terms (a business customer's amounts excl. VAT, one amount only).
 */
function DeliveryProgress({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const { facts } = useDeliveryFacts()
  if (basket.Lines.length === 0) return null
  const exclVat = basket.IsB2B
  if (!basket.FreeDelivery && !facts) return null
  return (
    <DeliveryInfo data-testid="basket-delivery">
      <FreeDeliveryProgress basket={basket} />
      {facts?.PriceFrom ? <p>{t('Delivery.PriceFrom', { price: termsAmount(facts.PriceFrom, exclVat, t) })}</p> : null}
      <p>
        {t('Basket.DeliveryChoice')} <Link href={DELIVERY_PAGE_URL}>{t('Delivery.ReadMore')}</Link>
      </p>
    </DeliveryInfo>
  )
}

/** A totals row, left out when the amount is absent or zero (a discount of 0,- says nothing). */
function OptionalTotal({ label, money, deducted = false }: { label: string; money: MoneyValue | null | undefined; deducted?: boolean }) {
  if (!money || money.Amount === 0) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{deducted ? `−${moneyText(money)}` : moneyText(money)}</dd>
    </>
  )
}

function BasketTotals({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const { Totals } = basket
  // Lines that cannot be bought as they are must be changed first (checkout would send the shopper back here).
  const blocked = basket.Lines.some((line) => line.Unavailable)
  return (
    <Summary aria-labelledby="basket-summary-heading">
      <h3 id="basket-summary-heading">{t('Basket.Summary')}</h3>
      <TotalsList>
        <dt>{t('Basket.SubTotal')}</dt>
        <dd>{moneyText(Totals.SubTotal)}</dd>
        <OptionalTotal label={t('Basket.Discount')} money={Totals.Discount} deducted />
        <OptionalTotal label={t('Basket.Delivery')} money={Totals.Delivery} />
        {basket.IsB2B ? <OptionalTotal label={t('Basket.Vat')} money={Totals.Vat} /> : null}
        <OptionalTotal label={t('Basket.GiftCards')} money={Totals.GiftCards} deducted />
        <TotalRow>
          {/* A business customer's total is the one amount with VAT: it says so, as the note below says the rest is without. */}
          <dt>{t(basket.IsB2B ? 'Basket.TotalInclVat' : 'Basket.Total')}</dt>
          <dd data-testid="basket-total">{moneyText(Totals.Total)}</dd>
        </TotalRow>
        {/* Gift cards carry no VAT: a basket of gift cards alone has no VAT line. */}
        {Totals.Vat && !basket.IsB2B && basket.Lines.length > 0 ? (
          <>
            <dt>{t('Basket.VatIncluded')}</dt>
            <dd>{moneyText(Totals.Vat)}</dd>
          </>
        ) : null}
      </TotalsList>
      {basket.IsB2B ? <Muted>{t('Basket.PricesExclVat')}</Muted> : null}
      <DeliveryProgress basket={basket} />
      {blocked ? <Warning>{t('Basket.FixLinesFirst')}</Warning> : null}
      <Checkout>
        <ButtonLink
          href={paths.checkout}
          $fullWidth
          aria-disabled={blocked || undefined}
          onClick={(event) => blocked && event.preventDefault()}
        >
          {t('Basket.GoToCheckout')}
        </ButtonLink>
      </Checkout>
      <BasketCodes basket={basket} />
    </Summary>
  )
}

export function BasketView() {
  const { t } = useTranslation()
  const { ready, basketId, basket, basketQuery } = useBasket()
  const loading = !ready || (basketId !== null && basket === undefined && !basketQuery.isError)
  const lineCount = basket ? basket.Lines.length + basket.GiftCardLines.length : 0
  useTrackViewCart(basket)

  return (
    <Section aria-labelledby="basket-heading" aria-busy={loading}>
      <Heading id="basket-heading">{t('Basket.Title')}</Heading>
      {loading ? (
        <Status role="status">
          <p>{t('Basket.Loading')}</p>
          <Skeleton aria-hidden="true" />
        </Status>
      ) : !basket || lineCount === 0 ? (
        <Status>
          <p>{t('Basket.Empty')}</p>
          <Link href={paths.home}>{t('Basket.ContinueShopping')}</Link>
        </Status>
      ) : (
        <>
          <Lines aria-label={t('Basket.Lines')}>
            {basket.Lines.map((line) => (
              <BasketLineItem
                key={line.basketlineUid}
                line={line}
                basketUid={basket.Uid}
                syncKey={basketQuery.dataUpdatedAt}
                ageLimited={isAboveVerifiedAge(line, basket)}
              />
            ))}
            {basket.GiftCardLines.map((line) => (
              <GiftCardLineItem key={line.giftCardBasketlineUid} line={line} basketUid={basket.Uid} syncKey={basketQuery.dataUpdatedAt} />
            ))}
          </Lines>
          <BasketTotals basket={basket} />
        </>
      )}
    </Section>
  )
}
