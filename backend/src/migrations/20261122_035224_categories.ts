import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Catalogue categories: the categories tree (relative_url kept by the collection's hooks), products' categories
 * (products_rels.categories_id) and a category on every link group (PimCategory links, content/links.ts).
 * Down drops the categories tables last: their CASCADE would already remove the constraints dropped before.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"image_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"relative_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  ALTER TABLE "products_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "pages_blocks_carousel_slides" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_ribbon" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_cta_buttons" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_doors_doors" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_content_block" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_cards_cards" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_categories_items" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_gallery_items" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages_blocks_campaign" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_v_blocks_content_block" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "_pages_v_blocks_campaign" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "menu_items" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_relative_url_idx" ON "categories" USING btree ("relative_url");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ribbon" ADD CONSTRAINT "pages_blocks_ribbon_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD CONSTRAINT "_pages_v_blocks_ribbon_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD CONSTRAINT "_pages_blocks_cta_v_buttons_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_rels_categories_id_idx" ON "products_rels" USING btree ("categories_id");
  CREATE INDEX "pages_blocks_carousel_slides_link_link_category_idx" ON "pages_blocks_carousel_slides" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_ribbon_link_link_category_idx" ON "pages_blocks_ribbon" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_category_idx" ON "pages_blocks_cta_buttons" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_doors_doors_link_link_category_idx" ON "pages_blocks_doors_doors" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_content_block_link_link_category_idx" ON "pages_blocks_content_block" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_cards_cards_link_link_category_idx" ON "pages_blocks_cards_cards" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_categories_items_link_link_category_idx" ON "pages_blocks_categories_items" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_gallery_items_link_link_category_idx" ON "pages_blocks_gallery_items" USING btree ("link_category_id");
  CREATE INDEX "pages_blocks_campaign_link_link_category_idx" ON "pages_blocks_campaign" USING btree ("link_category_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_link_link_category_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("link_category_id");
  CREATE INDEX "_pages_v_blocks_ribbon_link_link_category_idx" ON "_pages_v_blocks_ribbon" USING btree ("link_category_id");
  CREATE INDEX "_pages_blocks_cta_v_buttons_link_link_category_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("link_category_id");
  CREATE INDEX "_pages_blocks_doors_v_doors_link_link_category_idx" ON "_pages_blocks_doors_v_doors" USING btree ("link_category_id");
  CREATE INDEX "_pages_v_blocks_content_block_link_link_category_idx" ON "_pages_v_blocks_content_block" USING btree ("link_category_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_link_link_category_idx" ON "_pages_blocks_cards_v_cards" USING btree ("link_category_id");
  CREATE INDEX "_pages_v_blocks_categories_items_link_link_category_idx" ON "_pages_v_blocks_categories_items" USING btree ("link_category_id");
  CREATE INDEX "_pages_blocks_gallery_v_items_link_link_category_idx" ON "_pages_blocks_gallery_v_items" USING btree ("link_category_id");
  CREATE INDEX "_pages_v_blocks_campaign_link_link_category_idx" ON "_pages_v_blocks_campaign" USING btree ("link_category_id");
  CREATE INDEX "menu_items_link_link_category_idx" ON "menu_items" USING btree ("link_category_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_categories_fk";
  ALTER TABLE "pages_blocks_carousel_slides" DROP CONSTRAINT "pages_blocks_carousel_slides_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_ribbon" DROP CONSTRAINT "pages_blocks_ribbon_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_cta_buttons" DROP CONSTRAINT "pages_blocks_cta_buttons_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_doors_doors" DROP CONSTRAINT "pages_blocks_doors_doors_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_content_block" DROP CONSTRAINT "pages_blocks_content_block_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_cards_cards" DROP CONSTRAINT "pages_blocks_cards_cards_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_categories_items" DROP CONSTRAINT "pages_blocks_categories_items_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_gallery_items" DROP CONSTRAINT "pages_blocks_gallery_items_link_category_id_categories_id_fk";
  ALTER TABLE "pages_blocks_campaign" DROP CONSTRAINT "pages_blocks_campaign_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_v_blocks_carousel_slides" DROP CONSTRAINT "_pages_v_blocks_carousel_slides_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_v_blocks_ribbon" DROP CONSTRAINT "_pages_v_blocks_ribbon_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_blocks_cta_v_buttons" DROP CONSTRAINT "_pages_blocks_cta_v_buttons_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_blocks_doors_v_doors" DROP CONSTRAINT "_pages_blocks_doors_v_doors_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_v_blocks_content_block" DROP CONSTRAINT "_pages_v_blocks_content_block_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_blocks_cards_v_cards" DROP CONSTRAINT "_pages_blocks_cards_v_cards_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_v_blocks_categories_items" DROP CONSTRAINT "_pages_v_blocks_categories_items_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_blocks_gallery_v_items" DROP CONSTRAINT "_pages_blocks_gallery_v_items_link_category_id_categories_id_fk";
  ALTER TABLE "_pages_v_blocks_campaign" DROP CONSTRAINT "_pages_v_blocks_campaign_link_category_id_categories_id_fk";
  ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_link_category_id_categories_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  DROP INDEX "products_rels_categories_id_idx";
  DROP INDEX "pages_blocks_carousel_slides_link_link_category_idx";
  DROP INDEX "pages_blocks_ribbon_link_link_category_idx";
  DROP INDEX "pages_blocks_cta_buttons_link_link_category_idx";
  DROP INDEX "pages_blocks_doors_doors_link_link_category_idx";
  DROP INDEX "pages_blocks_content_block_link_link_category_idx";
  DROP INDEX "pages_blocks_cards_cards_link_link_category_idx";
  DROP INDEX "pages_blocks_categories_items_link_link_category_idx";
  DROP INDEX "pages_blocks_gallery_items_link_link_category_idx";
  DROP INDEX "pages_blocks_campaign_link_link_category_idx";
  DROP INDEX "_pages_v_blocks_carousel_slides_link_link_category_idx";
  DROP INDEX "_pages_v_blocks_ribbon_link_link_category_idx";
  DROP INDEX "_pages_blocks_cta_v_buttons_link_link_category_idx";
  DROP INDEX "_pages_blocks_doors_v_doors_link_link_category_idx";
  DROP INDEX "_pages_v_blocks_content_block_link_link_category_idx";
  DROP INDEX "_pages_blocks_cards_v_cards_link_link_category_idx";
  DROP INDEX "_pages_v_blocks_categories_items_link_link_category_idx";
  DROP INDEX "_pages_blocks_gallery_v_items_link_link_category_idx";
  DROP INDEX "_pages_v_blocks_campaign_link_link_category_idx";
  DROP INDEX "menu_items_link_link_category_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  ALTER TABLE "products_rels" DROP COLUMN "categories_id";
  ALTER TABLE "pages_blocks_carousel_slides" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_ribbon" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_cta_buttons" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_doors_doors" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_content_block" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_cards_cards" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_categories_items" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_gallery_items" DROP COLUMN "link_category_id";
  ALTER TABLE "pages_blocks_campaign" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_v_blocks_carousel_slides" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_v_blocks_ribbon" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_blocks_cta_v_buttons" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_blocks_doors_v_doors" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_v_blocks_content_block" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_blocks_cards_v_cards" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_v_blocks_categories_items" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_blocks_gallery_v_items" DROP COLUMN "link_category_id";
  ALTER TABLE "_pages_v_blocks_campaign" DROP COLUMN "link_category_id";
  ALTER TABLE "menu_items" DROP COLUMN "link_category_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "categories" CASCADE;`)
}
