/**
 * Transaction-scoped advisory locks, for what has no row of its own to lock (a client address) or whose row another
 * open transaction may hold (an order Payload is saving). The first key names the use, so no two uses collide; both
 * PostgreSQL and the embedded database keep them (on the embedded one a transaction has the session to itself anyway,
 * docs/adr/0013).
 */
import type { PoolClient } from 'pg'

export const ADVISORY_LOCK = {
  /** Card orders waiting for payment, per client address (checkout/payment.ts). */
  unpaidCardOrders: 1,
  /** Issuing an invoice order's gift cards (checkout/invoice-orders.ts). */
  invoiceGiftCards: 2,
} as const

/** Waits for the lock and holds it until the caller's transaction ends. A text key is hashed (a collision only waits). */
export async function advisoryLock(client: PoolClient, use: keyof typeof ADVISORY_LOCK, key: number | string): Promise<void> {
  if (typeof key === 'number') await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ADVISORY_LOCK[use], key])
  else await client.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [ADVISORY_LOCK[use], key])
}
