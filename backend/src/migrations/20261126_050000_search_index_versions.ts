import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The in-memory search columns (shop/catalogue/search-index.ts, docs/adr/0017) read only what changed since their
 * last reading. Every row of `product_search` carries the id of the transaction that last wrote it, and a row
 * removed leaves its product id there in `product_search_removed`. A reader keeps the oldest transaction that was
 * unfinished at its reading (`pg_snapshot_xmin`); every transaction it could not see yet has that id or a later
 * one, so the next reading asks for `version >= ` it and misses nothing, even with writers running side by side.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  ALTER TABLE product_search ADD COLUMN version bigint NOT NULL DEFAULT 0;
  CREATE FUNCTION product_search_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.version := pg_current_xact_id()::text::bigint;
    RETURN NEW;
  END
  $fn$;
  CREATE TRIGGER product_search_version BEFORE INSERT OR UPDATE ON product_search
    FOR EACH ROW EXECUTE FUNCTION product_search_version();
  UPDATE product_search SET version = pg_current_xact_id()::text::bigint;
  CREATE INDEX product_search_version_idx ON product_search (version);

  CREATE TABLE product_search_removed (
    product_id integer NOT NULL,
    version bigint NOT NULL
  );
  CREATE INDEX product_search_removed_version_idx ON product_search_removed (version);
  CREATE FUNCTION product_search_removed() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO product_search_removed (product_id, version) SELECT product_id, pg_current_xact_id()::text::bigint FROM old_rows;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER product_search_removed AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION product_search_removed();
  ANALYZE product_search;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP TRIGGER IF EXISTS product_search_removed ON product_search;
  DROP FUNCTION IF EXISTS product_search_removed();
  DROP TABLE IF EXISTS product_search_removed;
  DROP TRIGGER IF EXISTS product_search_version ON product_search;
  DROP FUNCTION IF EXISTS product_search_version();
  ALTER TABLE product_search DROP COLUMN IF EXISTS version;`),
  )
}
