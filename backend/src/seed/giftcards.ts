/** Demo vouchers and gift cards, with codes the README prints so the demo can try them. */
import type { Payload } from 'payload'
import { GIFT_CARD_VALIDITY_YEARS } from '../shop/constants'

export const DEMO_GIFT_CARDS = [
  { code: 'DEMO-GAVE-KORT-0500', initialAmount: 50_000, balance: 50_000 },
  { code: 'DEMO-REST-KORT-0150', initialAmount: 100_000, balance: 15_000 },
] as const

export const DEMO_VOUCHERS = [
  {
    code: 'VELKOMMEN10',
    kind: 'Percent',
    percent: 10,
    customerType: 'All',
    description: ['10 % på hele kurven', '10 % off the whole basket'],
  },
  {
    code: 'VIN100',
    kind: 'Amount',
    amount: 10_000,
    minimumAmount: 50_000,
    customerType: 'All',
    description: ['100 kr. ved køb for mindst 500 kr.', '100 kr. off orders of 500 kr. or more'],
  },
  {
    code: 'FIRMA5',
    kind: 'Percent',
    percent: 5,
    customerType: 'B2B',
    description: ['5 % til erhvervskunder', '5 % for business customers'],
  },
] as const

export async function seedGiftCardsAndVouchers(payload: Payload): Promise<void> {
  const expiresAt = new Date()
  expiresAt.setFullYear(expiresAt.getFullYear() + GIFT_CARD_VALIDITY_YEARS)
  for (const card of DEMO_GIFT_CARDS) {
    await payload.create({ collection: 'gift-cards', data: { ...card, status: 'Active', expiresAt: expiresAt.toISOString() } })
  }
  for (const { description, ...voucher } of DEMO_VOUCHERS) {
    const created = await payload.create({
      collection: 'vouchers',
      locale: 'da',
      data: { ...voucher, description: description[0], active: true },
    })
    await payload.update({ collection: 'vouchers', id: created.id, locale: 'en', data: { description: description[1] } })
  }
}
