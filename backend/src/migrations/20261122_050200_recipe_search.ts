import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The accent folding of the search columns, frozen here as this migration created them (same as the catalogue's). */
const ACCENTS = sql.raw(`'áàâäãéèêëíìîïóòôõöúùûüýÿñç', 'aaaæaeeeeiiiiooooøuuuuyync'`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- Recipe search (shop/recipes/search-query.ts), built like the catalogue's (20261122_034020_catalogue_search):
  -- accents folded with translate() because PGlite has no unaccent; the letters must match ACCENTS_FROM/ACCENTS_TO
  -- in shop/catalogue/search-query.ts (a unit test checks). Each localized row carries a Danish-stemmed tsvector
  -- with a GIN index: name A and summary B on the recipe, C on each ingredient, D on each step; the folded name
  -- has a trigram GIN index for typos.
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE "recipes_locales" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("name", '')), ${ACCENTS})), 'A') ||
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("summary", '')), ${ACCENTS})), 'B')
  ) STORED;
  ALTER TABLE "recipes_locales" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
    translate(lower(coalesce("name", '')), ${ACCENTS})
  ) STORED;
  ALTER TABLE "recipes_ingredients_locales" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("text", '')), ${ACCENTS})), 'C')
  ) STORED;
  ALTER TABLE "recipes_steps_locales" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('danish'::regconfig, translate(lower(coalesce("text", '')), ${ACCENTS})), 'D')
  ) STORED;
  CREATE INDEX "recipes_locales_search_document_idx" ON "recipes_locales" USING gin ("search_document");
  CREATE INDEX "recipes_locales_search_name_trgm_idx" ON "recipes_locales" USING gin ("search_name" gin_trgm_ops);
  CREATE INDEX "recipes_ingredients_locales_search_document_idx" ON "recipes_ingredients_locales" USING gin ("search_document");
  CREATE INDEX "recipes_steps_locales_search_document_idx" ON "recipes_steps_locales" USING gin ("search_document");
  -- A recipe's ingredients and steps are many rows; this folds their documents into one to check every query
  -- word over the whole recipe (|| as an aggregate, keeping positions and weights).
  CREATE AGGREGATE search_tsvector_agg (tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
  -- Newest first, the order of a recipe search without a query and of a recipe list left empty.
  CREATE INDEX "recipes_newest_idx" ON "recipes" USING btree ("created_at" DESC, "id" DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "recipes_newest_idx";
  DROP AGGREGATE IF EXISTS search_tsvector_agg (tsvector);
  DROP INDEX IF EXISTS "recipes_steps_locales_search_document_idx";
  DROP INDEX IF EXISTS "recipes_ingredients_locales_search_document_idx";
  DROP INDEX IF EXISTS "recipes_locales_search_name_trgm_idx";
  DROP INDEX IF EXISTS "recipes_locales_search_document_idx";
  ALTER TABLE "recipes_steps_locales" DROP COLUMN IF EXISTS "search_document";
  ALTER TABLE "recipes_ingredients_locales" DROP COLUMN IF EXISTS "search_document";
  ALTER TABLE "recipes_locales" DROP COLUMN IF EXISTS "search_name";
  ALTER TABLE "recipes_locales" DROP COLUMN IF EXISTS "search_document";`)
}
