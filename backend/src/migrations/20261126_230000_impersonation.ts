import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff acting as customers (docs/adr/0028): the acts (plain SQL, shop/impersonation/store.ts), the admin's one-time
 * links, the audit trail (the `impersonation-events` collection), and on each order the staff member who placed it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "impersonations" (
  	"id" uuid PRIMARY KEY NOT NULL,
  	"staff_user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
  	"staff_sid" varchar NOT NULL,
  	"customer_id" integer NOT NULL REFERENCES "public"."customers"("id") ON DELETE cascade,
  	"customer_sid" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"last_seen_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"end_reason" varchar
  );
  CREATE UNIQUE INDEX "impersonations_customer_sid_idx" ON "impersonations" USING btree ("customer_sid");
  CREATE INDEX "impersonations_staff_session_idx" ON "impersonations" USING btree ("staff_user_id", "staff_sid") WHERE "ended_at" IS NULL;
  CREATE TABLE "impersonation_links" (
  	"id" uuid PRIMARY KEY NOT NULL,
  	"staff_user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
  	"staff_sid" varchar NOT NULL,
  	"customer_id" integer NOT NULL REFERENCES "public"."customers"("id") ON DELETE cascade,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone
  );
  CREATE TYPE "public"."enum_impersonation_events_action" AS ENUM('Start', 'Stop', 'Link', 'Call');
  CREATE TABLE "impersonation_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_impersonation_events_action" NOT NULL,
  	"reason" varchar,
  	"act" varchar,
  	"staff_id" integer,
  	"staff_name" varchar,
  	"customer_id" integer,
  	"customer_email" varchar,
  	"method" varchar,
  	"path" varchar,
  	"status" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "impersonation_events_staff_idx" ON "impersonation_events" USING btree ("staff_id");
  CREATE INDEX "impersonation_events_customer_idx" ON "impersonation_events" USING btree ("customer_id");
  CREATE INDEX "impersonation_events_act_idx" ON "impersonation_events" USING btree ("act");
  CREATE INDEX "impersonation_events_updated_at_idx" ON "impersonation_events" USING btree ("updated_at");
  CREATE INDEX "impersonation_events_created_at_idx" ON "impersonation_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "impersonation_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impersonation_events_fk" FOREIGN KEY ("impersonation_events_id") REFERENCES "public"."impersonation_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_impersonation_events_id_idx" ON "payload_locked_documents_rels" USING btree ("impersonation_events_id");
  ALTER TABLE "orders" ADD COLUMN "placed_by_staff_id" integer;
  ALTER TABLE "orders" ADD COLUMN "placed_by_staff_name" varchar;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_staff_id_users_id_fk" FOREIGN KEY ("placed_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_placed_by_staff_idx" ON "orders" USING btree ("placed_by_staff_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_placed_by_staff_id_users_id_fk";
  DROP INDEX "orders_placed_by_staff_idx";
  ALTER TABLE "orders" DROP COLUMN "placed_by_staff_id";
  ALTER TABLE "orders" DROP COLUMN "placed_by_staff_name";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_impersonation_events_fk";
  DROP INDEX "payload_locked_documents_rels_impersonation_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "impersonation_events_id";
  DROP TABLE "impersonation_events" CASCADE;
  DROP TYPE "public"."enum_impersonation_events_action";
  DROP TABLE "impersonation_links" CASCADE;
  DROP TABLE "impersonations" CASCADE;`)
}
