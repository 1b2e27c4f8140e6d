/**
 * The SQL that ends a checkout's order (docs/adr/0016): what an order holds back from stock and gift cards, giving
 * it back when the order is cancelled, and finishing a placed order once (the basket emptied, gift cards issued).
 * Each function runs inside the caller's transaction; deciding when to cancel or complete is the services'
 * (payment.ts, confirm-service.ts, unpaid-orders.ts).
 */
import type { PoolClient } from 'pg'
import { issueOrderGiftCards } from '../giftcards/issue'
import { recordConsentEvents } from '../marketing/store'
import { CLUB_TERMS_VERSION } from '../marketing/texts'
import type { PaymentState } from '../payments/provider'
import { AUTHORIZATION_VALID_DAYS } from '../orders/fulfilment/constants'

/** A customer who joined the club with the order: the marketing platform is told once the order is committed. */
export interface ClubJoin {
  id: number
  email: string
  hardId: string | null
}

/**
 * A card or MobilePay order waiting for its payment (and holding stock; docs/adr/0036-mobilepay.md). One the basket's gift cards paid in full is a card order
 * too, but it has no payment at the provider and is done: it must never be cancelled as unpaid.
 */
export const AWAITING_CARD_PAYMENT = "status = 'Created' AND payment_method IN ('CreditCard', 'MobilePay') AND payment_provider IS NOT NULL"

/** What an order holds back from stock and gift cards until it is paid or cancelled. */
export interface Reserved {
  stock: Array<{ productId: number; variantId: number | null; quantity: number }>
  giftCards: Array<{ giftCardId: number; amount: number }>
  voucherCode: string | null
}

/** Gives back what a cancelled order held, and marks it cancelled. Inside the caller's transaction. */
export async function cancelOrder(client: PoolClient, orderId: number, reserved: Reserved | null): Promise<void> {
  for (const s of reserved?.stock ?? []) {
    if (s.variantId !== null)
      await client.query('UPDATE product_variants SET stock_quantity = stock_quantity + $2 WHERE id = $1', [s.variantId, s.quantity])
    else await client.query('UPDATE products SET stock_quantity = stock_quantity + $2 WHERE id = $1', [s.productId, s.quantity])
  }
  for (const g of reserved?.giftCards ?? [])
    await client.query('UPDATE gift_cards SET balance = balance + $2 WHERE id = $1', [g.giftCardId, g.amount])
  if (reserved?.voucherCode) {
    await client.query('UPDATE vouchers SET used_count = greatest(coalesce(used_count, 0) - 1, 0) WHERE code = $1', [reserved.voucherCode])
  }
  await client.query(
    `UPDATE orders SET status = 'Cancelled', payment_state = CASE WHEN payment_state IN ('Authorized', 'Settled') THEN payment_state ELSE 'Cancelled' END,
            updated_at = now() WHERE id = $1`,
    [orderId],
  )
}

/**
 * What a placed order finishes with, once, in the caller's transaction: the basket is emptied (its lines, gift
 * cards, usages, voucher and checkout state) and the gift cards it bought are issued (an invoice order's later).
 * `paid`: the card payment's state, for a card order. Answers the customer who joined the club with the order.
 */
export async function completeOrder(
  client: PoolClient,
  orderId: number,
  basketUid: string | null,
  paid: PaymentState | null,
): Promise<ClubJoin | null> {
  if (paid) {
    // The authorization lapses at the provider after AUTHORIZATION_VALID_DAYS: staff see the deadline to ship (docs/adr/0044).
    await client.query(
      `UPDATE orders SET status = $2, payment_state = $3, updated_at = now(),
              payment_authorization_expires_at = CASE WHEN $4::boolean THEN now() + make_interval(days => $5::int) END
        WHERE id = $1`,
      [orderId, paid, paid, paid === 'Authorized', AUTHORIZATION_VALID_DAYS],
    )
  }
  if (basketUid) {
    // The basket is emptied, not deleted: the shopper's stored basket id stays valid (an empty basket), and nothing
    // of this checkout (address, details, voucher) is carried into the next one.
    const basket = await client.query<{ id: number }>('SELECT id FROM baskets WHERE uid = $1 FOR UPDATE', [basketUid])
    const id = basket.rows[0]?.id
    if (id !== undefined) {
      await client.query('DELETE FROM basket_lines WHERE basket_id = $1', [id])
      await client.query('DELETE FROM gift_card_lines WHERE basket_id = $1', [id])
      await client.query('DELETE FROM gift_card_usages WHERE basket_id = $1', [id])
      await client.query(
        `UPDATE baskets SET voucher_id = NULL, delivery_method_id = NULL, delivery_address = NULL, service_location = NULL,
                invoice_details = NULL, submit_started_at = NULL, updated_at = now() WHERE id = $1`,
        [id],
      )
    }
  }
  // A consumer who ticked the club sign-up with its consent (docs/product.md §3, docs/api/checkout.md) becomes a member
  // with the order, and the consent goes into its history in the same transaction (docs/adr/0029).
  const joined = await client.query<ClubJoin>(
    `UPDATE customers c SET club_member = true, club_member_consent_at = now(), updated_at = now()
       FROM orders o
      WHERE o.id = $1 AND c.id = o.customer_id AND c.club_member IS NOT TRUE AND c.client_type = 'B2C'
        AND (o.invoice_details ->> 'ClubSignup')::boolean IS TRUE AND (o.invoice_details ->> 'ClubConsent')::boolean IS TRUE
      RETURNING c.id, c.email, c.hard_id AS "hardId"`,
    [orderId],
  )
  const member = joined.rows[0] ?? null
  if (member) {
    await recordConsentEvents(client, [
      { customerId: member.id, kind: 'club', action: 'granted', version: CLUB_TERMS_VERSION, source: 'checkout' },
    ])
  }
  // Bought gift cards are money, issued once the order is paid; an invoice is paid when staff mark it so
  // (invoice-orders.ts, docs/adr/0019), unless there is nothing to invoice.
  const { rows } = await client.query<{ invoice_due: boolean }>(
    "SELECT payment_method = 'Invoice' AND totals_total > 0 AS invoice_due FROM orders WHERE id = $1",
    [orderId],
  )
  if (!rows[0]?.invoice_due) await issueOrderGiftCards(client, orderId)
  return member
}
