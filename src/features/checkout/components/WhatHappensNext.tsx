// The receipt's "Hvad sker der nu?": the confirmation mail and where it went, when we pack and send the goods and
// when they are expected for the chosen delivery method (the receipt's ExpectedDelivery), and what applies instead
// to an invoice order, tickets and gift cards. A cancelled order has nothing next.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useTranslation } from '@/i18n/texts'
import type { Receipt } from '@/features/orders/api/get-receipt'
import { toLocale } from '@/lib/culture'
import { isSettledForCustomer } from '@/features/orders/components/shipmentState'
import { danishToday, formatDay, receiptNextOf } from '../receiptNext'
import { theme } from '@/styles/theme'

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  ol {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding-left: 1.25em;
  }
`

export function WhatHappensNext({ receipt, now }: { receipt: Receipt; /** For tests: the moment "today" is. */ now?: Date }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  // Sent, handed over or cancelled: the receipt's shipment state says what happened instead (docs/adr/0044).
  if (receipt.Status === 'Cancelled' || isSettledForCustomer(receipt)) return null
  const next = receiptNextOf(receipt)
  const method = receipt.Delivery?.MethodType ?? null
  const expected = method && method !== 'NoDelivery' ? next.ExpectedDelivery : null
  const day = (iso: string) => formatDay(iso, locale)
  const steps: ReactNode[] = []

  if (receipt.Email) steps.push(t('Checkout.Receipt.MailSent', { email: receipt.Email }))
  if (receipt.PaymentMethod === 'Invoice') steps.push(t('Checkout.Next.Invoice'))
  if (expected && method) {
    if (receipt.Status === 'Shipped') steps.push(t('Checkout.Next.Shipped'))
    else if (method === 'DeliveryAddress' || method === 'PostNord')
      steps.push(
        expected.ShipsOn === danishToday(now) ? t('Checkout.Next.ShipsToday') : t('Checkout.Next.ShipsOn', { date: day(expected.ShipsOn) }),
      )
    steps.push(t(`Checkout.Next.Expected.${method}`, { from: day(expected.From), to: day(expected.To) }))
  }
  if (next.HasTickets) steps.push(t('Checkout.Next.Tickets'))
  if (receipt.GiftCardLines.length > 0)
    steps.push(t(receipt.PaymentMethod === 'Invoice' ? 'Checkout.Next.GiftCardsOnInvoice' : 'Checkout.Next.GiftCards'))
  if (steps.length === 0) return null

  return (
    <Section aria-labelledby="order-next-heading" data-testid="order-next">
      <h2 id="order-next-heading">{t('Checkout.Next.Heading')}</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </Section>
  )
}
