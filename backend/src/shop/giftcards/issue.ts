/**
 * Issuing the gift cards an order bought, once the order is paid: at the card payment's approval, at once when the
 * basket's own gift cards paid it all, or when staff mark an invoice paid (docs/adr/0016, docs/adr/0019). One path
 * for all three, so a card is never issued twice nor by a rule of its own.
 */
import type { PoolClient } from 'pg'
import { GIFT_CARD_VALIDITY_YEARS } from '../constants'
import { generateGiftCardCode } from './codes'

/**
 * Issues one card per unit of the order's gift-card lines, in the caller's transaction, unless the order has cards
 * already (so a second call for the same order issues nothing). The caller keeps two calls for one order apart (a
 * row or advisory lock): the check and the inserts are not atomic by themselves. Answers how many it issued.
 */
export async function issueOrderGiftCards(client: PoolClient, orderId: number): Promise<number> {
  const { rows } = await client.query<{ uid: string; amount: string; quantity: string; issued: boolean }>(
    `SELECT o.uid, g.amount, g.quantity, EXISTS (SELECT 1 FROM gift_cards c WHERE c.order_uid = o.uid) AS issued
       FROM orders o JOIN orders_gift_card_lines g ON g._parent_id = o.id
      WHERE o.id = $1 ORDER BY g._order`,
    [orderId],
  )
  if (rows.length === 0 || rows[0]!.issued) return 0
  const expiresAt = new Date()
  expiresAt.setFullYear(expiresAt.getFullYear() + GIFT_CARD_VALIDITY_YEARS)
  let issued = 0
  for (const line of rows) {
    for (let i = 0; i < Number(line.quantity); i += 1) {
      await client.query(
        `INSERT INTO gift_cards (code, initial_amount, balance, status, expires_at, order_uid, updated_at, created_at)
         VALUES ($1, $2, $2, 'Active', $3, $4, now(), now())`,
        [generateGiftCardCode(), Number(line.amount), expiresAt, line.uid],
      )
      issued += 1
    }
  }
  return issued
}
