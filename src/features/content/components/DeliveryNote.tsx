// Delivery price and time by the product page's basket button, the free-delivery amount in the customer's terms,
// click and collect, and a link to the delivery page: what a Danish shopper wants to know before adding to basket.
// States nothing while the content service sent no delivery facts (no amount is better than a wrong one).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { freeDeliveryText, termsAmount, useDeliveryFacts } from '../DeliveryFacts'
import { theme } from '@/styles/theme'

/** The delivery page the seed writes (backend/src/seed/content-pages.ts); the footer links it too. */
export const DELIVERY_PAGE_URL = '/levering/'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.sm} 0 0;
  border-top: 1px solid ${theme.colors.border};
  display: grid;
  gap: ${theme.space.xxs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** `exclVat`: the product's prices are a business customer's (excl. VAT), so the amounts here are too. */
export function DeliveryNote({ exclVat }: { exclVat: boolean }) {
  const { t } = useTranslation()
  const { facts } = useDeliveryFacts()
  if (!facts) return null
  const free = freeDeliveryText(facts, exclVat, t)
  return (
    <List aria-label={t('Delivery.Heading')} data-testid="delivery-note">
      {facts.PriceFrom ? <li>{t('Delivery.PriceFrom', { price: termsAmount(facts.PriceFrom, exclVat, t) })}</li> : null}
      {free ? <li>{free}</li> : null}
      {facts.Pickup ? <li>{t('SellingPoints.Pickup')}</li> : null}
      <li>
        <SmartLink href={DELIVERY_PAGE_URL}>{t('Delivery.ReadMore')}</SmartLink>
      </li>
    </List>
  )
}
