// The order's state in a customer's words near the top of the receipt (docs/adr/0044-order-fulfilment.md): "Sendt
// 27. nov." with the carrier, the tracking number and "Følg pakken" (the carrier's tracking in a new tab), "Delvist
// sendt – resten følger" with what each parcel held, "Annulleret", or "Udleveret" for a pickup order handed over in
// the shop. Nothing while the order is only placed or paid. The tracking link's name carries the number, so a screen
// reader's list of links tells the parcels apart.
import styled from 'styled-components'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { useTranslation } from '@/i18n/texts'
import { toLocale } from '@/lib/culture'
import { formatShortDate, fulfilmentOf, type OrderShipment } from './shipmentState'
import { theme } from '@/styles/theme'

const Block = styled.div<{ $tone: 'done' | 'stopped' | 'open' }>`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-left: 4px solid
    ${({ $tone, theme }) => ($tone === 'done' ? theme.colors.success : $tone === 'stopped' ? theme.colors.error : theme.colors.accent)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  p {
    margin: 0;
  }
`

const Headline = styled.p`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`

const Parcels = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Parcel = styled.li`
  display: grid;
  gap: ${theme.space.xxs};

  /* A tracking number is one long word: on a phone it breaks rather than widen the page. */
  overflow-wrap: anywhere;
`

const Tracking = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space.xxs} ${theme.space.sm}`};
  align-items: baseline;
`

const Contents = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  color: ${theme.colors.textMuted};
`

const TrackLink = styled.a`
  font-weight: 600;

  @media print {
    display: none;
  }
`

/**
 * "Følg pakken", opening the carrier's tracking in a new tab; `hidden` finishes its name for screen readers (the
 * number, or the order in a list without numbers).
 */
export function TrackingLink({ url, hidden }: { url: string; hidden: string }) {
  const { t } = useTranslation()
  return (
    <TrackLink href={url} target="_blank" rel="noopener">
      {t('Account.Shipment.Track')}
      <VisuallyHidden> {hidden}</VisuallyHidden>
    </TrackLink>
  )
}

function ParcelItem({ shipment, dated, withLines }: { shipment: OrderShipment; dated: boolean; withLines: boolean }) {
  const { t, i18n } = useTranslation()
  const day = formatShortDate(shipment.ShippedAt, toLocale(i18n.language))
  const number = shipment.TrackingNumber
  const carrierAndNumber = [shipment.Carrier, number ? t('Account.Shipment.TrackingNumber', { number }) : null].filter(Boolean).join(' · ')
  const lines = withLines ? shipment.Lines : []
  if (!dated && !carrierAndNumber && !shipment.TrackingUrl && lines.length === 0) return null
  return (
    <Parcel>
      {dated && day ? (
        <p>
          <time dateTime={shipment.ShippedAt}>{t('Account.Shipment.ParcelSent', { date: day })}</time>
        </p>
      ) : null}
      {carrierAndNumber || shipment.TrackingUrl ? (
        <Tracking>
          {carrierAndNumber ? <span>{carrierAndNumber}</span> : null}
          {shipment.TrackingUrl ? (
            <TrackingLink
              url={shipment.TrackingUrl}
              hidden={number ? t('Account.Shipment.TrackNumber', { number }) : t('Account.Shipment.ParcelSent', { date: day ?? '' })}
            />
          ) : null}
        </Tracking>
      ) : null}
      {lines.length > 0 ? (
        <Contents aria-label={t('Account.Shipment.Contents')}>
          {lines.map((line, index) => (
            <li key={`${line.Name}-${index}`}>
              {line.Quantity} × {line.Name}
            </li>
          ))}
        </Contents>
      ) : null}
    </Parcel>
  )
}

/**
 * The parcels: with their day and contents when there is more than one or the rest is still to come (a single
 * parcel of a sent order held all of it, and the headline has its day).
 */
function ParcelList({ shipments, partial }: { shipments: OrderShipment[]; partial: boolean }) {
  const { t } = useTranslation()
  if (shipments.length === 0) return null
  const detailed = partial || shipments.length > 1
  return (
    <Parcels aria-label={t('Account.Shipment.Parcels')}>
      {shipments.map((shipment, index) => (
        <ParcelItem key={`${shipment.ShippedAt}-${index}`} shipment={shipment} dated={detailed} withLines={detailed} />
      ))}
    </Parcels>
  )
}

/** The order's state near the top of the receipt; nothing while it is only placed or paid. */
export function OrderFulfilment({ receipt }: { receipt: unknown }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const state = fulfilmentOf(receipt)
  const day = (iso: string) => formatShortDate(iso, locale) ?? ''

  switch (state.Kind) {
    case 'None':
      return null
    case 'Cancelled':
      return (
        <Block $tone="stopped" data-testid="order-fulfilment" data-state={state.Kind}>
          <Headline>{t('Account.Shipment.Cancelled')}</Headline>
          {state.At ? (
            <p>
              <time dateTime={state.At}>{t('Account.Shipment.CancelledOn', { date: day(state.At) })}</time>
            </p>
          ) : null}
          <ParcelList shipments={state.Shipments} partial />
        </Block>
      )
    case 'HandedOver':
      return (
        <Block $tone="done" data-testid="order-fulfilment" data-state={state.Kind}>
          <Headline>
            <time dateTime={state.At}>{t('Account.Shipment.HandedOver', { date: day(state.At) })}</time>
          </Headline>
        </Block>
      )
    case 'Shipped':
      return (
        <Block $tone="done" data-testid="order-fulfilment" data-state={state.Kind}>
          <Headline>
            <time dateTime={state.At}>{t('Account.Shipment.Shipped', { date: day(state.At) })}</time>
          </Headline>
          <ParcelList shipments={state.Shipments} partial={false} />
        </Block>
      )
    case 'Partial':
      return (
        <Block $tone="open" data-testid="order-fulfilment" data-state={state.Kind}>
          <Headline>{t('Account.Shipment.Partial')}</Headline>
          <ParcelList shipments={state.Shipments} partial />
        </Block>
      )
  }
}
