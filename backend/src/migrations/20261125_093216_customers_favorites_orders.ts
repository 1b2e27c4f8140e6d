import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Customer accounts grow addresses, business (B2B) and club fields; favourites (one row per customer and
 * product, unique) and orders (a snapshot of what was bought, issue 7's history and issue 8's checkout).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_legitimate_interests" AS ENUM('ProductRecommendations', 'Events', 'Surveys');
  CREATE TYPE "public"."enum_orders_culture" AS ENUM('da', 'en');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('CreditCard', 'Invoice');
  CREATE TYPE "public"."enum_orders_delivery_method_type" AS ENUM('DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd');
  CREATE TABLE "customers_delivery_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"address" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"phone" varchar,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "customers_legitimate_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_customers_legitimate_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"product_number" varchar,
  	"name" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric DEFAULT 0 NOT NULL,
  	"line_price" numeric DEFAULT 0 NOT NULL,
  	"is_free_gift" boolean DEFAULT false
  );
  
  CREATE TABLE "orders_gift_card_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric DEFAULT 0 NOT NULL,
  	"quantity" numeric NOT NULL,
  	"is_gift" boolean,
  	"greeting" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"order_number" varchar NOT NULL,
  	"customer_id" integer,
  	"email" varchar NOT NULL,
  	"culture" "enum_orders_culture" DEFAULT 'da',
  	"is_b2_b" boolean DEFAULT false,
  	"placed_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'Created' NOT NULL,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"delivery_method_type" "enum_orders_delivery_method_type",
  	"delivery_method_name" varchar,
  	"delivery_name" varchar,
  	"delivery_company" varchar,
  	"delivery_address" varchar,
  	"delivery_zip" varchar,
  	"delivery_city" varchar,
  	"delivery_service_location" varchar,
  	"totals_sub_total" numeric DEFAULT 0 NOT NULL,
  	"totals_discount" numeric DEFAULT 0 NOT NULL,
  	"totals_delivery" numeric DEFAULT 0 NOT NULL,
  	"totals_gift_cards" numeric DEFAULT 0 NOT NULL,
  	"totals_vat" numeric DEFAULT 0 NOT NULL,
  	"totals_total" numeric DEFAULT 0 NOT NULL,
  	"invoice_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "address" varchar;
  ALTER TABLE "customers" ADD COLUMN "zip" varchar;
  ALTER TABLE "customers" ADD COLUMN "city" varchar;
  ALTER TABLE "customers" ADD COLUMN "ean" varchar;
  ALTER TABLE "customers" ADD COLUMN "ordered_by" varchar;
  ALTER TABLE "customers" ADD COLUMN "department" varchar;
  ALTER TABLE "customers" ADD COLUMN "placement_number" varchar;
  ALTER TABLE "customers" ADD COLUMN "cost_place" varchar;
  ALTER TABLE "customers" ADD COLUMN "accounting" varchar;
  ALTER TABLE "customers" ADD COLUMN "club_member" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "club_member_consent_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "newsletter" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "account_blocked" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "customers_delivery_addresses" ADD CONSTRAINT "customers_delivery_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_legitimate_interests" ADD CONSTRAINT "customers_legitimate_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_gift_card_lines" ADD CONSTRAINT "orders_gift_card_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_delivery_addresses_order_idx" ON "customers_delivery_addresses" USING btree ("_order");
  CREATE INDEX "customers_delivery_addresses_parent_id_idx" ON "customers_delivery_addresses" USING btree ("_parent_id");
  CREATE INDEX "customers_legitimate_interests_order_idx" ON "customers_legitimate_interests" USING btree ("order");
  CREATE INDEX "customers_legitimate_interests_parent_idx" ON "customers_legitimate_interests" USING btree ("parent_id");
  CREATE INDEX "favorites_customer_idx" ON "favorites" USING btree ("customer_id");
  CREATE INDEX "favorites_product_idx" ON "favorites" USING btree ("product_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_product_idx" ON "favorites" USING btree ("customer_id","product_id");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_gift_card_lines_order_idx" ON "orders_gift_card_lines" USING btree ("_order");
  CREATE INDEX "orders_gift_card_lines_parent_id_idx" ON "orders_gift_card_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_uid_idx" ON "orders" USING btree ("uid");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers_delivery_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_legitimate_interests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_gift_card_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_delivery_addresses" CASCADE;
  DROP TABLE "customers_legitimate_interests" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_gift_card_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_favorites_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "customers" DROP COLUMN "address";
  ALTER TABLE "customers" DROP COLUMN "zip";
  ALTER TABLE "customers" DROP COLUMN "city";
  ALTER TABLE "customers" DROP COLUMN "ean";
  ALTER TABLE "customers" DROP COLUMN "ordered_by";
  ALTER TABLE "customers" DROP COLUMN "department";
  ALTER TABLE "customers" DROP COLUMN "placement_number";
  ALTER TABLE "customers" DROP COLUMN "cost_place";
  ALTER TABLE "customers" DROP COLUMN "accounting";
  ALTER TABLE "customers" DROP COLUMN "club_member";
  ALTER TABLE "customers" DROP COLUMN "club_member_consent_at";
  ALTER TABLE "customers" DROP COLUMN "newsletter";
  ALTER TABLE "customers" DROP COLUMN "account_blocked";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_customers_legitimate_interests";
  DROP TYPE "public"."enum_orders_culture";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_delivery_method_type";`)
}
