import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Orders after checkout (docs/adr/0044-order-fulfilment.md): what the payment has captured and refunded and when its
 * authorization lapses; per line how much is shipped, refunded and came back; the shipments with their labels and
 * tracking; and the audit trail of every staff operation with the provider's answer. The shop writes all of it in SQL
 * (shop/orders/fulfilment/); staff read it in the admin.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "payment_captured_amount" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "payment_refunded_amount" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "payment_authorization_expires_at" timestamp(3) with time zone;
  CREATE INDEX "orders_payment_payment_authorization_expires_at_idx" ON "orders" USING btree ("payment_authorization_expires_at");
  ALTER TABLE "orders_lines" ADD COLUMN "shipped_quantity" numeric DEFAULT 0;
  ALTER TABLE "orders_lines" ADD COLUMN "refunded_quantity" numeric DEFAULT 0;
  ALTER TABLE "orders_lines" ADD COLUMN "returned_quantity" numeric DEFAULT 0;

  CREATE TABLE "shipments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"carrier" varchar,
  	"method_type" varchar,
  	"service_location" varchar,
  	"tracking_number" varchar,
  	"tracking_url" varchar,
  	"label_pdf" varchar,
  	"lines" jsonb,
  	"amount" numeric DEFAULT 0,
  	"shipped_by_id" integer,
  	"shipped_by_name" varchar,
  	"shipped_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipped_by_id_users_id_fk" FOREIGN KEY ("shipped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");
  CREATE INDEX "shipments_shipped_by_idx" ON "shipments" USING btree ("shipped_by_id");
  CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");
  CREATE INDEX "shipments_updated_at_idx" ON "shipments" USING btree ("updated_at");
  CREATE INDEX "shipments_created_at_idx" ON "shipments" USING btree ("created_at");

  CREATE TYPE "public"."enum_order_events_action" AS ENUM('Ship', 'HandOver', 'Capture', 'Cancel', 'Refund', 'InvoicePaid', 'Invoice', 'Edit');
  CREATE TYPE "public"."enum_order_events_outcome" AS ENUM('Pending', 'Done', 'Refused', 'Failed');
  CREATE TABLE "order_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"action" "enum_order_events_action" NOT NULL,
  	"outcome" "enum_order_events_outcome" NOT NULL,
  	"key" varchar NOT NULL,
  	"amount" numeric,
  	"actor_id" integer,
  	"actor_name" varchar,
  	"message" varchar,
  	"request" jsonb,
  	"provider_answer" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
  CREATE INDEX "order_events_actor_idx" ON "order_events" USING btree ("actor_id");
  CREATE UNIQUE INDEX "order_events_key_idx" ON "order_events" USING btree ("key");
  CREATE INDEX "order_events_updated_at_idx" ON "order_events" USING btree ("updated_at");
  CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipments_fk" FOREIGN KEY ("shipments_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_events_fk" FOREIGN KEY ("order_events_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shipments_id_idx" ON "payload_locked_documents_rels" USING btree ("shipments_id");
  CREATE INDEX "payload_locked_documents_rels_order_events_id_idx" ON "payload_locked_documents_rels" USING btree ("order_events_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipments_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_events_fk";
  DROP INDEX "payload_locked_documents_rels_shipments_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_events_id";
  DROP TABLE "order_events" CASCADE;
  DROP TYPE "public"."enum_order_events_action";
  DROP TYPE "public"."enum_order_events_outcome";
  DROP TABLE "shipments" CASCADE;
  ALTER TABLE "orders_lines" DROP COLUMN "shipped_quantity";
  ALTER TABLE "orders_lines" DROP COLUMN "refunded_quantity";
  ALTER TABLE "orders_lines" DROP COLUMN "returned_quantity";
  DROP INDEX "orders_payment_payment_authorization_expires_at_idx";
  ALTER TABLE "orders" DROP COLUMN "shipped_at";
  ALTER TABLE "orders" DROP COLUMN "cancelled_at";
  ALTER TABLE "orders" DROP COLUMN "payment_captured_amount";
  ALTER TABLE "orders" DROP COLUMN "payment_refunded_amount";
  ALTER TABLE "orders" DROP COLUMN "payment_authorization_expires_at";`)
}
