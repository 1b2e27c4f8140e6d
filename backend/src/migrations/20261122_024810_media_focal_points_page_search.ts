import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_content_type" ADD VALUE 'LandingPage' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum_pages_content_type" ADD VALUE 'Article' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum_pages_content_type" ADD VALUE 'GiftCardPage' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum_pages_content_type" ADD VALUE 'CreateCustomerPage';
  ALTER TYPE "public"."enum__pages_v_version_content_type" ADD VALUE 'LandingPage' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum__pages_v_version_content_type" ADD VALUE 'Article' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum__pages_v_version_content_type" ADD VALUE 'GiftCardPage' BEFORE 'BasketPage';
  ALTER TYPE "public"."enum__pages_v_version_content_type" ADD VALUE 'CreateCustomerPage';
  ALTER TABLE "media" ADD COLUMN "focal_points_landscape_x" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_points_landscape_y" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_points_portrait_x" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_points_portrait_y" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_points_square_x" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_points_square_y" numeric;
  ALTER TABLE "pages" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "teaser_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "teaser" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_teaser_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_teaser" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_teaser_image_id_media_id_fk" FOREIGN KEY ("teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_teaser_image_id_media_id_fk" FOREIGN KEY ("version_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_teaser_image_idx" ON "pages" USING btree ("teaser_image_id");
  CREATE INDEX "_pages_v_version_version_teaser_image_idx" ON "_pages_v" USING btree ("version_teaser_image_id");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "pages_locales_search_fts_idx" ON "pages_locales"
    USING gin (to_tsvector('danish', coalesce("title", '') || ' ' || coalesce("search_text", '')));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "pages_locales_search_fts_idx";
   ALTER TABLE "pages" DROP CONSTRAINT "pages_teaser_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_teaser_image_id_media_id_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "content_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "content_type" SET DEFAULT 'ContentPage'::text;
  DROP TYPE "public"."enum_pages_content_type";
  CREATE TYPE "public"."enum_pages_content_type" AS ENUM('FrontPage', 'ContentPage', 'BasketPage', 'CheckoutPage');
  ALTER TABLE "pages" ALTER COLUMN "content_type" SET DEFAULT 'ContentPage'::"public"."enum_pages_content_type";
  ALTER TABLE "pages" ALTER COLUMN "content_type" SET DATA TYPE "public"."enum_pages_content_type" USING "content_type"::"public"."enum_pages_content_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_content_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_content_type" SET DEFAULT 'ContentPage'::text;
  DROP TYPE "public"."enum__pages_v_version_content_type";
  CREATE TYPE "public"."enum__pages_v_version_content_type" AS ENUM('FrontPage', 'ContentPage', 'BasketPage', 'CheckoutPage');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_content_type" SET DEFAULT 'ContentPage'::"public"."enum__pages_v_version_content_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_content_type" SET DATA TYPE "public"."enum__pages_v_version_content_type" USING "version_content_type"::"public"."enum__pages_v_version_content_type";
  DROP INDEX "pages_teaser_image_idx";
  DROP INDEX "_pages_v_version_version_teaser_image_idx";
  ALTER TABLE "media" DROP COLUMN "focal_points_landscape_x";
  ALTER TABLE "media" DROP COLUMN "focal_points_landscape_y";
  ALTER TABLE "media" DROP COLUMN "focal_points_portrait_x";
  ALTER TABLE "media" DROP COLUMN "focal_points_portrait_y";
  ALTER TABLE "media" DROP COLUMN "focal_points_square_x";
  ALTER TABLE "media" DROP COLUMN "focal_points_square_y";
  ALTER TABLE "pages" DROP COLUMN "published_at";
  ALTER TABLE "pages" DROP COLUMN "teaser_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "teaser";
  ALTER TABLE "pages_locales" DROP COLUMN "search_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_published_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_teaser_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_teaser";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_search_text";`)
}
