/** The pg pool under Payload's postgres adapter, for the few hot paths that speak SQL directly (ADR 0004). */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export function dbPool(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).pool
}
