import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Product search at 20 000 products (docs/adr/0009). One row per product in `product_search`, kept by triggers
 * on the tables it is made from, holding everything a search reads: one weighted Danish tsvector over the texts
 * of both cultures (names and product number A, producer and grape B, product type and wine colour words, the
 * category names with their parents' and the places C, descriptions D), folded names for typo matching, a sort
 * key in Danish order per culture, and the filter attributes (with the regular price in both customers' views).
 * A search is then one index scan of one table; only campaign prices are worked out when asked, since campaigns
 * run by the clock. It replaces the per-table search columns of migration 20261122_034020_catalogue_search.
 *
 * Frozen here as this migration created them (unit tests compare them with the code): the accent folding of
 * migration 20261122_034020_catalogue_search (search-query.ts ACCENTS_FROM/ACCENTS_TO), the Danish sort order
 * (search-query.ts SORT_FROM/SORT_TO: æ, ø, å after z, ä and ö as æ and ø, ü as y, accents ignored) and the
 * labels of shop/catalogue/attributes.ts.
 */
const FOLD = (column: string) => `translate(lower(${column}), 'áàâäãéèêëíìîïóòôõöúùûüýÿñç', 'aaaæaeeeeiiiiooooøuuuuyync')`
const SORT_KEY = (column: string) => `translate(lower(${column}), 'áàâãéèêëíìîïóòôõúùûýÿñçüäæöøå', 'aaaaeeeeiiiioooouuuyyncy{{||}')`
const TYPE_WORDS = `CASE p.type::text
      WHEN 'Wine' THEN 'Vin Wine' WHEN 'Event' THEN 'Arrangementer Events' WHEN 'Food' THEN 'Delikatesser Delicacies'
      WHEN 'Nonfood' THEN 'Køkken og bord Kitchen and table' WHEN 'GiftBasket' THEN 'Gavekurve Gift baskets' ELSE '' END`
const COLOUR_WORDS = `CASE p.colour::text
      WHEN 'red' THEN 'Rødvin Red wine' WHEN 'white' THEN 'Hvidvin White wine' WHEN 'rose' THEN 'Rosévin Rosé'
      WHEN 'orange' THEN 'Orangevin Orange wine' WHEN 'sparkling' THEN 'Mousserende Sparkling' WHEN 'dessert' THEN 'Dessertvin Dessert wine' ELSE '' END`

const REFRESH = `
CREATE FUNCTION product_search_refresh(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF product_ids IS NULL OR cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM product_search s WHERE s.product_id = ANY(product_ids) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id);
  INSERT INTO product_search AS s (product_id, price, price_b2b, vintage, views, organic, in_stock, alcohol, review_score, type, colour,
                                   producer, grapes, country_da, country_en, region_da, region_en, origin_da, origin_en, storage, category_ids, name_key_da, name_key_en, name_fold,
                                   owner_fold, doc)
  WITH RECURSIVE closure (id, ancestor) AS (
    -- Every category with itself and each of its parents; UNION, so even a cycle ends.
    SELECT id, id FROM categories
    UNION
    SELECT cl.id, c.parent_id FROM closure cl JOIN categories c ON c.id = cl.ancestor WHERE c.parent_id IS NOT NULL
  ), product_categories AS (
    SELECT r.parent_id AS product_id, array_agg(DISTINCT cl.ancestor ORDER BY cl.ancestor) AS ids, string_agg(n.name, ' ') AS names
      FROM products_rels r
      JOIN closure cl ON cl.id = r.categories_id
      LEFT JOIN categories_locales n ON n._parent_id = cl.ancestor
     WHERE r.path = 'categories' AND r.parent_id = ANY(product_ids)
     GROUP BY r.parent_id
  )
  SELECT p.id, round(p.price)::integer, round(p.price * 10000 / 12500)::integer, p.vintage::integer, p.views, coalesce(p.organic, false), p.stock_quantity > 0,
         p.alcohol_percentage, p.review_score, p.type::text, p.colour::text, nullif(p.producer, ''),
         coalesce(ARRAY(SELECT trim(g) FROM unnest(string_to_array(p.grape, ',')) g WHERE trim(g) <> ''), '{}'),
         nullif(ld.country, ''), coalesce(nullif(le.country, ''), nullif(ld.country, '')),
         nullif(ld.region, ''), coalesce(nullif(le.region, ''), nullif(ld.region, '')),
         nullif(ld.origin, ''), coalesce(nullif(le.origin, ''), nullif(ld.origin, '')),
         p.storage::text,
         coalesce(cats.ids, '{}'),
         ${SORT_KEY(`coalesce(ld.name, '')`)}, ${SORT_KEY(`coalesce(nullif(le.name, ''), ld.name, '')`)},
         ${FOLD(`concat_ws(' ', ld.name, nullif(le.name, ld.name))`)},
         ${FOLD(`concat_ws(' ', p.producer, p.grape)`)},
         t.da_name || t.en_name || t.number || t.owner || t.words || t.da_places || t.en_places || t.da_descriptions || t.en_descriptions
    FROM products p
    LEFT JOIN products_locales ld ON ld._parent_id = p.id AND ld._locale = 'da'
    LEFT JOIN products_locales le ON le._parent_id = p.id AND le._locale = 'en'
    LEFT JOIN product_categories cats ON cats.product_id = p.id
    -- Each text folded and parsed once (most of a refresh's work); the document holds both languages, so a word
    -- finds a product whichever language the shopper uses, and English falls back to the Danish texts.
    CROSS JOIN LATERAL (SELECT
      setweight(to_tsvector('danish', ${FOLD(`coalesce(ld.name, '')`)}), 'A') AS da_name,
      setweight(to_tsvector('danish', ${FOLD(`coalesce(nullif(le.name, ld.name), '')`)}), 'A') AS en_name,
      -- "V-1001" as the words "v" and "1001", as the query splits it.
      setweight(to_tsvector('simple', translate(lower(p.product_number), '-_./', '    ')), 'A') AS number,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', p.producer, p.grape)`)}), 'B') AS owner,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', ${TYPE_WORDS}, ${COLOUR_WORDS}, cats.names)`)}), 'C') AS words,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', ld.country, ld.region, ld.origin)`)}), 'C') AS da_places,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', le.country, le.region, le.origin)`)}), 'C') AS en_places,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', ld.short_description, ld.description)`)}), 'D') AS da_descriptions,
      setweight(to_tsvector('danish', ${FOLD(`concat_ws(' ', le.short_description, le.description)`)}), 'D') AS en_descriptions
    ) t
   WHERE p.id = ANY(product_ids)
  ON CONFLICT (product_id) DO UPDATE SET
    price = excluded.price, price_b2b = excluded.price_b2b, vintage = excluded.vintage, views = excluded.views, organic = excluded.organic, in_stock = excluded.in_stock,
    alcohol = excluded.alcohol, review_score = excluded.review_score, type = excluded.type,
    colour = excluded.colour, producer = excluded.producer, grapes = excluded.grapes, country_da = excluded.country_da,
    country_en = excluded.country_en, region_da = excluded.region_da, region_en = excluded.region_en, origin_da = excluded.origin_da,
    origin_en = excluded.origin_en, storage = excluded.storage, category_ids = excluded.category_ids, name_key_da = excluded.name_key_da,
    name_key_en = excluded.name_key_en, name_fold = excluded.name_fold, owner_fold = excluded.owner_fold, doc = excluded.doc;
END
$fn$;`

/**
 * Statement triggers with transition tables, so a bulk write refreshes its rows once, not row by row. A bulk
 * loader that refreshes by itself at the end (seed/scale.ts) turns them off for its transaction with
 * SET LOCAL delikat.defer_product_search = 'on'.
 */
const TRIGGERS = `
CREATE FUNCTION product_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('delikat.defer_product_search', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM product_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$fn$;

-- The view counter writes often and changes nothing else: copy the number. Any other change rebuilds the row.
CREATE FUNCTION product_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('delikat.defer_product_search', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE product_search s SET views = n.views FROM new_rows n WHERE s.product_id = n.id AND s.views IS DISTINCT FROM n.views;
  PERFORM product_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
     WHERE o.id IS NULL
        OR (n.product_number, n.type, n.price, n.stock_quantity, n.alcohol_percentage, n.review_score, n.grape, n.producer, n.vintage, n.colour, n.organic, n.storage)
           IS DISTINCT FROM
           (o.product_number, o.type, o.price, o.stock_quantity, o.alcohol_percentage, o.review_score, o.grape, o.producer, o.vintage, o.colour, o.organic, o.storage)));
  RETURN NULL;
END
$fn$;

CREATE FUNCTION product_search_locales_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('delikat.defer_product_search', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT _parent_id FROM old_rows));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT _parent_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$fn$;

CREATE FUNCTION product_search_rels_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('delikat.defer_product_search', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT parent_id FROM old_rows WHERE path = 'categories'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_search_refresh(ARRAY(SELECT parent_id FROM new_rows WHERE path = 'categories' UNION SELECT parent_id FROM old_rows WHERE path = 'categories'));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT parent_id FROM new_rows WHERE path = 'categories'));
  END IF;
  RETURN NULL;
END
$fn$;

-- A renamed or moved category changes the words and the parents of every product listed under it.
CREATE FUNCTION product_search_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed integer[];
BEGIN
  IF current_setting('delikat.defer_product_search', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'categories' THEN
    changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT _parent_id FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT n._parent_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSE
    changed := ARRAY(SELECT DISTINCT _parent_id FROM new_rows);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM product_search_refresh(ARRAY(SELECT product_id FROM product_search WHERE category_ids && changed));
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER product_search_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_inserted();
CREATE TRIGGER product_search_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_updated();
CREATE TRIGGER product_search_locales_insert AFTER INSERT ON products_locales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_locales_changed();
CREATE TRIGGER product_search_locales_update AFTER UPDATE ON products_locales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_locales_changed();
CREATE TRIGGER product_search_locales_delete AFTER DELETE ON products_locales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_locales_changed();
CREATE TRIGGER product_search_rels_insert AFTER INSERT ON products_rels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_rels_changed();
CREATE TRIGGER product_search_rels_update AFTER UPDATE ON products_rels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_rels_changed();
CREATE TRIGGER product_search_rels_delete AFTER DELETE ON products_rels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_rels_changed();
CREATE TRIGGER product_search_categories_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
CREATE TRIGGER product_search_category_names_insert AFTER INSERT ON categories_locales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
CREATE TRIGGER product_search_category_names_update AFTER UPDATE ON categories_locales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
CREATE TRIGGER product_search_category_names_delete AFTER DELETE ON categories_locales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  -- The per-table search columns of migration 20261122_034020_catalogue_search: product_search replaces them,
  -- and computing them made every product write slower.
  DROP INDEX IF EXISTS products_locales_search_document_idx;
  DROP INDEX IF EXISTS products_locales_search_name_trgm_idx;
  DROP INDEX IF EXISTS products_search_document_idx;
  DROP INDEX IF EXISTS products_search_name_trgm_idx;
  ALTER TABLE products_locales DROP COLUMN IF EXISTS search_document, DROP COLUMN IF EXISTS search_name;
  ALTER TABLE products DROP COLUMN IF EXISTS search_document, DROP COLUMN IF EXISTS search_name;
  -- Fixed-width columns first and the large tsvectors last, so reading the filter attributes stays cheap.
  CREATE TABLE product_search (
    product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
    price integer NOT NULL,
    -- What a business customer pays: without VAT (shop/money.ts withoutVat), rounded to the øre.
    price_b2b integer NOT NULL,
    vintage integer,
    views integer NOT NULL DEFAULT 0,
    organic boolean NOT NULL DEFAULT false,
    in_stock boolean NOT NULL DEFAULT false,
    alcohol numeric,
    review_score numeric,
    type text NOT NULL,
    colour text,
    producer text,
    grapes text[] NOT NULL DEFAULT '{}',
    country_da text,
    country_en text,
    region_da text,
    region_en text,
    origin_da text,
    origin_en text,
    storage text,
    category_ids integer[] NOT NULL DEFAULT '{}',
    name_key_da text COLLATE "C",
    name_key_en text COLLATE "C",
    name_fold text,
    owner_fold text,
    doc tsvector
  );
  ${REFRESH}
  ${TRIGGERS}
  SELECT product_search_refresh(ARRAY(SELECT id FROM products));
  -- PGlite runs no autovacuum, so a GIN index's pending list would only be merged when it is full and every
  -- search would read it first: keep it small.
  CREATE INDEX product_search_doc_idx ON product_search USING gin (doc) WITH (gin_pending_list_limit = 128);
  CREATE INDEX product_search_categories_idx ON product_search USING gin (category_ids) WITH (gin_pending_list_limit = 128);
  CREATE INDEX product_search_name_fold_idx ON product_search USING gin (name_fold gin_trgm_ops) WITH (gin_pending_list_limit = 128);
  CREATE INDEX product_search_owner_fold_idx ON product_search USING gin (owner_fold gin_trgm_ops) WITH (gin_pending_list_limit = 128);
  ANALYZE product_search;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP TRIGGER IF EXISTS product_search_products_insert ON products;
  DROP TRIGGER IF EXISTS product_search_products_update ON products;
  DROP TRIGGER IF EXISTS product_search_locales_insert ON products_locales;
  DROP TRIGGER IF EXISTS product_search_locales_update ON products_locales;
  DROP TRIGGER IF EXISTS product_search_locales_delete ON products_locales;
  DROP TRIGGER IF EXISTS product_search_rels_insert ON products_rels;
  DROP TRIGGER IF EXISTS product_search_rels_update ON products_rels;
  DROP TRIGGER IF EXISTS product_search_rels_delete ON products_rels;
  DROP TRIGGER IF EXISTS product_search_categories_update ON categories;
  DROP TRIGGER IF EXISTS product_search_category_names_insert ON categories_locales;
  DROP TRIGGER IF EXISTS product_search_category_names_update ON categories_locales;
  DROP TRIGGER IF EXISTS product_search_category_names_delete ON categories_locales;
  DROP FUNCTION IF EXISTS product_search_categories_changed();
  DROP FUNCTION IF EXISTS product_search_rels_changed();
  DROP FUNCTION IF EXISTS product_search_locales_changed();
  DROP FUNCTION IF EXISTS product_search_products_updated();
  DROP FUNCTION IF EXISTS product_search_products_inserted();
  DROP FUNCTION IF EXISTS product_search_refresh(integer[]);
  DROP TABLE IF EXISTS product_search;
  ALTER TABLE products_locales ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('danish'::regconfig, ${FOLD(`coalesce(name, '')`)}), 'A') ||
    setweight(to_tsvector('danish'::regconfig, ${FOLD(`coalesce(country, '') || ' ' || coalesce(region, '') || ' ' || coalesce(origin, '')`)}), 'C') ||
    setweight(to_tsvector('danish'::regconfig, ${FOLD(`coalesce(short_description, '') || ' ' || coalesce(description, '')`)}), 'D')
  ) STORED;
  ALTER TABLE products_locales ADD COLUMN search_name text GENERATED ALWAYS AS (${FOLD(`coalesce(name, '')`)}) STORED;
  ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, lower(product_number)), 'A') ||
    setweight(to_tsvector('danish'::regconfig, ${FOLD(`coalesce(producer, '') || ' ' || coalesce(grape, '')`)}), 'B')
  ) STORED;
  ALTER TABLE products ADD COLUMN search_name text GENERATED ALWAYS AS (${FOLD(`coalesce(producer, '') || ' ' || coalesce(grape, '')`)}) STORED;
  CREATE INDEX products_locales_search_document_idx ON products_locales USING gin (search_document);
  CREATE INDEX products_locales_search_name_trgm_idx ON products_locales USING gin (search_name gin_trgm_ops);
  CREATE INDEX products_search_document_idx ON products USING gin (search_document);
  CREATE INDEX products_search_name_trgm_idx ON products USING gin (search_name gin_trgm_ops);`),
  )
}
