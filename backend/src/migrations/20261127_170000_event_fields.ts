import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// When and where a tasting is (docs/adr/0041): its start, its length and its place (localized). Events already in
// the catalogue keep their date in their text only; they stay on sale until staff date them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "event_starts_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "event_duration_minutes" numeric;
  ALTER TABLE "products_locales" ADD COLUMN IF NOT EXISTS "event_place" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products_locales" DROP COLUMN IF EXISTS "event_place";
  ALTER TABLE "products" DROP COLUMN IF EXISTS "event_duration_minutes";
  ALTER TABLE "products" DROP COLUMN IF EXISTS "event_starts_at";`)
}
