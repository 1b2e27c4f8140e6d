import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Invoice approval and held stock (docs/adr/0019): whether a customer may pay by invoice and up to what credit, when
 * an invoice order's invoice was paid (which issues its gift cards), and the client address an order was placed from
 * (unpaid card orders are limited per address).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "may_pay_by_invoice" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "invoice_credit_limit" numeric;
  ALTER TABLE "orders" ADD COLUMN "invoice_paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "client_address" varchar;
  CREATE INDEX "orders_client_address_idx" ON "orders" USING btree ("client_address");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_client_address_idx";
  ALTER TABLE "customers" DROP COLUMN "may_pay_by_invoice";
  ALTER TABLE "customers" DROP COLUMN "invoice_credit_limit";
  ALTER TABLE "orders" DROP COLUMN "invoice_paid_at";
  ALTER TABLE "orders" DROP COLUMN "client_address";`)
}
