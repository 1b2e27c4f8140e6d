// The order confirmation on the receipt page: the order's receipt (POST order/{orderUid}/receipt/, which a guest may
// read too: the unguessable uid is the key) with its number, lines, totals, delivery and payment method, and the ways
// onward. The account's ReceiptView is built for the account area (login gate, navigation), so this shows the same
// receipt data in the page's own frame, with "Fortryd købet her" while the order may be withdrawn from (docs/adr/0023),
// what happens next, and for a guest the offer to keep the details in an account (docs/adr/0042).
import Link from 'next/link'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { FormMessage } from '@/components/Form/fields'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { receiptQueryOptions, type Receipt } from '@/features/orders/api/get-receipt'
import { OrderFacts } from '@/features/orders/components/OrderFacts'
import { PlacedByStaffNote } from '@/features/orders/components/PlacedByStaff'
import { OrderFulfilment } from '@/features/orders/components/Shipments'
import { ReceiptTotals } from '@/features/orders/components/ReceiptTotals'
import { formatOrderDateTime } from '@/features/orders/format'
import { useTrackPurchase } from '@/features/tracking/useCommerceTracking'
import { WithdrawalNotice } from '@/features/withdrawal/components/WithdrawalNotice'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { CHOOSABLE_PAYMENT_METHODS, type DataLayerPurchase } from '../api/schemas'
import { GiftCardPdf } from '@/features/pdf/components/GiftCardPdf'
import { GuestAccountOffer } from './GuestAccountOffer'
import { Note, Row, Skeleton } from './styles'
import { WhatHappensNext } from './WhatHappensNext'
import { theme } from '@/styles/theme'

const Lines = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding-bottom: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};
  }

  span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  address {
    font-style: normal;
  }
`

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation()
  const placed = formatOrderDateTime(receipt.PlacedAt, toLocale(i18n.language))
  const payment = (CHOOSABLE_PAYMENT_METHODS as readonly string[]).includes(receipt.PaymentMethod)
    ? t(`Checkout.Payment.Method.${receipt.PaymentMethod}`)
    : null
  const delivery = receipt.Delivery
  return (
    <>
      <OrderFacts>
        <div>
          <dt>{t('Checkout.Receipt.OrderNumber')}</dt>
          <dd data-testid="order-number">{receipt.OrderNumber}</dd>
        </div>
        {placed ? (
          <div>
            <dt>{t('Checkout.Receipt.Placed')}</dt>
            <dd>
              <time dateTime={receipt.PlacedAt}>{placed}</time>
            </dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{t('Checkout.Receipt.PaymentMethod')}</dt>
            <dd>{payment}</dd>
          </div>
        ) : null}
        {receipt.Email ? (
          <div>
            <dt>{t('Checkout.Receipt.Email')}</dt>
            <dd>{receipt.Email}</dd>
          </div>
        ) : null}
      </OrderFacts>
      <PlacedByStaffNote name={receipt.PlacedByStaff} />
      <OrderFulfilment receipt={receipt} />
      <WhatHappensNext receipt={receipt} />
      <GuestAccountOffer receipt={receipt} />

      <Section aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">{t('Checkout.Receipt.LinesHeading')}</h2>
        <Lines>
          {receipt.Lines.map((line, index) => (
            <li key={`line-${index}`}>
              <span>
                {line.Quantity} × {line.RelativeUrl ? <Link href={line.RelativeUrl}>{line.Name}</Link> : line.Name}
              </span>
              <span>{moneyText(line.LinePrice)}</span>
            </li>
          ))}
          {receipt.GiftCardLines.map((line, index) => (
            <li key={`giftcard-${index}`}>
              <span>
                {line.Quantity} × {t('Basket.GiftCardName', { amount: moneyText(line.Amount) })}
                <GiftCardPdf orderUid={receipt.Uid} line={line} />
              </span>
              <span>{moneyText({ Amount: line.Amount.Amount * line.Quantity })}</span>
            </li>
          ))}
        </Lines>
        <ReceiptTotals receipt={receipt} />
      </Section>

      {delivery && (delivery.MethodName || delivery.Address || delivery.ServiceLocation) ? (
        <Section aria-labelledby="order-delivery-heading">
          <h2 id="order-delivery-heading">{t('Checkout.Receipt.DeliveryHeading')}</h2>
          {delivery.MethodName ? <p>{delivery.MethodName}</p> : null}
          {delivery.ServiceLocation ? <p>{delivery.ServiceLocation}</p> : null}
          {delivery.Address && delivery.MethodType !== 'PostNord' ? (
            <address>
              {[delivery.Name, delivery.Company, delivery.Address, [delivery.Zip, delivery.City].filter(Boolean).join(' ')]
                .filter(Boolean)
                .map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
            </address>
          ) : null}
        </Section>
      ) : null}

      <WithdrawalNotice orderUid={receipt.Uid} />
    </>
  )
}

type Props = {
  orderUid: string
  /** The confirm answer's purchase for analytics: there only the first time the order is confirmed (docs/analytics.md). */
  purchase?: DataLayerPurchase | null
}

export function OrderConfirmation({ orderUid, purchase = null }: Props) {
  const { t } = useTranslation()
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  const receipt = useQuery({
    ...receiptQueryOptions(loginKey, culture, orderUid),
    enabled: status !== 'loading',
    // A guest who makes an account here is logged in, which changes the login key and so the query: this order's
    // receipt stays on screen while it is read again as the customer's, so the page (and the account offer's
    // "your account is created") does not unmount and vanish while the new key loads.
    placeholderData: (previous) => (previous?.Uid === orderUid ? previous : undefined),
  })
  useTrackPurchase(purchase)

  return (
    <>
      {receipt.data ? (
        <ReceiptDetails receipt={receipt.data} />
      ) : receipt.isError ? (
        <FormMessage $tone="error" role="alert">
          <p>{t('Checkout.Receipt.LoadFailed')}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => void receipt.refetch()} disabled={receipt.isFetching}>
              {t('Checkout.TryAgain')}
            </Button>
          </div>
        </FormMessage>
      ) : (
        <div aria-busy="true">
          <Note role="status">{t('Checkout.Receipt.Loading')}</Note>
          <Skeleton $height="200px" aria-hidden="true" />
        </div>
      )}
      <Row>
        <ButtonLink href={paths.home}>{t('Checkout.ToShop')}</ButtonLink>
        {status === 'authenticated' ? (
          <ButtonLink href={paths.accountOrder(orderUid)} $variant="secondary">
            {t('Checkout.Receipt.SeeInAccount')}
          </ButtonLink>
        ) : null}
      </Row>
    </>
  )
}
