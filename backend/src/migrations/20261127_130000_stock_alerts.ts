import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Back-in-stock requests (docs/adr/0037): one row per product (or variant) and e-mail address, written by the shop
 * in SQL (shop/stock-alerts/store.ts) and read by staff. The link's token is kept only as its SHA-256; one request
 * per product, variant and address (a variant of none counts as 0 in the unique index).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_alerts_culture" AS ENUM('da', 'en');
  CREATE TABLE "stock_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"variant_id" integer,
  	"email" varchar NOT NULL,
  	"customer_id" integer,
  	"culture" "enum_stock_alerts_culture" DEFAULT 'da' NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");
  CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("variant_id");
  CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");
  CREATE INDEX "stock_alerts_customer_idx" ON "stock_alerts" USING btree ("customer_id");
  CREATE UNIQUE INDEX "stock_alerts_token_hash_idx" ON "stock_alerts" USING btree ("token_hash");
  CREATE UNIQUE INDEX "stock_alerts_request_idx" ON "stock_alerts" USING btree ("product_id", (coalesce("variant_id", 0)), "email");
  CREATE INDEX "stock_alerts_updated_at_idx" ON "stock_alerts" USING btree ("updated_at");
  CREATE INDEX "stock_alerts_created_at_idx" ON "stock_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk" FOREIGN KEY ("stock_alerts_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_alerts_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk";
  DROP INDEX "payload_locked_documents_rels_stock_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_alerts_id";
  DROP TABLE "stock_alerts" CASCADE;
  DROP TYPE "public"."enum_stock_alerts_culture";`)
}
