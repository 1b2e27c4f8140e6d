// Prices as text. The one formatPrice of the project lives in the contract package (docs/adr/0003), so the
// storefront and the shop API print every amount the same way and hydration never sees a difference.
import { formatPrice, type Money } from '@delikat/contract/money'

export { formatPrice, type Money }

/** The server's text wins (it knows culture and customer type); the amount is the fallback. */
export function moneyText(money: Pick<Money, 'Amount'> & Partial<Pick<Money, 'Text'>>): string {
  return money.Text && money.Text.trim() !== '' ? money.Text : formatPrice(money.Amount)
}
