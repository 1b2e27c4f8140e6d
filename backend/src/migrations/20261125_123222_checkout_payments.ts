import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Checkout's payments (issue 8): an order's card payment at the provider, the basket and idempotency key it came
 * from and what it holds back, and the built-in test provider's payments.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_provider" AS ENUM('test', 'quickpay');
  CREATE TYPE "public"."enum_orders_payment_state" AS ENUM('Created', 'Authorized', 'Settled', 'Declined', 'Cancelled');
  CREATE TYPE "public"."enum_test_payments_culture" AS ENUM('da', 'en');
  CREATE TYPE "public"."enum_test_payments_state" AS ENUM('Created', 'Authorized', 'Settled', 'Declined', 'Cancelled');
  CREATE TABLE "test_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" varchar NOT NULL,
  	"order_uid" varchar NOT NULL,
  	"order_number" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'DKK' NOT NULL,
  	"culture" "enum_test_payments_culture" DEFAULT 'da',
  	"continue_url" varchar NOT NULL,
  	"cancel_url" varchar NOT NULL,
  	"callback_url" varchar NOT NULL,
  	"state" "enum_test_payments_state" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_provider" "enum_orders_payment_provider";
  ALTER TABLE "orders" ADD COLUMN "payment_provider_payment_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_state" "enum_orders_payment_state";
  ALTER TABLE "orders" ADD COLUMN "payment_payment_url" varchar;
  ALTER TABLE "orders" ADD COLUMN "basket_uid" varchar;
  ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "reserved" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "test_payments_id" integer;
  CREATE UNIQUE INDEX "test_payments_payment_id_idx" ON "test_payments" USING btree ("payment_id");
  CREATE INDEX "test_payments_order_uid_idx" ON "test_payments" USING btree ("order_uid");
  CREATE INDEX "test_payments_updated_at_idx" ON "test_payments" USING btree ("updated_at");
  CREATE INDEX "test_payments_created_at_idx" ON "test_payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_payments_fk" FOREIGN KEY ("test_payments_id") REFERENCES "public"."test_payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_payment_payment_provider_payment_id_idx" ON "orders" USING btree ("payment_provider_payment_id");
  CREATE INDEX "orders_basket_uid_idx" ON "orders" USING btree ("basket_uid");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "payload_locked_documents_rels_test_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("test_payments_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "test_payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_payments_fk";
  
  DROP INDEX "orders_payment_payment_provider_payment_id_idx";
  DROP INDEX "orders_basket_uid_idx";
  DROP INDEX "orders_idempotency_key_idx";
  DROP INDEX "payload_locked_documents_rels_test_payments_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_provider";
  ALTER TABLE "orders" DROP COLUMN "payment_provider_payment_id";
  ALTER TABLE "orders" DROP COLUMN "payment_state";
  ALTER TABLE "orders" DROP COLUMN "payment_payment_url";
  ALTER TABLE "orders" DROP COLUMN "basket_uid";
  ALTER TABLE "orders" DROP COLUMN "idempotency_key";
  ALTER TABLE "orders" DROP COLUMN "reserved";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "test_payments_id";
  DROP TYPE "public"."enum_orders_payment_provider";
  DROP TYPE "public"."enum_orders_payment_state";
  DROP TYPE "public"."enum_test_payments_culture";
  DROP TYPE "public"."enum_test_payments_state";`)
}
