/**
 * Whether a voucher takes anything off a basket, and how much (a pure rule, docs/architecture.md §1). A voucher takes a whole
 * percentage or an amount off the goods as the customer sees them (incl. VAT for consumers, excl. VAT for business
 * customers); never off gift cards being bought, never more than the goods. When it does not apply it says why,
 * in words the shopper can act on. An unknown code and a switched-off one get the same answer, so guessing
 * learns nothing.
 */
import type { Culture } from '../constants'
import { formatPrice } from '@delikat/contract/money'

export interface VoucherRule {
  code: string
  kind: 'Percent' | 'Amount'
  percent: number | null
  amount: number | null
  minimumAmount: number | null
  customerType: 'All' | 'B2C' | 'B2B'
  validFrom: Date | null
  validTo: Date | null
  maxUses: number | null
  usedCount: number
  active: boolean
}

export type VoucherRefusal =
  'VoucherNotFound' | 'VoucherNotStarted' | 'VoucherExpired' | 'VoucherUsedUp' | 'VoucherCustomerType' | 'VoucherMinimumAmount'

export type VoucherOutcome = { discount: number; refusal: null } | { discount: 0; refusal: VoucherRefusal; message: string }

/** Refusals that mean the code can never work for this shopper, so it is not kept in the basket. */
export const FINAL_REFUSALS: ReadonlySet<VoucherRefusal> = new Set([
  'VoucherNotFound',
  'VoucherExpired',
  'VoucherUsedUp',
  'VoucherCustomerType',
])

const formatDate = (date: Date, culture: Culture) =>
  new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(date)

export const voucherMessages = {
  da: {
    VoucherNotFound: () => 'Rabatkoden er ikke gyldig. Tjek stavningen.',
    VoucherNotStarted: (v: VoucherRule) => `Rabatkoden gælder fra ${formatDate(v.validFrom!, 'da')}.`,
    VoucherExpired: () => 'Rabatkoden er udløbet.',
    VoucherUsedUp: () => 'Rabatkoden er brugt op.',
    VoucherCustomerType: (v: VoucherRule) =>
      v.customerType === 'B2B' ? 'Rabatkoden gælder kun for erhvervskunder.' : 'Rabatkoden gælder kun for privatkunder.',
    VoucherMinimumAmount: (v: VoucherRule) => `Rabatkoden gælder ved køb af varer for mindst ${formatPrice(v.minimumAmount ?? 0)}.`,
  },
  en: {
    VoucherNotFound: () => 'The discount code is not valid. Check the spelling.',
    VoucherNotStarted: (v: VoucherRule) => `The discount code is valid from ${formatDate(v.validFrom!, 'en')}.`,
    VoucherExpired: () => 'The discount code has expired.',
    VoucherUsedUp: () => 'The discount code has been used up.',
    VoucherCustomerType: (v: VoucherRule) =>
      v.customerType === 'B2B' ? 'The discount code is for business customers only.' : 'The discount code is for private customers only.',
    VoucherMinimumAmount: (v: VoucherRule) =>
      `The discount code applies when the goods come to at least ${formatPrice(v.minimumAmount ?? 0)}.`,
  },
} satisfies Record<Culture, Record<VoucherRefusal, (v: VoucherRule) => string>>

export function evaluateVoucher(
  voucher: VoucherRule | null,
  basket: { goods: number; isB2B: boolean; now: Date; culture: Culture },
): VoucherOutcome {
  const refuse = (refusal: VoucherRefusal): VoucherOutcome => ({
    discount: 0,
    refusal,
    message: voucherMessages[basket.culture][refusal](voucher!),
  })
  if (!voucher || !voucher.active) return refuse('VoucherNotFound')
  if (voucher.validFrom && basket.now < voucher.validFrom) return refuse('VoucherNotStarted')
  if (voucher.validTo && basket.now > voucher.validTo) return refuse('VoucherExpired')
  if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) return refuse('VoucherUsedUp')
  if (voucher.customerType !== 'All' && (voucher.customerType === 'B2B') !== basket.isB2B) return refuse('VoucherCustomerType')
  if (voucher.minimumAmount && basket.goods < voucher.minimumAmount) return refuse('VoucherMinimumAmount')
  const raw = voucher.kind === 'Percent' ? Math.round((basket.goods * (voucher.percent ?? 0)) / 100) : (voucher.amount ?? 0)
  return { discount: Math.max(0, Math.min(raw, basket.goods)), refusal: null }
}
