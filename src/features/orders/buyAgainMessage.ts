// What "buy again" tells the shopper (docs/adr/0038): how many items went into the basket, then, reason by reason,
// which did not ("2 varer blev lagt i kurven. Ikke længere i sortiment: …").
import type { TFunction } from 'i18next'
import type { ReorderAnswer } from './api/reorder'

const REASONS = ['NoLongerSold', 'SoldOut', 'NotEnoughInStock', 'GiftCard', 'Ticket'] as const

export function buyAgainMessage(t: TFunction, answer: Pick<ReorderAnswer, 'Added' | 'NotAdded'>): string {
  const count = answer.Added.reduce((sum, item) => sum + item.Quantity, 0)
  const parts = [count > 0 ? t('BuyAgain.Added', { count }) : t('BuyAgain.NoneAdded')]
  const byReason = new Map<string, string[]>()
  for (const item of answer.NotAdded) {
    const reason = (REASONS as readonly string[]).includes(item.Reason) ? item.Reason : 'Other'
    const names = byReason.get(reason) ?? []
    if (!names.includes(item.Name)) names.push(item.Name)
    byReason.set(reason, names)
  }
  for (const [reason, names] of byReason) parts.push(t(`BuyAgain.Reason.${reason}`, { names: names.join(', ') }))
  return parts.join(' ')
}
