import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Checkout's delivery (issue 8): the delivery methods staff configure, and the basket's checkout state (the chosen
 * method, address or PostNord service point, invoice details, and the submit lock against a double order).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_delivery_methods_method_type" AS ENUM('DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd');
  CREATE TABLE "delivery_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"method_type" "enum_delivery_methods_method_type" NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"free_above" numeric,
  	"postal_codes" varchar,
  	"active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "delivery_methods_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"pickup_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "baskets" ADD COLUMN "delivery_method_id" integer;
  ALTER TABLE "baskets" ADD COLUMN "delivery_address" jsonb;
  ALTER TABLE "baskets" ADD COLUMN "service_location" jsonb;
  ALTER TABLE "baskets" ADD COLUMN "invoice_details" jsonb;
  ALTER TABLE "baskets" ADD COLUMN "submit_started_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_methods_id" integer;
  ALTER TABLE "delivery_methods_locales" ADD CONSTRAINT "delivery_methods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "delivery_methods_updated_at_idx" ON "delivery_methods" USING btree ("updated_at");
  CREATE INDEX "delivery_methods_created_at_idx" ON "delivery_methods" USING btree ("created_at");
  CREATE UNIQUE INDEX "delivery_methods_locales_locale_parent_id_unique" ON "delivery_methods_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "baskets" ADD CONSTRAINT "baskets_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_methods_fk" FOREIGN KEY ("delivery_methods_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "baskets_delivery_method_idx" ON "baskets" USING btree ("delivery_method_id");
  CREATE INDEX "payload_locked_documents_rels_delivery_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_methods_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_methods_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_methods" CASCADE;
  DROP TABLE "delivery_methods_locales" CASCADE;
  ALTER TABLE "baskets" DROP CONSTRAINT "baskets_delivery_method_id_delivery_methods_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_methods_fk";
  
  DROP INDEX "baskets_delivery_method_idx";
  DROP INDEX "payload_locked_documents_rels_delivery_methods_id_idx";
  ALTER TABLE "baskets" DROP COLUMN "delivery_method_id";
  ALTER TABLE "baskets" DROP COLUMN "delivery_address";
  ALTER TABLE "baskets" DROP COLUMN "service_location";
  ALTER TABLE "baskets" DROP COLUMN "invoice_details";
  ALTER TABLE "baskets" DROP COLUMN "submit_started_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_methods_id";
  DROP TYPE "public"."enum_delivery_methods_method_type";`)
}
