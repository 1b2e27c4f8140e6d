/**
 * Announces a change (db/change-bus.ts, docs/adr/0047): forgotten in this instance at once, and NOTIFY to the
 * others in the saving transaction when there is one (Payload's, on PostgreSQL), so they hear it when it commits.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { CHANGE_CHANNEL, changeBus, type ChangeTopic } from './change-bus'
import { dbPool } from './pool'

type Session = { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }

export async function announceChange(req: Pick<PayloadRequest, 'payload' | 'transactionID'>, topic: ChangeTopic): Promise<void> {
  changeBus.deliver(topic)
  if (!changeBus.shared) return
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as PostgresAdapter & { sessions?: Record<string | number, Session> }).sessions
  const session = id !== undefined && id !== null ? sessions?.[id] : undefined
  if (session) await session.db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${topic})`)
  else await dbPool(req.payload).query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, topic])
}
