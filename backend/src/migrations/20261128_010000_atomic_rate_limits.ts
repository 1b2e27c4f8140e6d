import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Per-client limits that count and decide in one statement (backend/src/shop/rate-limit.ts, docs/adr/0045): one row
 * per bucket and key holding the times of the attempts in its window, claimed by an upsert that locks the row, so a
 * burst over any number of backend instances gets exactly the limit through. The old table counted with one statement
 * and inserted with another, and 40 concurrent wrong codes let 14 through instead of 10. Hits in flight when this
 * runs are not carried over: the windows are minutes long.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limits" (
  	"bucket" varchar NOT NULL,
  	"client" varchar NOT NULL,
  	"hits" timestamp(6) with time zone[] DEFAULT '{}' NOT NULL,
  	"admitted" boolean DEFAULT true NOT NULL,
  	CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("bucket", "client")
  );
  DROP TABLE "rate_limit_hits";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limit_hits" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"client" varchar NOT NULL,
  	"at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "rate_limit_hits_lookup_idx" ON "rate_limit_hits" USING btree ("bucket", "client", "at");
  DROP TABLE "rate_limits";`)
}
