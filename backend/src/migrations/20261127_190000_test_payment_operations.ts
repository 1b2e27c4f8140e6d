import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The test provider's captures, cancels and refunds (docs/adr/0043-capture-void-refund.md): one JSON list per test
 * payment, each entry the idempotency key, the operation and the answer it got. Nullable, so payments from before
 * simply have none. jsonb works on PostgreSQL and PGlite alike.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_payments" ADD COLUMN "operations" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_payments" DROP COLUMN "operations";`)
}
