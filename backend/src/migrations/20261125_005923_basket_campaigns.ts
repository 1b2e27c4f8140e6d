import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** TakeX (take, pay or a fixed price), FreeGift (the gift and how many) and the Conditional variant's conditions on campaigns. */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_campaigns_condition_customer_type" AS ENUM('B2C', 'B2B');
  ALTER TABLE "campaigns" ADD COLUMN "take" numeric;
  ALTER TABLE "campaigns" ADD COLUMN "pay" numeric;
  ALTER TABLE "campaigns" ADD COLUMN "fixed_price" numeric;
  ALTER TABLE "campaigns" ADD COLUMN "gift_product_id" integer;
  ALTER TABLE "campaigns" ADD COLUMN "gift_quantity" numeric DEFAULT 1;
  ALTER TABLE "campaigns" ADD COLUMN "condition_min_quantity" numeric;
  ALTER TABLE "campaigns" ADD COLUMN "condition_min_amount" numeric;
  ALTER TABLE "campaigns" ADD COLUMN "condition_customer_type" "enum_campaigns_condition_customer_type";
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "campaigns_gift_product_idx" ON "campaigns" USING btree ("gift_product_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_gift_product_id_products_id_fk";
  
  DROP INDEX "campaigns_gift_product_idx";
  ALTER TABLE "campaigns" DROP COLUMN "take";
  ALTER TABLE "campaigns" DROP COLUMN "pay";
  ALTER TABLE "campaigns" DROP COLUMN "fixed_price";
  ALTER TABLE "campaigns" DROP COLUMN "gift_product_id";
  ALTER TABLE "campaigns" DROP COLUMN "gift_quantity";
  ALTER TABLE "campaigns" DROP COLUMN "condition_min_quantity";
  ALTER TABLE "campaigns" DROP COLUMN "condition_min_amount";
  ALTER TABLE "campaigns" DROP COLUMN "condition_customer_type";
  DROP TYPE "public"."enum_campaigns_condition_customer_type";`)
}
