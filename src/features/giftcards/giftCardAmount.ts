// The amount rules of a gift card purchase (the giftCardDefault block's offer): a suggested amount, or a free amount in whole kroner
// within MinAmount..MaxAmount (both in øre).
import { ORE_PER_KRONE } from '@/config/constants'

export type AmountCheck = { ok: true; amount: number } | { ok: false; reason: 'missing' | 'notWhole' | 'outOfRange' }

export function checkFreeAmount(text: string, minAmount: number, maxAmount: number): AmountCheck {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return { ok: false, reason: 'missing' }
  const kroner = Number(trimmed)
  if (!Number.isFinite(kroner) || !Number.isInteger(kroner)) return { ok: false, reason: 'notWhole' }
  const amount = kroner * ORE_PER_KRONE
  if (amount < minAmount || amount > maxAmount) return { ok: false, reason: 'outOfRange' }
  return { ok: true, amount }
}

/** The suggested amounts that lie within the allowed range, without duplicates, smallest first. */
export function allowedAmounts(amounts: readonly number[], minAmount: number, maxAmount: number): number[] {
  return [...new Set(amounts)].filter((amount) => amount >= minAmount && amount <= maxAmount).sort((a, b) => a - b)
}
