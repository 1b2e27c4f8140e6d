/**
 * Card orders waiting for their payment hold stock (docs/adr/0016): those left unpaid for UNPAID_ORDER_MINUTES are
 * cancelled by a later checkout, and one client address or customer may have only MAX_UNPAID_CARD_ORDERS at a time.
 * Both run inside the placing transaction (payment.ts).
 */
import type { PoolClient } from 'pg'
import { MAX_UNPAID_CARD_ORDERS, type Culture } from '../constants'
import { ShopError } from '../errors'
import { AWAITING_CARD_PAYMENT, cancelOrder, type Reserved } from './order-store'

/** Unpaid card orders hold stock this long before a later checkout cancels them. */
export const UNPAID_ORDER_MINUTES = 30

const TEXTS = {
  da: {
    tooManyUnpaid: (minutes: number) =>
      `Du har allerede ${MAX_UNPAID_CARD_ORDERS} ordrer, der venter på betaling med kort. Gennemfør betalingen af en af dem, eller prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
  },
  en: {
    tooManyUnpaid: (minutes: number) =>
      `You already have ${MAX_UNPAID_CARD_ORDERS} orders waiting for card payment. Complete the payment of one of them, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
} satisfies Record<Culture, unknown>

/** Cancels, a few at a time, card orders left unpaid for long (their shoppers went away): their stock is for sale. */
export async function cancelAbandonedOrders(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ id: number; reserved: Reserved | null }>(
    `SELECT id, reserved FROM orders
      WHERE ${AWAITING_CARD_PAYMENT} AND placed_at < now() - make_interval(mins => $1)
      ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
    [UNPAID_ORDER_MINUTES],
  )
  for (const row of rows) await cancelOrder(client, row.id, row.reserved)
}

/**
 * Refuses (429) a card order from a client address, or a customer, that has MAX_UNPAID_CARD_ORDERS waiting for their
 * payment already: each holds stock for UNPAID_ORDER_MINUTES, so a script could otherwise hold a whole shelf. In the
 * placing transaction, after the client's advisory lock and the customer's row lock, so orders placed at once are
 * counted one after the other. The basket's own earlier attempt is cancelled before this (settleEarlierAttempts).
 */
export async function assertFewUnpaidOrders(
  client: PoolClient,
  clientAddress: string,
  customerId: number | null,
  culture: Culture,
): Promise<void> {
  const { rows } = await client.query<{ by_client: number; by_customer: number; retry_seconds: number | null }>(
    `SELECT count(*) FILTER (WHERE client_address = $1)::int AS by_client,
            count(*) FILTER (WHERE customer_id = $2)::int AS by_customer,
            ceil(extract(epoch FROM min(placed_at) + make_interval(mins => $3) - now()))::int AS retry_seconds
       FROM orders
      WHERE ${AWAITING_CARD_PAYMENT} AND placed_at > now() - make_interval(mins => $3) AND (client_address = $1 OR customer_id = $2)`,
    [clientAddress, customerId, UNPAID_ORDER_MINUTES],
  )
  const row = rows[0]
  if (!row || (row.by_client < MAX_UNPAID_CARD_ORDERS && row.by_customer < MAX_UNPAID_CARD_ORDERS)) return
  const seconds = Math.max(1, row.retry_seconds ?? UNPAID_ORDER_MINUTES * 60)
  throw new ShopError(429, 'ErrorMessage', TEXTS[culture].tooManyUnpaid(Math.ceil(seconds / 60)), undefined, seconds)
}
