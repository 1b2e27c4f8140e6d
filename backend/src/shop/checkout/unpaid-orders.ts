/**
 * Card orders waiting for their payment hold stock (docs/adr/0016): those left unpaid for UNPAID_ORDER_MINUTES are
 * cancelled, and one client address or customer may have only MAX_UNPAID_CARD_ORDERS at a time. Both run inside the
 * placing transaction (payment.ts); the cancelling also runs on its own in every backend instance (housekeeping.ts).
 * Both also cancel, after STRANDED_ORDER_MINUTES, an order whose payment was never started because the instance
 * placing it died first (docs/adr/0046).
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { inTransaction } from '../../db/transaction'
import { MAX_UNPAID_CARD_ORDERS, type Culture } from '../constants'
import { ShopError } from '../errors'
import { AWAITING_CARD_PAYMENT, cancelOrder, type Reserved } from './order-store'

/** Unpaid card orders hold stock this long before they are cancelled. */
export const UNPAID_ORDER_MINUTES = 30

/** The longest the checkout waits for the provider to start a payment (payment.ts). */
export const PAYMENT_START_TIMEOUT_MS = 30_000

/**
 * An order placed this long ago without a payment at the provider was left by a checkout that died between placing
 * it and starting the payment (nobody was given its payment page): its stock is for sale again. Well above
 * PAYMENT_START_TIMEOUT_MS, so a checkout still waiting for the provider is never overtaken.
 */
export const STRANDED_ORDER_MINUTES = 2

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

/**
 * Cancels, inside the caller's transaction, up to `limit` card orders nobody will pay: left unpaid for
 * UNPAID_ORDER_MINUTES, or stranded without a payment for STRANDED_ORDER_MINUTES. Rows are locked and skipped when
 * another instance holds them, and the condition is checked again under the lock, so each order is cancelled once, by
 * one instance. The checkout sweeps a few before it places an order (payment.ts); housekeeping sweeps more on its own.
 * Answers how many were cancelled.
 */
export async function cancelUnpayableOrdersIn(client: PoolClient, limit: number): Promise<number> {
  const { rows } = await client.query<{ id: number; reserved: Reserved | null }>(
    `SELECT id, reserved FROM orders
      WHERE ${AWAITING_CARD_PAYMENT}
        AND (placed_at < now() - make_interval(mins => $1)
             OR (payment_provider_payment_id IS NULL AND placed_at < now() - make_interval(mins => $2)))
      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [UNPAID_ORDER_MINUTES, STRANDED_ORDER_MINUTES, limit],
  )
  for (const row of rows) await cancelOrder(client, row.id, row.reserved)
  return rows.length
}

/** Housekeeping's round (housekeeping.ts): cancelUnpayableOrdersIn, 50 at a time, in a transaction of its own. */
export function cancelUnpayableOrders(payload: Payload): Promise<number> {
  return inTransaction({ payload }, (client) => cancelUnpayableOrdersIn(client, 50))
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
