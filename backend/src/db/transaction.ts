/**
 * The shop's own transactions (docs/adr/0004, docs/adr/0013): one dedicated client from the pool under Payload's
 * postgres adapter, BEGIN … COMMIT, ROLLBACK on any error. On the embedded database Payload writes without
 * transactions, but these keep theirs: the embedded server lends its one session to this client until the
 * transaction ends (db/pglite-server.ts). So inside `work` use only the client it is given: a second connection
 * would wait for the session this one holds. Row locks are taken with `FOR UPDATE` in the stores; what has no row
 * to lock takes an advisory lock (db/advisory-locks.ts).
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { dbPool } from './pool'

/** Runs `work` in a transaction, committed when it resolves and rolled back when it throws (a shop call passes its context). */
export async function inTransaction<T>(ctx: { payload: Payload }, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await dbPool(ctx.payload).connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
