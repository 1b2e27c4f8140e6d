// The plain words for where an order stands and why a line cannot be withdrawn. Each key is written out, so the
// translation test sees it; a code this storefront does not know gets general words.
import type { TFunction } from 'i18next'
import type { Locale } from '@/config/constants'
import type { Withdrawal } from '../api/schemas'
import { formatDay } from '../format'

export function refusalText(t: TFunction, refusal: string | null): string | null {
  switch (refusal) {
    case null:
      return null
    case 'Perishable':
      return t('Withdrawal.Refusal.Perishable')
    case 'Event':
      return t('Withdrawal.Refusal.Event')
    case 'Personalised':
      return t('Withdrawal.Refusal.Personalised')
    case 'FreeGift':
      return t('Withdrawal.Refusal.FreeGift')
    case 'GiftCardUsed':
      return t('Withdrawal.Refusal.GiftCardUsed')
    default:
      return t('Withdrawal.Refusal.Other')
  }
}

/** Why nothing may be withdrawn from the order; null while it is open. */
export function closedText(t: TFunction, withdrawal: Withdrawal, locale: Locale): string | null {
  switch (withdrawal.Status) {
    case 'Open':
      return null
    case 'PeriodEnded':
      return t('Withdrawal.Status.PeriodEnded', { date: formatDay(withdrawal.LastDay, locale) ?? '' })
    case 'BusinessOrder':
      return t('Withdrawal.Status.BusinessOrder')
    case 'NothingToWithdraw':
      return t('Withdrawal.Status.NothingToWithdraw')
    case 'AllWithdrawn':
      return t('Withdrawal.Status.AllWithdrawn')
    case 'Cancelled':
      return t('Withdrawal.Status.Cancelled')
    default:
      return t('Withdrawal.Status.Unknown')
  }
}
