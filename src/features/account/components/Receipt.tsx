// One order's receipt (/konto/ordrer/{orderUid}/): POST /api/order/{orderUid}/receipt/. The lines (linking to the
// products that still exist), gift cards, delivery, payment method and the totals in the order's own terms: a
// business order's amounts are without VAT with the VAT on a line of its own, a consumer's include it and say how
// much of it is VAT (docs/architecture.md §5). It prints as a clean receipt (the shop's header, menu, account navigation and
// buttons stay on screen). An order that is not found (unknown, or someone else's: the backend does not tell them
// apart) gets a clear message and the way back to the history. Beneath, the right of withdrawal: "Fortryd købet
// her" while the order may be withdrawn from, else why not (docs/adr/0023). "Køb igen" beside the print button
// (docs/adr/0038). Near the top, what has become of the order: sent with its tracking, partly sent, cancelled or
// handed over (features/orders Shipments, docs/adr/0044-order-fulfilment.md).
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import styled, { createGlobalStyle } from 'styled-components'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { useReceipt, type Receipt, type ReceiptGiftCardLine, type ReceiptLine } from '@/features/orders/api/get-receipt'
import { statusLabel, useOrderSettings } from '@/features/orders/api/order-settings'
import { DELIVERY_METHOD_TYPES, PAYMENT_METHODS } from '@/features/orders/api/schemas'
import { BuyAgainButton } from '@/features/orders/components/BuyAgainButton'
import { OrderFacts } from '@/features/orders/components/OrderFacts'
import { PlacedByStaffNote } from '@/features/orders/components/PlacedByStaff'
import { OrderFulfilment } from '@/features/orders/components/Shipments'
import { ReceiptTotals } from '@/features/orders/components/ReceiptTotals'
import { formatOrderDateTime } from '@/features/orders/format'
import { WithdrawalNotice } from '@/features/withdrawal/components/WithdrawalNotice'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { GiftCardPdf } from '@/features/pdf/components/GiftCardPdf'
import { StatusBadge } from './StatusBadge'
import { Actions, Card, cardSurface, Muted, SkeletonBlock } from '../styles'
import { theme } from '@/styles/theme'

/** On paper the receipt stands alone. */
const PrintStyle = createGlobalStyle`
  @media print {
    header, footer, nav, [data-print='hide'] {
      display: none !important;
    }

    body {
      background: none;
    }

    main section {
      box-shadow: none !important;
      border: 1px solid ${theme.colors.borderStrong};
    }
  }
`

const Back = styled(Link)`
  justify-self: start;
  font-weight: 600;

  @media print {
    display: none;
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
  }

  th,
  td {
    padding: ${`${theme.space.sm} ${theme.space.xs}`};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }

  td[data-amount],
  th[data-amount] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  /* Phones: the unit price folds away (the line price and quantity remain). */
  [data-unit] {
    display: none;
  }

  ${theme.media.tablet} {
    [data-unit] {
      display: table-cell;
    }
  }

  @media print {
    [data-unit] {
      display: table-cell;
    }
  }
`

const Note = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Greeting = styled.q`
  display: block;
  margin-top: ${theme.space.xxs};
  font-style: italic;
`

const Totals = styled(ReceiptTotals)`
  width: 100%;
  max-width: 420px;
  margin: 0 0 0 auto;
`

/** The withdrawal notice in the look of the page's other cards. */
const WithdrawalCard = styled(WithdrawalNotice)`
  ${cardSurface}

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`

const AddressBlock = styled.address`
  font-style: normal;
  line-height: 1.5;
`

function LineRow({ line }: { line: ReceiptLine }) {
  const { t } = useTranslation()
  return (
    <tr>
      <td>
        {line.RelativeUrl ? <Link href={line.RelativeUrl}>{line.Name}</Link> : line.Name}
        {line.IsFreeGift ? <Note>{t('Account.Receipt.FreeGift')}</Note> : null}
      </td>
      <td data-amount>{line.Quantity}</td>
      <td data-amount data-unit>
        {moneyText(line.UnitPrice)}
      </td>
      <td data-amount>{moneyText(line.LinePrice)}</td>
    </tr>
  )
}

function GiftCardRow({ line, orderUid, printable }: { line: ReceiptGiftCardLine; orderUid: string; printable: boolean }) {
  const { t } = useTranslation()
  return (
    <tr>
      <td>
        {t('Account.Receipt.GiftCard', { amount: moneyText(line.Amount) })}
        {line.IsGift ? <Note>{t('Account.Receipt.GiftCardIsGift')}</Note> : null}
        {line.IsGift && line.Greeting ? (
          <Greeting>
            <VisuallyHidden>{t('Account.Receipt.Greeting')}: </VisuallyHidden>
            {line.Greeting}
          </Greeting>
        ) : null}
        {printable ? <GiftCardPdf orderUid={orderUid} line={line} /> : null}
      </td>
      <td data-amount>{line.Quantity}</td>
      <td data-amount data-unit>
        {moneyText(line.Amount)}
      </td>
      <td data-amount>{moneyText({ Amount: line.Amount.Amount * line.Quantity })}</td>
    </tr>
  )
}

/** A totals row, left out when the amount is absent or zero (a discount of 0,- says nothing). */
function DeliveryDetails({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation()
  const delivery = receipt.Delivery
  const type = delivery?.MethodType
  const method =
    delivery?.MethodName ??
    (type && (DELIVERY_METHOD_TYPES as readonly string[]).includes(type) ? t(`Account.Receipt.DeliveryType.${type}`) : null)
  const hasAddress = Boolean(delivery?.Name || delivery?.Address)
  return (
    <Card aria-labelledby="receipt-delivery-heading">
      <h2 id="receipt-delivery-heading">{t('Account.Receipt.DeliveryHeading')}</h2>
      {method ? <p>{method}</p> : null}
      {delivery?.ServiceLocation ? (
        <p>
          {t('Account.Receipt.ServiceLocation')}: {delivery.ServiceLocation}
        </p>
      ) : null}
      {hasAddress && type !== 'PostNord' ? (
        <AddressBlock>
          {[delivery?.Name, delivery?.Company, delivery?.Address].filter(Boolean).map((part) => (
            <span key={part}>
              {part}
              <br />
            </span>
          ))}
          {[delivery?.Zip, delivery?.City].filter(Boolean).join(' ')}
        </AddressBlock>
      ) : null}
      {delivery?.Name && type === 'PostNord' ? <p>{t('Account.Receipt.PickedUpBy', { name: delivery.Name })}</p> : null}
      {!method && !hasAddress ? <Muted>{t('Account.Receipt.NoDelivery')}</Muted> : null}
    </Card>
  )
}

/**
 * The receipt itself, for the account and for a guest's order lookup (features/orders OrderLookup): `status` is the
 * status in words; `buyAgain` only in the account (it fills the customer's basket); `orderLinks` (the gift cards as
 * PDF, the withdrawal notice) only where the order's uid is the caller's key: the account. The lookup has no uid.
 */
export function ReceiptBody({
  receipt,
  status,
  buyAgain,
  orderLinks,
}: {
  receipt: Receipt
  status: string
  buyAgain: boolean
  orderLinks: boolean
}) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const placed = formatOrderDateTime(receipt.PlacedAt, locale)
  const payment = (PAYMENT_METHODS as readonly string[]).includes(receipt.PaymentMethod)
    ? t(`Account.Receipt.Payment.${receipt.PaymentMethod}`)
    : receipt.PaymentMethod

  return (
    <>
      <PrintStyle />
      <Card aria-labelledby="receipt-summary-heading">
        <VisuallyHidden as="h2" id="receipt-summary-heading">
          {t('Account.Receipt.SummaryHeading')}
        </VisuallyHidden>
        <OrderFulfilment receipt={receipt} />
        <OrderFacts>
          <div>
            <dt>{t('Account.Receipt.Placed')}</dt>
            <dd>{placed ? <time dateTime={receipt.PlacedAt}>{placed}</time> : null}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Status')}</dt>
            <dd>
              <StatusBadge status={receipt.Status}>{status}</StatusBadge>
            </dd>
          </div>
          <div>
            <dt>{t('Account.Receipt.PaymentMethod')}</dt>
            <dd>{payment}</dd>
          </div>
          {receipt.Email ? (
            <div>
              <dt>{t('Account.Receipt.Email')}</dt>
              <dd>{receipt.Email}</dd>
            </div>
          ) : null}
        </OrderFacts>
        <PlacedByStaffNote name={receipt.PlacedByStaff} />
        <Actions data-print="hide">
          {buyAgain ? <BuyAgainButton orderUid={receipt.Uid} variant="primary" /> : null}
          <Button type="button" $variant="secondary" onClick={() => window.print()}>
            {t('Account.Receipt.Print')}
          </Button>
        </Actions>
      </Card>

      <Card aria-labelledby="receipt-lines-heading">
        <h2 id="receipt-lines-heading">{t('Account.Receipt.LinesHeading')}</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('Account.Receipt.Product')}</th>
              <th scope="col" data-amount>
                {t('Account.Receipt.Quantity')}
              </th>
              <th scope="col" data-amount data-unit>
                {t('Account.Receipt.UnitPrice')}
              </th>
              <th scope="col" data-amount>
                {t('Account.Receipt.LinePrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.Lines.map((line, index) => (
              <LineRow key={`line-${index}`} line={line} />
            ))}
            {receipt.GiftCardLines.map((line, index) => (
              <GiftCardRow key={`giftcard-${index}`} line={line} orderUid={receipt.Uid} printable={orderLinks} />
            ))}
          </tbody>
        </Table>
        <Totals receipt={receipt} />
        {receipt.IsB2B ? <Muted>{t('Account.Receipt.AmountsExclVat')}</Muted> : null}
      </Card>

      <DeliveryDetails receipt={receipt} />

      {orderLinks ? <WithdrawalCard orderUid={receipt.Uid} /> : null}
    </>
  )
}

export function BackToOrders() {
  const { t } = useTranslation()
  return <Back href={paths.accountOrders}>{t('Account.Receipt.BackToOrders')}</Back>
}

/** The receipt page's state: which order the address names, its receipt, and the page title that follows. */
export function useReceiptPage() {
  const { t } = useTranslation()
  const router = useRouter()
  const raw = router.query.orderUid
  const orderUid = typeof raw === 'string' && raw !== '' ? raw : null
  const receipt = useReceipt(orderUid)
  const settings = useOrderSettings()
  // The status label comes with the settings: the receipt waits for them a moment rather than show a raw value.
  const ready = receipt.data !== undefined && !settings.isPending
  // A uid that is no order of this customer: 404 (400 for one that is not even shaped like a uid).
  const notFound = !orderUid || (isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 400))

  const title = receipt.data
    ? t('Account.Receipt.Title', { number: receipt.data.OrderNumber })
    : notFound
      ? t('Account.Receipt.NotFoundTitle')
      : t('Account.Receipt.TitleLoading')
  return { orderUid, title, receipt, settings, ready, notFound }
}

export type ReceiptPage = ReturnType<typeof useReceiptPage>

/** The receipt, or why there is none yet: not found, failed (with a retry) or loading. */
export function ReceiptContent({ page: { receipt, settings, ready, notFound } }: { page: ReceiptPage }) {
  const { t } = useTranslation()
  if (ready && receipt.data) {
    return <ReceiptBody receipt={receipt.data} status={statusLabel(settings.data, receipt.data.Status)} buyAgain orderLinks />
  }
  if (notFound) {
    return (
      <Card data-testid="receipt-not-found">
        <p>{t('Account.Receipt.NotFoundText')}</p>
        <p>
          <Link href={paths.accountOrders}>{t('Account.Receipt.SeeAllOrders')}</Link>
        </p>
      </Card>
    )
  }
  if (receipt.isError) {
    return (
      <Card>
        <FormMessage $tone="error" role="alert">
          <p>{t('Account.Receipt.LoadFailed')}</p>
        </FormMessage>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => void receipt.refetch()} disabled={receipt.isFetching}>
            {t('Account.TryAgain')}
          </Button>
        </Actions>
      </Card>
    )
  }
  return (
    <div aria-busy="true" data-testid="receipt-loading">
      <p role="status">
        <VisuallyHidden>{t('Account.Receipt.Loading')}</VisuallyHidden>
      </p>
      <SkeletonBlock $height="120px" aria-hidden="true" />
      <SkeletonBlock $height="240px" aria-hidden="true" />
    </div>
  )
}
