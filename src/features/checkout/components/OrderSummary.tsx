// The order as it will be paid: the lines (with the reason beside any line that cannot be bought as it is), gift
// cards, and the totals with the chosen delivery, in the customer's terms (B2B excl. VAT with the VAT on its own
// line, B2C incl. VAT saying how much of it is VAT; docs/architecture.md §5).
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { TotalRow, TotalsList } from '@/components/Totals/Totals'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { Basket, BasketLine } from '@/features/basket/api/schemas'
import { moneyText } from '@/lib/money'
import type { CheckoutTotals } from '../api/schemas'
import { isAboveVerifiedAge } from '../ageVerification'
import { theme } from '@/styles/theme'

const Lines = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
`

const Line = styled.li<{ $unavailable: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${`${theme.space.xxs} ${theme.space.sm}`};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
  ${({ theme, $unavailable }) => ($unavailable ? `border-left: 4px solid ${theme.colors.error}; padding-left: ${theme.space.sm};` : '')}

  a {
    color: ${theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

const Amount = styled.span`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`

const Muted = styled.span`
  grid-column: 1 / -1;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Reason = styled.strong`
  grid-column: 1 / -1;
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
`

const VatNote = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

type MoneyValue = CheckoutTotals['Total']

/** A totals row, left out when the amount is absent or zero. */
function OptionalTotal({ label, money, deducted = false }: { label: string; money: MoneyValue | null | undefined; deducted?: boolean }) {
  if (!money || money.Amount === 0) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{deducted ? `−${moneyText(money)}` : moneyText(money)}</dd>
    </>
  )
}

/** Why a line cannot be bought as it is (docs/product.md §4 reasons; an unknown one reads as the generic reason). */
export function useUnavailableText() {
  const { t } = useTranslation()
  return (line: Pick<BasketLine, 'Unavailable'>) =>
    line.Unavailable ? t(`Basket.Unavailable.${line.Unavailable}`, { defaultValue: t('Basket.Unavailable.GenericReason') }) : null
}

export function SummaryLines({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const unavailableText = useUnavailableText()
  return (
    <Lines aria-label={t('Checkout.Summary.Lines')}>
      {basket.Lines.map((line) => {
        // A line the visitor's verified age does not reach stays in the basket, marked (docs/adr/0022).
        const reason =
          unavailableText(line) ??
          (isAboveVerifiedAge(line, basket) ? t('Basket.AgeAboveVerified', { age: line.Product.RequiredAge }) : null)
        return (
          <Line key={line.basketlineUid} $unavailable={reason !== null} data-unavailable={reason !== null || undefined}>
            <Link href={line.Product.RelativeUrl}>{line.Product.Name}</Link>
            <Amount>
              <VisuallyHidden>{t('Basket.LinePrice')}: </VisuallyHidden>
              {moneyText(line.LinePrice)}
            </Amount>
            <Muted>
              {line.IsFreeGift
                ? t('Basket.FreeGift')
                : t('Checkout.Summary.Quantity', { quantity: line.Quantity, price: moneyText(line.UnitPrice) })}
            </Muted>
            {reason ? <Reason>{reason}</Reason> : null}
          </Line>
        )
      })}
      {basket.GiftCardLines.map((line) => (
        <Line key={line.giftCardBasketlineUid} $unavailable={false}>
          <span>{t('Basket.GiftCardName', { amount: moneyText(line.Amount) })}</span>
          <Amount>{moneyText(line.LinePrice ?? { Amount: line.Amount.Amount * line.Quantity })}</Amount>
          <Muted>{t('Checkout.Summary.Quantity', { quantity: line.Quantity, price: moneyText(line.Amount) })}</Muted>
        </Line>
      ))}
    </Lines>
  )
}

type TotalsProps = {
  basket: Basket
  totals: CheckoutTotals
  /** A delivery method is chosen: its price shows, also when it is free. */
  deliveryChosen: boolean
}

export function SummaryTotals({ basket, totals, deliveryChosen }: TotalsProps) {
  const { t } = useTranslation()
  const business = basket.IsB2B
  return (
    <>
      <TotalsList data-testid="checkout-totals">
        <dt>{t('Basket.SubTotal')}</dt>
        <dd>{moneyText(totals.SubTotal)}</dd>
        <OptionalTotal label={t('Basket.Discount')} money={totals.Discount} deducted />
        {deliveryChosen && totals.Delivery ? (
          <>
            <dt>{t('Basket.Delivery')}</dt>
            <dd data-testid="checkout-delivery">
              {totals.Delivery.Amount === 0 ? t('Checkout.Delivery.Free') : moneyText(totals.Delivery)}
            </dd>
          </>
        ) : null}
        {business ? <OptionalTotal label={t('Basket.Vat')} money={totals.Vat} /> : null}
        <OptionalTotal label={t('Basket.GiftCards')} money={totals.GiftCards} deducted />
        <TotalRow>
          <dt>{t(business ? 'Checkout.Summary.TotalInclVat' : 'Basket.Total')}</dt>
          <dd data-testid="checkout-total">{moneyText(totals.Total)}</dd>
        </TotalRow>
        {!business && totals.Vat && totals.Vat.Amount > 0 ? (
          <>
            <dt>{t('Basket.VatIncluded')}</dt>
            <dd>{moneyText(totals.Vat)}</dd>
          </>
        ) : null}
      </TotalsList>
      {business ? <VatNote>{t('Basket.PricesExclVat')}</VatNote> : null}
    </>
  )
}
