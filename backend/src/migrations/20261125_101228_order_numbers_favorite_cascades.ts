import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Order numbers come from a sequence (shop/orders/create-order.ts): unique and increasing under concurrent
 * checkouts, without reading the highest number first. A favourite belongs to its customer and its product:
 * deleting either deletes it. Payload makes relationship keys ON DELETE SET NULL, which on these required columns
 * would refuse the delete instead.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SEQUENCE IF NOT EXISTS "orders_order_number_seq" AS bigint START WITH 100001;
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_customer_id_customers_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_product_id_products_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_product_id_products_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_customer_id_customers_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  DROP SEQUENCE IF EXISTS "orders_order_number_seq";`)
}
