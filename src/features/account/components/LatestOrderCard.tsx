// The account front page's card with the customer's latest order, its receipt and "Køb igen" (docs/adr/0038); once
// the order is sent it says so, with "Følg pakken" when the latest parcel has a tracking link
// (docs/adr/0044-order-fulfilment.md).
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { paths } from '@/config/paths'
import { statusLabel, useOrderSettings } from '@/features/orders/api/order-settings'
import { ORDER_SEARCH_FIRST_PAGE, useOrders } from '@/features/orders/api/search-orders'
import { BuyAgainButton } from '@/features/orders/components/BuyAgainButton'
import { summaryFulfilmentOf } from '@/features/orders/components/shipmentState'
import { TrackingLink } from '@/features/orders/components/Shipments'
import { formatOrderDate } from '@/features/orders/format'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { Actions, Card, Muted, SkeletonBlock } from '../styles'
import { theme } from '@/styles/theme'

const LatestOrder = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: ${theme.space.xxs};
  }

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

export function LatestOrderCard() {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const orders = useOrders(ORDER_SEARCH_FIRST_PAGE)
  const settings = useOrderSettings()
  const latest = orders.data?.Orders[0]

  let content
  if (orders.isPending) {
    content = <SkeletonBlock $height="64px" aria-hidden="true" />
  } else if (orders.isError) {
    content = <Muted>{t('Account.Overview.OrdersFailed')}</Muted>
  } else if (!latest) {
    content = (
      <p>
        {t('Account.Overview.NoOrders')} <Link href={paths.home}>{t('Account.GoShopping')}</Link>
      </p>
    )
  } else {
    const { ShippedAt, TrackingUrl } = summaryFulfilmentOf(latest)
    const cancelled = latest.Status === 'Cancelled'
    const status =
      ShippedAt && !cancelled
        ? t(latest.DeliveryMethodType === 'SimplePickup' ? 'Account.Shipment.HandedOverNoDate' : 'Account.Shipment.ShippedNoDate')
        : statusLabel(settings.data, latest.Status)
    content = (
      <>
        <LatestOrder>
          <div>
            <dt>{t('Account.Orders.OrderNumber')}</dt>
            <dd>{latest.OrderNumber}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Date')}</dt>
            <dd>{formatOrderDate(latest.PlacedAt, locale) ?? ''}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Status')}</dt>
            <dd>{status}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Total')}</dt>
            <dd>{moneyText(latest.Total)}</dd>
          </div>
        </LatestOrder>
        <Actions>
          <Link href={paths.accountOrder(latest.Uid)}>{t('Account.Orders.ShowReceiptFor', { number: latest.OrderNumber })}</Link>
          {TrackingUrl && !cancelled ? (
            <TrackingLink url={TrackingUrl} hidden={t('Account.Shipment.TrackOrder', { number: latest.OrderNumber })} />
          ) : null}
          <Link href={paths.accountOrders}>{t('Account.Overview.AllOrders')}</Link>
        </Actions>
        <BuyAgainButton orderUid={latest.Uid} orderNumber={latest.OrderNumber} />
      </>
    )
  }

  return (
    <Card aria-labelledby="account-latest-order" aria-busy={orders.isPending}>
      <h2 id="account-latest-order">{t('Account.Overview.LatestOrder')}</h2>
      {content}
    </Card>
  )
}
