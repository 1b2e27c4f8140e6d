import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_variants_net_content_unit" AS ENUM('l', 'kg', 'stk');
  CREATE TYPE "public"."enum_campaigns_type" AS ENUM('Regular', 'FreeGift', 'TakeX');
  CREATE TYPE "public"."enum_campaigns_discount_kind" AS ENUM('Percentage', 'AmountOff', 'FixedPrice');
  CREATE TYPE "public"."enum_recipes_course" AS ENUM('starter', 'main', 'dessert', 'side', 'snack', 'drink');
  CREATE TYPE "public"."enum_pages_blocks_recipe_list_course" AS ENUM('starter', 'main', 'dessert', 'side', 'snack', 'drink');
  CREATE TYPE "public"."enum__pages_v_blocks_recipe_list_course" AS ENUM('starter', 'main', 'dessert', 'side', 'snack', 'drink');
  CREATE TABLE "product_variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"product_number" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"price" numeric NOT NULL,
  	"stock_quantity" numeric DEFAULT 0 NOT NULL,
  	"net_content" numeric,
  	"net_content_unit" "enum_product_variants_net_content_unit",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_variants_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "price_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"variant_id" integer,
  	"price" numeric NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_campaigns_type" DEFAULT 'Regular' NOT NULL,
  	"active" boolean DEFAULT true,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"discount_kind" "enum_campaigns_discount_kind" DEFAULT 'Percentage' NOT NULL,
  	"percentage" numeric,
  	"amount" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaigns_locales" (
  	"splash_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "campaigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "recipes_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer
  );
  
  CREATE TABLE "recipes_ingredients_locales" (
  	"amount" varchar,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recipes_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_steps_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"friendly_url_name" varchar NOT NULL,
  	"course" "enum_recipes_course",
  	"servings" numeric DEFAULT 4,
  	"total_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recipes_locales" (
  	"name" varchar NOT NULL,
  	"summary" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recipes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"products_id" integer
  );
  
  ALTER TABLE "pages_blocks_recipe_list" ADD COLUMN "course" "enum_pages_blocks_recipe_list_course";
  ALTER TABLE "pages_blocks_recipe_list" ADD COLUMN "limit" numeric DEFAULT 6;
  ALTER TABLE "pages_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "_pages_v_blocks_recipe_list" ADD COLUMN "course" "enum__pages_v_blocks_recipe_list_course";
  ALTER TABLE "_pages_v_blocks_recipe_list" ADD COLUMN "limit" numeric DEFAULT 6;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "basket_lines" ADD COLUMN "variant_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_variants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_history_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_variants_locales" ADD CONSTRAINT "product_variants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_locales" ADD CONSTRAINT "campaigns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_ingredients" ADD CONSTRAINT "recipes_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_ingredients" ADD CONSTRAINT "recipes_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_ingredients_locales" ADD CONSTRAINT "recipes_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_steps" ADD CONSTRAINT "recipes_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_steps_locales" ADD CONSTRAINT "recipes_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_locales" ADD CONSTRAINT "recipes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");
  CREATE UNIQUE INDEX "product_variants_product_number_idx" ON "product_variants" USING btree ("product_number");
  CREATE INDEX "product_variants_updated_at_idx" ON "product_variants" USING btree ("updated_at");
  CREATE INDEX "product_variants_created_at_idx" ON "product_variants" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_variants_locales_locale_parent_id_unique" ON "product_variants_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id");
  CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id");
  CREATE INDEX "price_history_valid_from_idx" ON "price_history" USING btree ("valid_from");
  CREATE INDEX "price_history_updated_at_idx" ON "price_history" USING btree ("updated_at");
  CREATE INDEX "price_history_created_at_idx" ON "price_history" USING btree ("created_at");
  CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("active");
  CREATE INDEX "campaigns_valid_from_idx" ON "campaigns" USING btree ("valid_from");
  CREATE INDEX "campaigns_valid_to_idx" ON "campaigns" USING btree ("valid_to");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaigns_locales_locale_parent_id_unique" ON "campaigns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "campaigns_rels_order_idx" ON "campaigns_rels" USING btree ("order");
  CREATE INDEX "campaigns_rels_parent_idx" ON "campaigns_rels" USING btree ("parent_id");
  CREATE INDEX "campaigns_rels_path_idx" ON "campaigns_rels" USING btree ("path");
  CREATE INDEX "campaigns_rels_products_id_idx" ON "campaigns_rels" USING btree ("products_id");
  CREATE INDEX "recipes_ingredients_order_idx" ON "recipes_ingredients" USING btree ("_order");
  CREATE INDEX "recipes_ingredients_parent_id_idx" ON "recipes_ingredients" USING btree ("_parent_id");
  CREATE INDEX "recipes_ingredients_product_idx" ON "recipes_ingredients" USING btree ("product_id");
  CREATE UNIQUE INDEX "recipes_ingredients_locales_locale_parent_id_unique" ON "recipes_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_steps_order_idx" ON "recipes_steps" USING btree ("_order");
  CREATE INDEX "recipes_steps_parent_id_idx" ON "recipes_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "recipes_steps_locales_locale_parent_id_unique" ON "recipes_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_friendly_url_name_idx" ON "recipes" USING btree ("friendly_url_name");
  CREATE INDEX "recipes_updated_at_idx" ON "recipes" USING btree ("updated_at");
  CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at");
  CREATE UNIQUE INDEX "recipes_locales_locale_parent_id_unique" ON "recipes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_rels_order_idx" ON "recipes_rels" USING btree ("order");
  CREATE INDEX "recipes_rels_parent_idx" ON "recipes_rels" USING btree ("parent_id");
  CREATE INDEX "recipes_rels_path_idx" ON "recipes_rels" USING btree ("path");
  CREATE INDEX "recipes_rels_media_id_idx" ON "recipes_rels" USING btree ("media_id");
  CREATE INDEX "recipes_rels_products_id_idx" ON "recipes_rels" USING btree ("products_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_variants_fk" FOREIGN KEY ("product_variants_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_history_fk" FOREIGN KEY ("price_history_id") REFERENCES "public"."price_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_recipes_id_idx" ON "pages_rels" USING btree ("recipes_id","locale");
  CREATE INDEX "_pages_v_rels_recipes_id_idx" ON "_pages_v_rels" USING btree ("recipes_id","locale");
  CREATE INDEX "basket_lines_variant_idx" ON "basket_lines" USING btree ("variant_id");
  CREATE INDEX "payload_locked_documents_rels_product_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("product_variants_id");
  CREATE INDEX "payload_locked_documents_rels_price_history_id_idx" ON "payload_locked_documents_rels" USING btree ("price_history_id");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("recipes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_variants_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_variants" CASCADE;
  DROP TABLE "product_variants_locales" CASCADE;
  DROP TABLE "price_history" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "campaigns_locales" CASCADE;
  DROP TABLE "campaigns_rels" CASCADE;
  DROP TABLE "recipes_ingredients" CASCADE;
  DROP TABLE "recipes_ingredients_locales" CASCADE;
  DROP TABLE "recipes_steps" CASCADE;
  DROP TABLE "recipes_steps_locales" CASCADE;
  DROP TABLE "recipes" CASCADE;
  DROP TABLE "recipes_locales" CASCADE;
  DROP TABLE "recipes_rels" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_recipes_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_recipes_fk";
  
  ALTER TABLE "basket_lines" DROP CONSTRAINT "basket_lines_variant_id_product_variants_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_variants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_history_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recipes_fk";
  
  DROP INDEX "pages_rels_recipes_id_idx";
  DROP INDEX "_pages_v_rels_recipes_id_idx";
  DROP INDEX "basket_lines_variant_idx";
  DROP INDEX "payload_locked_documents_rels_product_variants_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_history_id_idx";
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_recipes_id_idx";
  ALTER TABLE "pages_blocks_recipe_list" DROP COLUMN "course";
  ALTER TABLE "pages_blocks_recipe_list" DROP COLUMN "limit";
  ALTER TABLE "pages_rels" DROP COLUMN "recipes_id";
  ALTER TABLE "_pages_v_blocks_recipe_list" DROP COLUMN "course";
  ALTER TABLE "_pages_v_blocks_recipe_list" DROP COLUMN "limit";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "recipes_id";
  ALTER TABLE "basket_lines" DROP COLUMN "variant_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_variants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_history_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recipes_id";
  DROP TYPE "public"."enum_product_variants_net_content_unit";
  DROP TYPE "public"."enum_campaigns_type";
  DROP TYPE "public"."enum_campaigns_discount_kind";
  DROP TYPE "public"."enum_recipes_course";
  DROP TYPE "public"."enum_pages_blocks_recipe_list_course";
  DROP TYPE "public"."enum__pages_v_blocks_recipe_list_course";`)
}
