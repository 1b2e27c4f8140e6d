import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * MobilePay (docs/adr/0036-mobilepay.md): a new value of the orders' payment method, offered before Invoice as the
 * contract lists it, and the test provider's payments remember which page they show (card or MobilePay). ADD VALUE
 * runs in the migration's transaction on PostgreSQL 12+ and PGlite alike, as the earlier content-type values did;
 * nothing here uses the new value in the same transaction.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_payment_method" ADD VALUE 'MobilePay' BEFORE 'Invoice';
  CREATE TYPE "public"."enum_test_payments_method" AS ENUM('CreditCard', 'MobilePay');
  ALTER TABLE "test_payments" ADD COLUMN "method" "enum_test_payments_method" DEFAULT 'CreditCard';`)
}

/** An enum value cannot be dropped: the type is made again without it, and MobilePay orders become card orders. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_payments" DROP COLUMN "method";
  DROP TYPE "public"."enum_test_payments_method";
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  UPDATE "orders" SET "payment_method" = 'CreditCard' WHERE "payment_method" = 'MobilePay';
  DROP TYPE "public"."enum_orders_payment_method";
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('CreditCard', 'Invoice');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."enum_orders_payment_method" USING "payment_method"::"public"."enum_orders_payment_method";`)
}
