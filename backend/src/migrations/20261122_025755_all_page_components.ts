import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_accordion_items_tags_type" AS ENUM('misc', 'offer', 'member-offer');
  CREATE TYPE "public"."enum_pages_blocks_accordion_variant" AS ENUM('default', 'boxed', 'boxed-reveal');
  CREATE TYPE "public"."enum_pages_blocks_accordion_color" AS ENUM('light', 'cream', 'wine');
  CREATE TYPE "public"."enum_pages_blocks_carousel_slides_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_media_grid_left_right" AS ENUM('Venstre', 'Højre');
  CREATE TYPE "public"."enum_pages_blocks_border_color" AS ENUM('light', 'dark', 'accent');
  CREATE TYPE "public"."enum_pages_blocks_space_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_ribbon_color" AS ENUM('wine', 'gold', 'green', 'charcoal');
  CREATE TYPE "public"."enum_pages_blocks_ribbon_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_cta_buttons_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_cta_buttons_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_cta_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_selling_points_points_icon" AS ENUM('truck', 'store', 'gift', 'star', 'leaf', 'glass');
  CREATE TYPE "public"."enum_pages_blocks_doors_doors_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_content_block_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_cards_cards_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_categories_items_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_gallery_items_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_recommendation_carousel_strategy" AS ENUM('popular', 'bestsellers', 'new');
  CREATE TYPE "public"."enum_pages_blocks_product_focus_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_campaign_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum_pages_blocks_embed_provider" AS ENUM('google-maps', 'typeform', 'youtube');
  CREATE TYPE "public"."enum_pages_blocks_create_customer_client_type" AS ENUM('B2C', 'B2B');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_items_tags_type" AS ENUM('misc', 'offer', 'member-offer');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_variant" AS ENUM('default', 'boxed', 'boxed-reveal');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_color" AS ENUM('light', 'cream', 'wine');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_slides_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_v_blocks_media_grid_left_right" AS ENUM('Venstre', 'Højre');
  CREATE TYPE "public"."enum__pages_v_blocks_border_color" AS ENUM('light', 'dark', 'accent');
  CREATE TYPE "public"."enum__pages_v_blocks_space_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_ribbon_color" AS ENUM('wine', 'gold', 'green', 'charcoal');
  CREATE TYPE "public"."enum__pages_v_blocks_ribbon_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_blocks_cta_v_buttons_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_blocks_cta_v_buttons_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_blocks_cta_v_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_selling_points_points_icon" AS ENUM('truck', 'store', 'gift', 'star', 'leaf', 'glass');
  CREATE TYPE "public"."enum__pages_blocks_doors_v_doors_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_v_blocks_content_block_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_blocks_cards_v_cards_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_v_blocks_categories_items_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_blocks_gallery_v_items_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_v_blocks_recommendation_carousel_strategy" AS ENUM('popular', 'bestsellers', 'new');
  CREATE TYPE "public"."enum__pages_v_blocks_product_focus_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_campaign_link_type" AS ENUM('Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_provider" AS ENUM('google-maps', 'typeform', 'youtube');
  CREATE TYPE "public"."enum__pages_v_blocks_create_customer_client_type" AS ENUM('B2C', 'B2B');
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_centered" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_accordion_items_tags_type" DEFAULT 'misc',
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"light_font" boolean DEFAULT false,
  	"open" boolean DEFAULT false,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_accordion_variant" DEFAULT 'default',
  	"color" "enum_pages_blocks_accordion_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"date" timestamp(3) with time zone,
  	"author" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_carousel_slides_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"dual" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"left_right" "enum_pages_blocks_media_grid_left_right" DEFAULT 'Højre',
  	"height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_border" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color" "enum_pages_blocks_border_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_space" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_space_size" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ribbon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"color" "enum_pages_blocks_ribbon_color" DEFAULT 'wine',
  	"link_type" "enum_pages_blocks_ribbon_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_cta_buttons_variant" DEFAULT 'primary',
  	"link_type" "enum_pages_blocks_cta_buttons_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"alignment" "enum_pages_blocks_cta_alignment" DEFAULT 'center',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_selling_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_selling_points_points_icon" DEFAULT 'star',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_selling_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_doors_doors" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_doors_doors_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_doors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"subtitle" varchar,
  	"title" varchar,
  	"link_type" "enum_pages_blocks_content_block_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_cards_cards_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_categories_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_categories_items_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_gallery_items_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recommendation_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"strategy" "enum_pages_blocks_recommendation_carousel_strategy" DEFAULT 'popular',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_focus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum_pages_blocks_product_focus_image_position" DEFAULT 'left',
  	"product_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_similar_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category_id" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_campaign" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_campaign_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embedded_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"query" varchar,
  	"height" numeric DEFAULT 450,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form_id" varchar,
  	"height" numeric DEFAULT 500,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embedded_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"video_id" varchar,
  	"thumbnail_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_pages_blocks_embed_provider" DEFAULT 'youtube',
  	"value" varchar,
  	"title" varchar,
  	"height" numeric DEFAULT 450,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embedded_popup_tool" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tool_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checkout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gift_card_default" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"min_amount" numeric DEFAULT 10000,
  	"max_amount" numeric DEFAULT 500000,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gift_card_status" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_create_customer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"client_type" "enum_pages_blocks_create_customer_client_type" DEFAULT 'B2C',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales"
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_centered" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_accordion_items_tags_type" DEFAULT 'misc',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"light_font" boolean DEFAULT false,
  	"open" boolean DEFAULT false,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_accordion_variant" DEFAULT 'default',
  	"color" "enum__pages_v_blocks_accordion_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"date" timestamp(3) with time zone,
  	"author" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_carousel_slides_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"dual" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"left_right" "enum__pages_v_blocks_media_grid_left_right" DEFAULT 'Højre',
  	"height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_border" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"color" "enum__pages_v_blocks_border_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_space" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_space_size" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ribbon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"color" "enum__pages_v_blocks_ribbon_color" DEFAULT 'wine',
  	"link_type" "enum__pages_v_blocks_ribbon_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_cta_v_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_blocks_cta_v_buttons_variant" DEFAULT 'primary',
  	"link_type" "enum__pages_blocks_cta_v_buttons_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"alignment" "enum__pages_blocks_cta_v_alignment" DEFAULT 'center',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_selling_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_selling_points_points_icon" DEFAULT 'star',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_selling_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_doors_v_doors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_blocks_doors_v_doors_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_doors_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"subtitle" varchar,
  	"title" varchar,
  	"link_type" "enum__pages_v_blocks_content_block_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_cards_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_blocks_cards_v_cards_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_categories_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_categories_items_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_gallery_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_blocks_gallery_v_items_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_gallery_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recommendation_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"strategy" "enum__pages_v_blocks_recommendation_carousel_strategy" DEFAULT 'popular',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_focus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__pages_v_blocks_product_focus_image_position" DEFAULT 'left',
  	"product_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_similar_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category_id" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_campaign" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_campaign_link_type",
  	"link_page_id" integer,
  	"link_product_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_window" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"query" varchar,
  	"height" numeric DEFAULT 450,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form_id" varchar,
  	"height" numeric DEFAULT 500,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"video_id" varchar,
  	"thumbnail_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__pages_v_blocks_embed_provider" DEFAULT 'youtube',
  	"value" varchar,
  	"title" varchar,
  	"height" numeric DEFAULT 450,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_popup_tool" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checkout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gift_card_default" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"min_amount" numeric DEFAULT 10000,
  	"max_amount" numeric DEFAULT 500000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gift_card_status" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_create_customer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"client_type" "enum__pages_v_blocks_create_customer_client_type" DEFAULT 'B2C',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales"
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_centered" ADD CONSTRAINT "pages_blocks_rich_text_centered_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items_tags" ADD CONSTRAINT "pages_blocks_accordion_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_hero" ADD CONSTRAINT "pages_blocks_article_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_hero" ADD CONSTRAINT "pages_blocks_article_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_images_images" ADD CONSTRAINT "pages_blocks_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_images_images" ADD CONSTRAINT "pages_blocks_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_images" ADD CONSTRAINT "pages_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_grid" ADD CONSTRAINT "pages_blocks_media_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_border" ADD CONSTRAINT "pages_blocks_border_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_space" ADD CONSTRAINT "pages_blocks_space_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ribbon" ADD CONSTRAINT "pages_blocks_ribbon_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ribbon" ADD CONSTRAINT "pages_blocks_ribbon_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ribbon" ADD CONSTRAINT "pages_blocks_ribbon_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ribbon" ADD CONSTRAINT "pages_blocks_ribbon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_selling_points_points" ADD CONSTRAINT "pages_blocks_selling_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_selling_points" ADD CONSTRAINT "pages_blocks_selling_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors_doors" ADD CONSTRAINT "pages_blocks_doors_doors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_doors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_doors" ADD CONSTRAINT "pages_blocks_doors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_block" ADD CONSTRAINT "pages_blocks_content_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_items" ADD CONSTRAINT "pages_blocks_categories_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories" ADD CONSTRAINT "pages_blocks_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recommendation_carousel" ADD CONSTRAINT "pages_blocks_recommendation_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_focus" ADD CONSTRAINT "pages_blocks_product_focus_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_focus" ADD CONSTRAINT "pages_blocks_product_focus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_focus" ADD CONSTRAINT "pages_blocks_product_focus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_selector" ADD CONSTRAINT "pages_blocks_product_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_similar_products" ADD CONSTRAINT "pages_blocks_similar_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign" ADD CONSTRAINT "pages_blocks_campaign_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_list" ADD CONSTRAINT "pages_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_content" ADD CONSTRAINT "pages_blocks_latest_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recipe_list" ADD CONSTRAINT "pages_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_map" ADD CONSTRAINT "pages_blocks_embedded_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_form" ADD CONSTRAINT "pages_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_video" ADD CONSTRAINT "pages_blocks_embedded_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_video" ADD CONSTRAINT "pages_blocks_embedded_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embed" ADD CONSTRAINT "pages_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_popup_tool" ADD CONSTRAINT "pages_blocks_embedded_popup_tool_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checkout" ADD CONSTRAINT "pages_blocks_checkout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gift_card_default" ADD CONSTRAINT "pages_blocks_gift_card_default_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gift_card_default" ADD CONSTRAINT "pages_blocks_gift_card_default_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gift_card_status" ADD CONSTRAINT "pages_blocks_gift_card_status_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_create_customer" ADD CONSTRAINT "pages_blocks_create_customer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_numbers" ADD CONSTRAINT "pages_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_centered" ADD CONSTRAINT "_pages_v_blocks_rich_text_centered_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items_tags" ADD CONSTRAINT "_pages_v_blocks_accordion_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_hero" ADD CONSTRAINT "_pages_v_blocks_article_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_hero" ADD CONSTRAINT "_pages_v_blocks_article_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_images_images" ADD CONSTRAINT "_pages_v_blocks_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_images_images" ADD CONSTRAINT "_pages_v_blocks_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_images" ADD CONSTRAINT "_pages_v_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_grid" ADD CONSTRAINT "_pages_v_blocks_media_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_border" ADD CONSTRAINT "_pages_v_blocks_border_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_space" ADD CONSTRAINT "_pages_v_blocks_space_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD CONSTRAINT "_pages_v_blocks_ribbon_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD CONSTRAINT "_pages_v_blocks_ribbon_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD CONSTRAINT "_pages_v_blocks_ribbon_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ribbon" ADD CONSTRAINT "_pages_v_blocks_ribbon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD CONSTRAINT "_pages_blocks_cta_v_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD CONSTRAINT "_pages_blocks_cta_v_buttons_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD CONSTRAINT "_pages_blocks_cta_v_buttons_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_buttons" ADD CONSTRAINT "_pages_blocks_cta_v_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v" ADD CONSTRAINT "_pages_blocks_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_selling_points_points" ADD CONSTRAINT "_pages_v_blocks_selling_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_selling_points" ADD CONSTRAINT "_pages_v_blocks_selling_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v_doors" ADD CONSTRAINT "_pages_blocks_doors_v_doors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_doors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_doors_v" ADD CONSTRAINT "_pages_blocks_doors_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_block" ADD CONSTRAINT "_pages_v_blocks_content_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v_cards" ADD CONSTRAINT "_pages_blocks_cards_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cards_v" ADD CONSTRAINT "_pages_blocks_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories_items" ADD CONSTRAINT "_pages_v_blocks_categories_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_categories" ADD CONSTRAINT "_pages_v_blocks_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v_items" ADD CONSTRAINT "_pages_blocks_gallery_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_gallery_v" ADD CONSTRAINT "_pages_blocks_gallery_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recommendation_carousel" ADD CONSTRAINT "_pages_v_blocks_recommendation_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_focus" ADD CONSTRAINT "_pages_v_blocks_product_focus_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_focus" ADD CONSTRAINT "_pages_v_blocks_product_focus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_focus" ADD CONSTRAINT "_pages_v_blocks_product_focus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_selector" ADD CONSTRAINT "_pages_v_blocks_product_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_similar_products" ADD CONSTRAINT "_pages_v_blocks_similar_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign" ADD CONSTRAINT "_pages_v_blocks_campaign_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_list" ADD CONSTRAINT "_pages_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_content" ADD CONSTRAINT "_pages_v_blocks_latest_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recipe_list" ADD CONSTRAINT "_pages_v_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_map" ADD CONSTRAINT "_pages_v_blocks_embedded_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_form" ADD CONSTRAINT "_pages_v_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_video" ADD CONSTRAINT "_pages_v_blocks_embedded_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_video" ADD CONSTRAINT "_pages_v_blocks_embedded_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embed" ADD CONSTRAINT "_pages_v_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_popup_tool" ADD CONSTRAINT "_pages_v_blocks_embedded_popup_tool_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checkout" ADD CONSTRAINT "_pages_v_blocks_checkout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gift_card_default" ADD CONSTRAINT "_pages_v_blocks_gift_card_default_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gift_card_default" ADD CONSTRAINT "_pages_v_blocks_gift_card_default_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gift_card_status" ADD CONSTRAINT "_pages_v_blocks_gift_card_status_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_create_customer" ADD CONSTRAINT "_pages_v_blocks_create_customer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_numbers" ADD CONSTRAINT "_pages_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_centered_order_idx" ON "pages_blocks_rich_text_centered" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_centered_parent_id_idx" ON "pages_blocks_rich_text_centered" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_centered_path_idx" ON "pages_blocks_rich_text_centered" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_centered_locale_idx" ON "pages_blocks_rich_text_centered" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_locale_idx" ON "pages_blocks_quote" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_image_idx" ON "pages_blocks_quote" USING btree ("image_id");
  CREATE INDEX "pages_blocks_accordion_items_tags_order_idx" ON "pages_blocks_accordion_items_tags" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_tags_parent_id_idx" ON "pages_blocks_accordion_items_tags" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_tags_locale_idx" ON "pages_blocks_accordion_items_tags" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_article_hero_order_idx" ON "pages_blocks_article_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_hero_parent_id_idx" ON "pages_blocks_article_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_hero_path_idx" ON "pages_blocks_article_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_hero_locale_idx" ON "pages_blocks_article_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_article_hero_image_idx" ON "pages_blocks_article_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_images_images_order_idx" ON "pages_blocks_images_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_images_images_parent_id_idx" ON "pages_blocks_images_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_images_images_locale_idx" ON "pages_blocks_images_images" USING btree ("_locale");
  CREATE INDEX "pages_blocks_images_images_image_idx" ON "pages_blocks_images_images" USING btree ("image_id");
  CREATE INDEX "pages_blocks_images_order_idx" ON "pages_blocks_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_images_parent_id_idx" ON "pages_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_images_path_idx" ON "pages_blocks_images" USING btree ("_path");
  CREATE INDEX "pages_blocks_images_locale_idx" ON "pages_blocks_images" USING btree ("_locale");
  CREATE INDEX "pages_blocks_carousel_slides_order_idx" ON "pages_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_slides_parent_id_idx" ON "pages_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_locale_idx" ON "pages_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_carousel_slides_image_idx" ON "pages_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_carousel_slides_link_link_page_idx" ON "pages_blocks_carousel_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_carousel_slides_link_link_product_idx" ON "pages_blocks_carousel_slides" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_carousel_slides_link_link_media_idx" ON "pages_blocks_carousel_slides" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_carousel_locale_idx" ON "pages_blocks_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_grid_order_idx" ON "pages_blocks_media_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_grid_parent_id_idx" ON "pages_blocks_media_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_grid_path_idx" ON "pages_blocks_media_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_grid_locale_idx" ON "pages_blocks_media_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_border_order_idx" ON "pages_blocks_border" USING btree ("_order");
  CREATE INDEX "pages_blocks_border_parent_id_idx" ON "pages_blocks_border" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_border_path_idx" ON "pages_blocks_border" USING btree ("_path");
  CREATE INDEX "pages_blocks_border_locale_idx" ON "pages_blocks_border" USING btree ("_locale");
  CREATE INDEX "pages_blocks_space_order_idx" ON "pages_blocks_space" USING btree ("_order");
  CREATE INDEX "pages_blocks_space_parent_id_idx" ON "pages_blocks_space" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_space_path_idx" ON "pages_blocks_space" USING btree ("_path");
  CREATE INDEX "pages_blocks_space_locale_idx" ON "pages_blocks_space" USING btree ("_locale");
  CREATE INDEX "pages_blocks_ribbon_order_idx" ON "pages_blocks_ribbon" USING btree ("_order");
  CREATE INDEX "pages_blocks_ribbon_parent_id_idx" ON "pages_blocks_ribbon" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ribbon_path_idx" ON "pages_blocks_ribbon" USING btree ("_path");
  CREATE INDEX "pages_blocks_ribbon_locale_idx" ON "pages_blocks_ribbon" USING btree ("_locale");
  CREATE INDEX "pages_blocks_ribbon_link_link_page_idx" ON "pages_blocks_ribbon" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_ribbon_link_link_product_idx" ON "pages_blocks_ribbon" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_ribbon_link_link_media_idx" ON "pages_blocks_ribbon" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_cta_buttons_order_idx" ON "pages_blocks_cta_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_buttons_parent_id_idx" ON "pages_blocks_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_buttons_locale_idx" ON "pages_blocks_cta_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_page_idx" ON "pages_blocks_cta_buttons" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_product_idx" ON "pages_blocks_cta_buttons" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_media_idx" ON "pages_blocks_cta_buttons" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");
  CREATE INDEX "pages_blocks_selling_points_points_order_idx" ON "pages_blocks_selling_points_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_selling_points_points_parent_id_idx" ON "pages_blocks_selling_points_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_selling_points_points_locale_idx" ON "pages_blocks_selling_points_points" USING btree ("_locale");
  CREATE INDEX "pages_blocks_selling_points_order_idx" ON "pages_blocks_selling_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_selling_points_parent_id_idx" ON "pages_blocks_selling_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_selling_points_path_idx" ON "pages_blocks_selling_points" USING btree ("_path");
  CREATE INDEX "pages_blocks_selling_points_locale_idx" ON "pages_blocks_selling_points" USING btree ("_locale");
  CREATE INDEX "pages_blocks_doors_doors_order_idx" ON "pages_blocks_doors_doors" USING btree ("_order");
  CREATE INDEX "pages_blocks_doors_doors_parent_id_idx" ON "pages_blocks_doors_doors" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_doors_doors_locale_idx" ON "pages_blocks_doors_doors" USING btree ("_locale");
  CREATE INDEX "pages_blocks_doors_doors_image_idx" ON "pages_blocks_doors_doors" USING btree ("image_id");
  CREATE INDEX "pages_blocks_doors_doors_link_link_page_idx" ON "pages_blocks_doors_doors" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_doors_doors_link_link_product_idx" ON "pages_blocks_doors_doors" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_doors_doors_link_link_media_idx" ON "pages_blocks_doors_doors" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_doors_order_idx" ON "pages_blocks_doors" USING btree ("_order");
  CREATE INDEX "pages_blocks_doors_parent_id_idx" ON "pages_blocks_doors" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_doors_path_idx" ON "pages_blocks_doors" USING btree ("_path");
  CREATE INDEX "pages_blocks_doors_locale_idx" ON "pages_blocks_doors" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_block_order_idx" ON "pages_blocks_content_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_block_parent_id_idx" ON "pages_blocks_content_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_block_path_idx" ON "pages_blocks_content_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_block_locale_idx" ON "pages_blocks_content_block" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_block_media_idx" ON "pages_blocks_content_block" USING btree ("media_id");
  CREATE INDEX "pages_blocks_content_block_link_link_page_idx" ON "pages_blocks_content_block" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_content_block_link_link_product_idx" ON "pages_blocks_content_block" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_content_block_link_link_media_idx" ON "pages_blocks_content_block" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_cards_cards_order_idx" ON "pages_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_cards_parent_id_idx" ON "pages_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_cards_locale_idx" ON "pages_blocks_cards_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cards_cards_image_idx" ON "pages_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_cards_cards_link_link_page_idx" ON "pages_blocks_cards_cards" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cards_cards_link_link_product_idx" ON "pages_blocks_cards_cards" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_cards_cards_link_link_media_idx" ON "pages_blocks_cards_cards" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_locale_idx" ON "pages_blocks_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_categories_items_order_idx" ON "pages_blocks_categories_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_categories_items_parent_id_idx" ON "pages_blocks_categories_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_categories_items_locale_idx" ON "pages_blocks_categories_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_categories_items_image_idx" ON "pages_blocks_categories_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_categories_items_link_link_page_idx" ON "pages_blocks_categories_items" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_categories_items_link_link_product_idx" ON "pages_blocks_categories_items" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_categories_items_link_link_media_idx" ON "pages_blocks_categories_items" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_categories_order_idx" ON "pages_blocks_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_categories_parent_id_idx" ON "pages_blocks_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_categories_path_idx" ON "pages_blocks_categories" USING btree ("_path");
  CREATE INDEX "pages_blocks_categories_locale_idx" ON "pages_blocks_categories" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gallery_items_order_idx" ON "pages_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_items_parent_id_idx" ON "pages_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_items_locale_idx" ON "pages_blocks_gallery_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gallery_items_image_idx" ON "pages_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_items_link_link_page_idx" ON "pages_blocks_gallery_items" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_gallery_items_link_link_product_idx" ON "pages_blocks_gallery_items" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_gallery_items_link_link_media_idx" ON "pages_blocks_gallery_items" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_gallery_locale_idx" ON "pages_blocks_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_recommendation_carousel_order_idx" ON "pages_blocks_recommendation_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_recommendation_carousel_parent_id_idx" ON "pages_blocks_recommendation_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recommendation_carousel_path_idx" ON "pages_blocks_recommendation_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_recommendation_carousel_locale_idx" ON "pages_blocks_recommendation_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_focus_order_idx" ON "pages_blocks_product_focus" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_focus_parent_id_idx" ON "pages_blocks_product_focus" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_focus_path_idx" ON "pages_blocks_product_focus" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_focus_locale_idx" ON "pages_blocks_product_focus" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_focus_image_idx" ON "pages_blocks_product_focus" USING btree ("image_id");
  CREATE INDEX "pages_blocks_product_focus_product_idx" ON "pages_blocks_product_focus" USING btree ("product_id");
  CREATE INDEX "pages_blocks_product_selector_order_idx" ON "pages_blocks_product_selector" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_selector_parent_id_idx" ON "pages_blocks_product_selector" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_selector_path_idx" ON "pages_blocks_product_selector" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_selector_locale_idx" ON "pages_blocks_product_selector" USING btree ("_locale");
  CREATE INDEX "pages_blocks_similar_products_order_idx" ON "pages_blocks_similar_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_similar_products_parent_id_idx" ON "pages_blocks_similar_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_similar_products_path_idx" ON "pages_blocks_similar_products" USING btree ("_path");
  CREATE INDEX "pages_blocks_similar_products_locale_idx" ON "pages_blocks_similar_products" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_list_locale_idx" ON "pages_blocks_product_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_campaign_order_idx" ON "pages_blocks_campaign" USING btree ("_order");
  CREATE INDEX "pages_blocks_campaign_parent_id_idx" ON "pages_blocks_campaign" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_campaign_path_idx" ON "pages_blocks_campaign" USING btree ("_path");
  CREATE INDEX "pages_blocks_campaign_locale_idx" ON "pages_blocks_campaign" USING btree ("_locale");
  CREATE INDEX "pages_blocks_campaign_image_idx" ON "pages_blocks_campaign" USING btree ("image_id");
  CREATE INDEX "pages_blocks_campaign_link_link_page_idx" ON "pages_blocks_campaign" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_campaign_link_link_product_idx" ON "pages_blocks_campaign" USING btree ("link_product_id");
  CREATE INDEX "pages_blocks_campaign_link_link_media_idx" ON "pages_blocks_campaign" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_article_list_order_idx" ON "pages_blocks_article_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_list_parent_id_idx" ON "pages_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_list_path_idx" ON "pages_blocks_article_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_list_locale_idx" ON "pages_blocks_article_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_latest_content_order_idx" ON "pages_blocks_latest_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_content_parent_id_idx" ON "pages_blocks_latest_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_content_path_idx" ON "pages_blocks_latest_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_latest_content_locale_idx" ON "pages_blocks_latest_content" USING btree ("_locale");
  CREATE INDEX "pages_blocks_recipe_list_order_idx" ON "pages_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_recipe_list_parent_id_idx" ON "pages_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recipe_list_path_idx" ON "pages_blocks_recipe_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_recipe_list_locale_idx" ON "pages_blocks_recipe_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_embedded_map_order_idx" ON "pages_blocks_embedded_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_map_parent_id_idx" ON "pages_blocks_embedded_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_map_path_idx" ON "pages_blocks_embedded_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_embedded_map_locale_idx" ON "pages_blocks_embedded_map" USING btree ("_locale");
  CREATE INDEX "pages_blocks_embedded_form_order_idx" ON "pages_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_form_parent_id_idx" ON "pages_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_form_path_idx" ON "pages_blocks_embedded_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_embedded_form_locale_idx" ON "pages_blocks_embedded_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_embedded_video_order_idx" ON "pages_blocks_embedded_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_video_parent_id_idx" ON "pages_blocks_embedded_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_video_path_idx" ON "pages_blocks_embedded_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_embedded_video_locale_idx" ON "pages_blocks_embedded_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_embedded_video_thumbnail_idx" ON "pages_blocks_embedded_video" USING btree ("thumbnail_id");
  CREATE INDEX "pages_blocks_embed_order_idx" ON "pages_blocks_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_embed_parent_id_idx" ON "pages_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embed_path_idx" ON "pages_blocks_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_embed_locale_idx" ON "pages_blocks_embed" USING btree ("_locale");
  CREATE INDEX "pages_blocks_embedded_popup_tool_order_idx" ON "pages_blocks_embedded_popup_tool" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_popup_tool_parent_id_idx" ON "pages_blocks_embedded_popup_tool" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_popup_tool_path_idx" ON "pages_blocks_embedded_popup_tool" USING btree ("_path");
  CREATE INDEX "pages_blocks_embedded_popup_tool_locale_idx" ON "pages_blocks_embedded_popup_tool" USING btree ("_locale");
  CREATE INDEX "pages_blocks_checkout_order_idx" ON "pages_blocks_checkout" USING btree ("_order");
  CREATE INDEX "pages_blocks_checkout_parent_id_idx" ON "pages_blocks_checkout" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checkout_path_idx" ON "pages_blocks_checkout" USING btree ("_path");
  CREATE INDEX "pages_blocks_checkout_locale_idx" ON "pages_blocks_checkout" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gift_card_default_order_idx" ON "pages_blocks_gift_card_default" USING btree ("_order");
  CREATE INDEX "pages_blocks_gift_card_default_parent_id_idx" ON "pages_blocks_gift_card_default" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gift_card_default_path_idx" ON "pages_blocks_gift_card_default" USING btree ("_path");
  CREATE INDEX "pages_blocks_gift_card_default_locale_idx" ON "pages_blocks_gift_card_default" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gift_card_default_image_idx" ON "pages_blocks_gift_card_default" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gift_card_status_order_idx" ON "pages_blocks_gift_card_status" USING btree ("_order");
  CREATE INDEX "pages_blocks_gift_card_status_parent_id_idx" ON "pages_blocks_gift_card_status" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gift_card_status_path_idx" ON "pages_blocks_gift_card_status" USING btree ("_path");
  CREATE INDEX "pages_blocks_gift_card_status_locale_idx" ON "pages_blocks_gift_card_status" USING btree ("_locale");
  CREATE INDEX "pages_blocks_create_customer_order_idx" ON "pages_blocks_create_customer" USING btree ("_order");
  CREATE INDEX "pages_blocks_create_customer_parent_id_idx" ON "pages_blocks_create_customer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_create_customer_path_idx" ON "pages_blocks_create_customer" USING btree ("_path");
  CREATE INDEX "pages_blocks_create_customer_locale_idx" ON "pages_blocks_create_customer" USING btree ("_locale");
  CREATE INDEX "pages_numbers_order_parent_idx" ON "pages_numbers" USING btree ("order","parent_id");
  CREATE INDEX "pages_numbers_locale_parent" ON "pages_numbers" USING btree ("locale","parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_centered_order_idx" ON "_pages_v_blocks_rich_text_centered" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_centered_parent_id_idx" ON "_pages_v_blocks_rich_text_centered" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_centered_path_idx" ON "_pages_v_blocks_rich_text_centered" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_centered_locale_idx" ON "_pages_v_blocks_rich_text_centered" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_locale_idx" ON "_pages_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_image_idx" ON "_pages_v_blocks_quote" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_tags_order_idx" ON "_pages_v_blocks_accordion_items_tags" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_tags_parent_id_idx" ON "_pages_v_blocks_accordion_items_tags" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_tags_locale_idx" ON "_pages_v_blocks_accordion_items_tags" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_article_hero_order_idx" ON "_pages_v_blocks_article_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_hero_parent_id_idx" ON "_pages_v_blocks_article_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_hero_path_idx" ON "_pages_v_blocks_article_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_hero_locale_idx" ON "_pages_v_blocks_article_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_article_hero_image_idx" ON "_pages_v_blocks_article_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_images_images_order_idx" ON "_pages_v_blocks_images_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_images_images_parent_id_idx" ON "_pages_v_blocks_images_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_images_images_locale_idx" ON "_pages_v_blocks_images_images" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_images_images_image_idx" ON "_pages_v_blocks_images_images" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_images_order_idx" ON "_pages_v_blocks_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_images_parent_id_idx" ON "_pages_v_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_images_path_idx" ON "_pages_v_blocks_images" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_images_locale_idx" ON "_pages_v_blocks_images" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_carousel_slides_order_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_slides_parent_id_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_locale_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_link_link_page_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_link_link_product_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("link_product_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_link_link_media_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_carousel_locale_idx" ON "_pages_v_blocks_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_grid_order_idx" ON "_pages_v_blocks_media_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_grid_parent_id_idx" ON "_pages_v_blocks_media_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_grid_path_idx" ON "_pages_v_blocks_media_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_grid_locale_idx" ON "_pages_v_blocks_media_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_border_order_idx" ON "_pages_v_blocks_border" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_border_parent_id_idx" ON "_pages_v_blocks_border" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_border_path_idx" ON "_pages_v_blocks_border" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_border_locale_idx" ON "_pages_v_blocks_border" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_space_order_idx" ON "_pages_v_blocks_space" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_space_parent_id_idx" ON "_pages_v_blocks_space" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_space_path_idx" ON "_pages_v_blocks_space" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_space_locale_idx" ON "_pages_v_blocks_space" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_ribbon_order_idx" ON "_pages_v_blocks_ribbon" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ribbon_parent_id_idx" ON "_pages_v_blocks_ribbon" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ribbon_path_idx" ON "_pages_v_blocks_ribbon" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ribbon_locale_idx" ON "_pages_v_blocks_ribbon" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_ribbon_link_link_page_idx" ON "_pages_v_blocks_ribbon" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_ribbon_link_link_product_idx" ON "_pages_v_blocks_ribbon" USING btree ("link_product_id");
  CREATE INDEX "_pages_v_blocks_ribbon_link_link_media_idx" ON "_pages_v_blocks_ribbon" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_cta_v_buttons_order_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("_order");
  CREATE INDEX "_pages_blocks_cta_v_buttons_parent_id_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_cta_v_buttons_locale_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_cta_v_buttons_link_link_page_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("link_page_id");
  CREATE INDEX "_pages_blocks_cta_v_buttons_link_link_product_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("link_product_id");
  CREATE INDEX "_pages_blocks_cta_v_buttons_link_link_media_idx" ON "_pages_blocks_cta_v_buttons" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_cta_v_order_idx" ON "_pages_blocks_cta_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_cta_v_parent_id_idx" ON "_pages_blocks_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_cta_v_path_idx" ON "_pages_blocks_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_cta_v_locale_idx" ON "_pages_blocks_cta_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_selling_points_points_order_idx" ON "_pages_v_blocks_selling_points_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_selling_points_points_parent_id_idx" ON "_pages_v_blocks_selling_points_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_selling_points_points_locale_idx" ON "_pages_v_blocks_selling_points_points" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_selling_points_order_idx" ON "_pages_v_blocks_selling_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_selling_points_parent_id_idx" ON "_pages_v_blocks_selling_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_selling_points_path_idx" ON "_pages_v_blocks_selling_points" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_selling_points_locale_idx" ON "_pages_v_blocks_selling_points" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_doors_v_doors_order_idx" ON "_pages_blocks_doors_v_doors" USING btree ("_order");
  CREATE INDEX "_pages_blocks_doors_v_doors_parent_id_idx" ON "_pages_blocks_doors_v_doors" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_doors_v_doors_locale_idx" ON "_pages_blocks_doors_v_doors" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_doors_v_doors_image_idx" ON "_pages_blocks_doors_v_doors" USING btree ("image_id");
  CREATE INDEX "_pages_blocks_doors_v_doors_link_link_page_idx" ON "_pages_blocks_doors_v_doors" USING btree ("link_page_id");
  CREATE INDEX "_pages_blocks_doors_v_doors_link_link_product_idx" ON "_pages_blocks_doors_v_doors" USING btree ("link_product_id");
  CREATE INDEX "_pages_blocks_doors_v_doors_link_link_media_idx" ON "_pages_blocks_doors_v_doors" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_doors_v_order_idx" ON "_pages_blocks_doors_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_doors_v_parent_id_idx" ON "_pages_blocks_doors_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_doors_v_path_idx" ON "_pages_blocks_doors_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_doors_v_locale_idx" ON "_pages_blocks_doors_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_block_order_idx" ON "_pages_v_blocks_content_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_block_parent_id_idx" ON "_pages_v_blocks_content_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_block_path_idx" ON "_pages_v_blocks_content_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_block_locale_idx" ON "_pages_v_blocks_content_block" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_block_media_idx" ON "_pages_v_blocks_content_block" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_content_block_link_link_page_idx" ON "_pages_v_blocks_content_block" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_content_block_link_link_product_idx" ON "_pages_v_blocks_content_block" USING btree ("link_product_id");
  CREATE INDEX "_pages_v_blocks_content_block_link_link_media_idx" ON "_pages_v_blocks_content_block" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_order_idx" ON "_pages_blocks_cards_v_cards" USING btree ("_order");
  CREATE INDEX "_pages_blocks_cards_v_cards_parent_id_idx" ON "_pages_blocks_cards_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_locale_idx" ON "_pages_blocks_cards_v_cards" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_cards_v_cards_image_idx" ON "_pages_blocks_cards_v_cards" USING btree ("image_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_link_link_page_idx" ON "_pages_blocks_cards_v_cards" USING btree ("link_page_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_link_link_product_idx" ON "_pages_blocks_cards_v_cards" USING btree ("link_product_id");
  CREATE INDEX "_pages_blocks_cards_v_cards_link_link_media_idx" ON "_pages_blocks_cards_v_cards" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_cards_v_order_idx" ON "_pages_blocks_cards_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_cards_v_parent_id_idx" ON "_pages_blocks_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_cards_v_path_idx" ON "_pages_blocks_cards_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_cards_v_locale_idx" ON "_pages_blocks_cards_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_categories_items_order_idx" ON "_pages_v_blocks_categories_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_categories_items_parent_id_idx" ON "_pages_v_blocks_categories_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_categories_items_locale_idx" ON "_pages_v_blocks_categories_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_categories_items_image_idx" ON "_pages_v_blocks_categories_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_categories_items_link_link_page_idx" ON "_pages_v_blocks_categories_items" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_categories_items_link_link_product_idx" ON "_pages_v_blocks_categories_items" USING btree ("link_product_id");
  CREATE INDEX "_pages_v_blocks_categories_items_link_link_media_idx" ON "_pages_v_blocks_categories_items" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_categories_order_idx" ON "_pages_v_blocks_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_categories_parent_id_idx" ON "_pages_v_blocks_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_categories_path_idx" ON "_pages_v_blocks_categories" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_categories_locale_idx" ON "_pages_v_blocks_categories" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_gallery_v_items_order_idx" ON "_pages_blocks_gallery_v_items" USING btree ("_order");
  CREATE INDEX "_pages_blocks_gallery_v_items_parent_id_idx" ON "_pages_blocks_gallery_v_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_gallery_v_items_locale_idx" ON "_pages_blocks_gallery_v_items" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_gallery_v_items_image_idx" ON "_pages_blocks_gallery_v_items" USING btree ("image_id");
  CREATE INDEX "_pages_blocks_gallery_v_items_link_link_page_idx" ON "_pages_blocks_gallery_v_items" USING btree ("link_page_id");
  CREATE INDEX "_pages_blocks_gallery_v_items_link_link_product_idx" ON "_pages_blocks_gallery_v_items" USING btree ("link_product_id");
  CREATE INDEX "_pages_blocks_gallery_v_items_link_link_media_idx" ON "_pages_blocks_gallery_v_items" USING btree ("link_media_id");
  CREATE INDEX "_pages_blocks_gallery_v_order_idx" ON "_pages_blocks_gallery_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_gallery_v_parent_id_idx" ON "_pages_blocks_gallery_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_gallery_v_path_idx" ON "_pages_blocks_gallery_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_gallery_v_locale_idx" ON "_pages_blocks_gallery_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_recommendation_carousel_order_idx" ON "_pages_v_blocks_recommendation_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recommendation_carousel_parent_id_idx" ON "_pages_v_blocks_recommendation_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recommendation_carousel_path_idx" ON "_pages_v_blocks_recommendation_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recommendation_carousel_locale_idx" ON "_pages_v_blocks_recommendation_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_focus_order_idx" ON "_pages_v_blocks_product_focus" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_focus_parent_id_idx" ON "_pages_v_blocks_product_focus" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_focus_path_idx" ON "_pages_v_blocks_product_focus" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_focus_locale_idx" ON "_pages_v_blocks_product_focus" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_focus_image_idx" ON "_pages_v_blocks_product_focus" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_product_focus_product_idx" ON "_pages_v_blocks_product_focus" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_product_selector_order_idx" ON "_pages_v_blocks_product_selector" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_selector_parent_id_idx" ON "_pages_v_blocks_product_selector" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_selector_path_idx" ON "_pages_v_blocks_product_selector" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_selector_locale_idx" ON "_pages_v_blocks_product_selector" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_similar_products_order_idx" ON "_pages_v_blocks_similar_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_similar_products_parent_id_idx" ON "_pages_v_blocks_similar_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_similar_products_path_idx" ON "_pages_v_blocks_similar_products" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_similar_products_locale_idx" ON "_pages_v_blocks_similar_products" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_list_locale_idx" ON "_pages_v_blocks_product_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_campaign_order_idx" ON "_pages_v_blocks_campaign" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_campaign_parent_id_idx" ON "_pages_v_blocks_campaign" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_campaign_path_idx" ON "_pages_v_blocks_campaign" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_campaign_locale_idx" ON "_pages_v_blocks_campaign" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_campaign_image_idx" ON "_pages_v_blocks_campaign" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_campaign_link_link_page_idx" ON "_pages_v_blocks_campaign" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_campaign_link_link_product_idx" ON "_pages_v_blocks_campaign" USING btree ("link_product_id");
  CREATE INDEX "_pages_v_blocks_campaign_link_link_media_idx" ON "_pages_v_blocks_campaign" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_article_list_order_idx" ON "_pages_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_list_parent_id_idx" ON "_pages_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_list_path_idx" ON "_pages_v_blocks_article_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_list_locale_idx" ON "_pages_v_blocks_article_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_latest_content_order_idx" ON "_pages_v_blocks_latest_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_content_parent_id_idx" ON "_pages_v_blocks_latest_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_content_path_idx" ON "_pages_v_blocks_latest_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_content_locale_idx" ON "_pages_v_blocks_latest_content" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_recipe_list_order_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recipe_list_parent_id_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recipe_list_path_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recipe_list_locale_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_embedded_map_order_idx" ON "_pages_v_blocks_embedded_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_map_parent_id_idx" ON "_pages_v_blocks_embedded_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_map_path_idx" ON "_pages_v_blocks_embedded_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_map_locale_idx" ON "_pages_v_blocks_embedded_map" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_embedded_form_order_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_form_parent_id_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_form_path_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_form_locale_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_embedded_video_order_idx" ON "_pages_v_blocks_embedded_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_video_parent_id_idx" ON "_pages_v_blocks_embedded_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_video_path_idx" ON "_pages_v_blocks_embedded_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_video_locale_idx" ON "_pages_v_blocks_embedded_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_embedded_video_thumbnail_idx" ON "_pages_v_blocks_embedded_video" USING btree ("thumbnail_id");
  CREATE INDEX "_pages_v_blocks_embed_order_idx" ON "_pages_v_blocks_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embed_parent_id_idx" ON "_pages_v_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embed_path_idx" ON "_pages_v_blocks_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embed_locale_idx" ON "_pages_v_blocks_embed" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_embedded_popup_tool_order_idx" ON "_pages_v_blocks_embedded_popup_tool" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_popup_tool_parent_id_idx" ON "_pages_v_blocks_embedded_popup_tool" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_popup_tool_path_idx" ON "_pages_v_blocks_embedded_popup_tool" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_popup_tool_locale_idx" ON "_pages_v_blocks_embedded_popup_tool" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_checkout_order_idx" ON "_pages_v_blocks_checkout" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checkout_parent_id_idx" ON "_pages_v_blocks_checkout" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checkout_path_idx" ON "_pages_v_blocks_checkout" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checkout_locale_idx" ON "_pages_v_blocks_checkout" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_gift_card_default_order_idx" ON "_pages_v_blocks_gift_card_default" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gift_card_default_parent_id_idx" ON "_pages_v_blocks_gift_card_default" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gift_card_default_path_idx" ON "_pages_v_blocks_gift_card_default" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_gift_card_default_locale_idx" ON "_pages_v_blocks_gift_card_default" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_gift_card_default_image_idx" ON "_pages_v_blocks_gift_card_default" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gift_card_status_order_idx" ON "_pages_v_blocks_gift_card_status" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gift_card_status_parent_id_idx" ON "_pages_v_blocks_gift_card_status" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gift_card_status_path_idx" ON "_pages_v_blocks_gift_card_status" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_gift_card_status_locale_idx" ON "_pages_v_blocks_gift_card_status" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_create_customer_order_idx" ON "_pages_v_blocks_create_customer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_create_customer_parent_id_idx" ON "_pages_v_blocks_create_customer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_create_customer_path_idx" ON "_pages_v_blocks_create_customer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_create_customer_locale_idx" ON "_pages_v_blocks_create_customer" USING btree ("_locale");
  CREATE INDEX "_pages_v_numbers_order_parent_idx" ON "_pages_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_numbers_locale_parent" ON "_pages_v_numbers" USING btree ("locale","parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id","locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id","locale");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_centered" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_article_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_border" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_space" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_ribbon" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_selling_points_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_selling_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_doors_doors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_doors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_content_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recommendation_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_focus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_similar_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_campaign" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_embedded_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_embedded_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_embedded_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_embedded_popup_tool" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_checkout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gift_card_default" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gift_card_status" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_create_customer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_centered" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_article_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_border" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_space" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ribbon" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_cta_v_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_cta_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_selling_points_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_selling_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_doors_v_doors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_doors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_cards_v_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_categories_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_gallery_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_gallery_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recommendation_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_focus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_similar_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_campaign" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_embedded_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_embedded_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_embedded_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_embedded_popup_tool" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_checkout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gift_card_default" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gift_card_status" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_create_customer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_centered" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_accordion_items_tags" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_article_hero" CASCADE;
  DROP TABLE "pages_blocks_images_images" CASCADE;
  DROP TABLE "pages_blocks_images" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_media_grid" CASCADE;
  DROP TABLE "pages_blocks_border" CASCADE;
  DROP TABLE "pages_blocks_space" CASCADE;
  DROP TABLE "pages_blocks_ribbon" CASCADE;
  DROP TABLE "pages_blocks_cta_buttons" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_selling_points_points" CASCADE;
  DROP TABLE "pages_blocks_selling_points" CASCADE;
  DROP TABLE "pages_blocks_doors_doors" CASCADE;
  DROP TABLE "pages_blocks_doors" CASCADE;
  DROP TABLE "pages_blocks_content_block" CASCADE;
  DROP TABLE "pages_blocks_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_categories_items" CASCADE;
  DROP TABLE "pages_blocks_categories" CASCADE;
  DROP TABLE "pages_blocks_gallery_items" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_recommendation_carousel" CASCADE;
  DROP TABLE "pages_blocks_product_focus" CASCADE;
  DROP TABLE "pages_blocks_product_selector" CASCADE;
  DROP TABLE "pages_blocks_similar_products" CASCADE;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_blocks_campaign" CASCADE;
  DROP TABLE "pages_blocks_article_list" CASCADE;
  DROP TABLE "pages_blocks_latest_content" CASCADE;
  DROP TABLE "pages_blocks_recipe_list" CASCADE;
  DROP TABLE "pages_blocks_embedded_map" CASCADE;
  DROP TABLE "pages_blocks_embedded_form" CASCADE;
  DROP TABLE "pages_blocks_embedded_video" CASCADE;
  DROP TABLE "pages_blocks_embed" CASCADE;
  DROP TABLE "pages_blocks_embedded_popup_tool" CASCADE;
  DROP TABLE "pages_blocks_checkout" CASCADE;
  DROP TABLE "pages_blocks_gift_card_default" CASCADE;
  DROP TABLE "pages_blocks_gift_card_status" CASCADE;
  DROP TABLE "pages_blocks_create_customer" CASCADE;
  DROP TABLE "pages_numbers" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_centered" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items_tags" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_article_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_images_images" CASCADE;
  DROP TABLE "_pages_v_blocks_images" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_media_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_border" CASCADE;
  DROP TABLE "_pages_v_blocks_space" CASCADE;
  DROP TABLE "_pages_v_blocks_ribbon" CASCADE;
  DROP TABLE "_pages_blocks_cta_v_buttons" CASCADE;
  DROP TABLE "_pages_blocks_cta_v" CASCADE;
  DROP TABLE "_pages_v_blocks_selling_points_points" CASCADE;
  DROP TABLE "_pages_v_blocks_selling_points" CASCADE;
  DROP TABLE "_pages_blocks_doors_v_doors" CASCADE;
  DROP TABLE "_pages_blocks_doors_v" CASCADE;
  DROP TABLE "_pages_v_blocks_content_block" CASCADE;
  DROP TABLE "_pages_blocks_cards_v_cards" CASCADE;
  DROP TABLE "_pages_blocks_cards_v" CASCADE;
  DROP TABLE "_pages_v_blocks_categories_items" CASCADE;
  DROP TABLE "_pages_v_blocks_categories" CASCADE;
  DROP TABLE "_pages_blocks_gallery_v_items" CASCADE;
  DROP TABLE "_pages_blocks_gallery_v" CASCADE;
  DROP TABLE "_pages_v_blocks_recommendation_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_product_focus" CASCADE;
  DROP TABLE "_pages_v_blocks_product_selector" CASCADE;
  DROP TABLE "_pages_v_blocks_similar_products" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_blocks_campaign" CASCADE;
  DROP TABLE "_pages_v_blocks_article_list" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_content" CASCADE;
  DROP TABLE "_pages_v_blocks_recipe_list" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_map" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_form" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_video" CASCADE;
  DROP TABLE "_pages_v_blocks_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_popup_tool" CASCADE;
  DROP TABLE "_pages_v_blocks_checkout" CASCADE;
  DROP TABLE "_pages_v_blocks_gift_card_default" CASCADE;
  DROP TABLE "_pages_v_blocks_gift_card_status" CASCADE;
  DROP TABLE "_pages_v_blocks_create_customer" CASCADE;
  DROP TABLE "_pages_v_numbers" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_media_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_pages_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_media_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_pages_fk";
  
  DROP INDEX "pages_rels_media_id_idx";
  DROP INDEX "pages_rels_pages_id_idx";
  DROP INDEX "_pages_v_rels_media_id_idx";
  DROP INDEX "_pages_v_rels_pages_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "media_id";
  ALTER TABLE "pages_rels" DROP COLUMN "pages_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_blocks_accordion_items_tags_type";
  DROP TYPE "public"."enum_pages_blocks_accordion_variant";
  DROP TYPE "public"."enum_pages_blocks_accordion_color";
  DROP TYPE "public"."enum_pages_blocks_carousel_slides_link_type";
  DROP TYPE "public"."enum_pages_blocks_media_grid_left_right";
  DROP TYPE "public"."enum_pages_blocks_border_color";
  DROP TYPE "public"."enum_pages_blocks_space_size";
  DROP TYPE "public"."enum_pages_blocks_ribbon_color";
  DROP TYPE "public"."enum_pages_blocks_ribbon_link_type";
  DROP TYPE "public"."enum_pages_blocks_cta_buttons_variant";
  DROP TYPE "public"."enum_pages_blocks_cta_buttons_link_type";
  DROP TYPE "public"."enum_pages_blocks_cta_alignment";
  DROP TYPE "public"."enum_pages_blocks_selling_points_points_icon";
  DROP TYPE "public"."enum_pages_blocks_doors_doors_link_type";
  DROP TYPE "public"."enum_pages_blocks_content_block_link_type";
  DROP TYPE "public"."enum_pages_blocks_cards_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_categories_items_link_type";
  DROP TYPE "public"."enum_pages_blocks_gallery_items_link_type";
  DROP TYPE "public"."enum_pages_blocks_recommendation_carousel_strategy";
  DROP TYPE "public"."enum_pages_blocks_product_focus_image_position";
  DROP TYPE "public"."enum_pages_blocks_campaign_link_type";
  DROP TYPE "public"."enum_pages_blocks_embed_provider";
  DROP TYPE "public"."enum_pages_blocks_create_customer_client_type";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_items_tags_type";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_variant";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_color";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_slides_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_media_grid_left_right";
  DROP TYPE "public"."enum__pages_v_blocks_border_color";
  DROP TYPE "public"."enum__pages_v_blocks_space_size";
  DROP TYPE "public"."enum__pages_v_blocks_ribbon_color";
  DROP TYPE "public"."enum__pages_v_blocks_ribbon_link_type";
  DROP TYPE "public"."enum__pages_blocks_cta_v_buttons_variant";
  DROP TYPE "public"."enum__pages_blocks_cta_v_buttons_link_type";
  DROP TYPE "public"."enum__pages_blocks_cta_v_alignment";
  DROP TYPE "public"."enum__pages_v_blocks_selling_points_points_icon";
  DROP TYPE "public"."enum__pages_blocks_doors_v_doors_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_content_block_link_type";
  DROP TYPE "public"."enum__pages_blocks_cards_v_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_categories_items_link_type";
  DROP TYPE "public"."enum__pages_blocks_gallery_v_items_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_recommendation_carousel_strategy";
  DROP TYPE "public"."enum__pages_v_blocks_product_focus_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_campaign_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_embed_provider";
  DROP TYPE "public"."enum__pages_v_blocks_create_customer_client_type";`)
}
