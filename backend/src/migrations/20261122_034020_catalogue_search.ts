import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The accent folding of the search columns, frozen here as this migration created them. */
const ACCENTS = sql.raw(`'áàâäãéèêëíìîïóòôõöúùûüýÿñç', 'aaaæaeeeeiiiiooooøuuuuyync'`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_colour" AS ENUM('red', 'white', 'rose', 'orange', 'sparkling', 'dessert');
  CREATE TYPE "public"."enum_products_storage" AS ENUM('ambient', 'chilled', 'frozen');
  ALTER TABLE "products" ADD COLUMN "grape" varchar;
  ALTER TABLE "products" ADD COLUMN "producer" varchar;
  ALTER TABLE "products" ADD COLUMN "vintage" numeric;
  ALTER TABLE "products" ADD COLUMN "colour" "enum_products_colour";
  ALTER TABLE "products" ADD COLUMN "storage" "enum_products_storage";
  ALTER TABLE "products" ADD COLUMN "organic" boolean DEFAULT false;
  ALTER TABLE "products_locales" ADD COLUMN "country" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "region" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "origin" varchar;
  -- Catalogue search (shop/catalogue/search.ts). Accents are folded with translate() because unaccent is not in
  -- PGlite; the letters must match ACCENTS_FROM/ACCENTS_TO in shop/catalogue/search-query.ts (a unit test checks).
  -- Localized words (name, places, descriptions) are searched per locale row, names of grapes and producers on
  -- the product row; each part has a tsvector (danish stemming, weight A name > B producer/grape > C places >
  -- D descriptions) with a GIN index and a folded text with a trigram GIN index for typos.
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE "products_locales" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("name", '')), ${ACCENTS})), 'A') ||
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("country", '') || ' ' || coalesce("region", '') || ' ' || coalesce("origin", '')), ${ACCENTS})), 'C') ||
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("short_description", '') || ' ' || coalesce("description", '')), ${ACCENTS})), 'D')
  ) STORED;
  ALTER TABLE "products_locales" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
    translate(lower(coalesce("name", '')), ${ACCENTS})
  ) STORED;
  ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, lower("product_number")), 'A') ||
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("producer", '') || ' ' || coalesce("grape", '')), ${ACCENTS})), 'B')
  ) STORED;
  ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
    translate(lower(coalesce("producer", '') || ' ' || coalesce("grape", '')), ${ACCENTS})
  ) STORED;
  CREATE INDEX "products_locales_search_document_idx" ON "products_locales" USING gin ("search_document");
  CREATE INDEX "products_locales_search_name_trgm_idx" ON "products_locales" USING gin ("search_name" gin_trgm_ops);
  CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
  CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
  -- Counted by GET product/{id} in one UPDATE; outside Payload's fields so an editor's save never resets it.
  ALTER TABLE "products" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;
  CREATE INDEX "products_popular_idx" ON "products" USING btree ("views" DESC, "review_score" DESC NULLS LAST, "id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_popular_idx";
  ALTER TABLE "products" DROP COLUMN IF EXISTS "views";
  DROP INDEX IF EXISTS "products_search_name_trgm_idx";
  DROP INDEX IF EXISTS "products_search_document_idx";
  DROP INDEX IF EXISTS "products_locales_search_name_trgm_idx";
  DROP INDEX IF EXISTS "products_locales_search_document_idx";
  ALTER TABLE "products" DROP COLUMN IF EXISTS "search_name";
  ALTER TABLE "products" DROP COLUMN IF EXISTS "search_document";
  ALTER TABLE "products_locales" DROP COLUMN IF EXISTS "search_name";
  ALTER TABLE "products_locales" DROP COLUMN IF EXISTS "search_document";
   ALTER TABLE "products" DROP COLUMN "grape";
  ALTER TABLE "products" DROP COLUMN "producer";
  ALTER TABLE "products" DROP COLUMN "vintage";
  ALTER TABLE "products" DROP COLUMN "colour";
  ALTER TABLE "products" DROP COLUMN "storage";
  ALTER TABLE "products" DROP COLUMN "organic";
  ALTER TABLE "products_locales" DROP COLUMN "country";
  ALTER TABLE "products_locales" DROP COLUMN "region";
  ALTER TABLE "products_locales" DROP COLUMN "origin";
  DROP TYPE "public"."enum_products_colour";
  DROP TYPE "public"."enum_products_storage";`)
}
