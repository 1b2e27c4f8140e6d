import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Gift cards (a balance that can never go below 0, enforced by the database too), the basket's gift-card lines
 * and usages, vouchers and the basket's voucher. A basket's parts go with it when it is deleted (a guest basket
 * merged into a customer's at login). Failed code attempts are counted per client in `rate_limit_hits`
 * (docs/adr/0014), shared by every backend instance.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_cards_status" AS ENUM('Active', 'Blocked');
  CREATE TYPE "public"."enum_vouchers_kind" AS ENUM('Percent', 'Amount');
  CREATE TYPE "public"."enum_vouchers_customer_type" AS ENUM('All', 'B2C', 'B2B');
  CREATE TABLE "gift_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"initial_amount" numeric NOT NULL,
  	"balance" numeric NOT NULL,
  	"status" "enum_gift_cards_status" DEFAULT 'Active' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"order_uid" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_card_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"line_uid" varchar NOT NULL,
  	"basket_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"is_gift" boolean DEFAULT false,
  	"greeting" varchar,
  	"greetings" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_card_usages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"usage_uid" varchar NOT NULL,
  	"basket_id" integer NOT NULL,
  	"gift_card_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_vouchers_kind" DEFAULT 'Percent' NOT NULL,
  	"percent" numeric,
  	"amount" numeric,
  	"minimum_amount" numeric,
  	"customer_type" "enum_vouchers_customer_type" DEFAULT 'All',
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"used_count" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vouchers_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "baskets" ADD COLUMN "voucher_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_card_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_card_usages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "gift_card_lines" ADD CONSTRAINT "gift_card_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_card_usages" ADD CONSTRAINT "gift_card_usages_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_card_usages" ADD CONSTRAINT "gift_card_usages_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vouchers_locales" ADD CONSTRAINT "vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code");
  CREATE INDEX "gift_cards_order_uid_idx" ON "gift_cards" USING btree ("order_uid");
  CREATE INDEX "gift_cards_updated_at_idx" ON "gift_cards" USING btree ("updated_at");
  CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_card_lines_line_uid_idx" ON "gift_card_lines" USING btree ("line_uid");
  CREATE INDEX "gift_card_lines_basket_idx" ON "gift_card_lines" USING btree ("basket_id");
  CREATE INDEX "gift_card_lines_updated_at_idx" ON "gift_card_lines" USING btree ("updated_at");
  CREATE INDEX "gift_card_lines_created_at_idx" ON "gift_card_lines" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_card_usages_usage_uid_idx" ON "gift_card_usages" USING btree ("usage_uid");
  CREATE INDEX "gift_card_usages_basket_idx" ON "gift_card_usages" USING btree ("basket_id");
  CREATE INDEX "gift_card_usages_gift_card_idx" ON "gift_card_usages" USING btree ("gift_card_id");
  CREATE INDEX "gift_card_usages_updated_at_idx" ON "gift_card_usages" USING btree ("updated_at");
  CREATE INDEX "gift_card_usages_created_at_idx" ON "gift_card_usages" USING btree ("created_at");
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE UNIQUE INDEX "vouchers_locales_locale_parent_id_unique" ON "vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE TABLE "rate_limit_hits" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"client" varchar NOT NULL,
  	"at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "rate_limit_hits_lookup_idx" ON "rate_limit_hits" USING btree ("bucket", "client", "at");
  ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_balance_not_negative" CHECK ("balance" >= 0 AND "balance" <= "initial_amount");
  ALTER TABLE "basket_lines" DROP CONSTRAINT "basket_lines_basket_id_baskets_id_fk";
  ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "baskets" ADD CONSTRAINT "baskets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_cards_fk" FOREIGN KEY ("gift_cards_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_card_lines_fk" FOREIGN KEY ("gift_card_lines_id") REFERENCES "public"."gift_card_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_card_usages_fk" FOREIGN KEY ("gift_card_usages_id") REFERENCES "public"."gift_card_usages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "baskets_voucher_idx" ON "baskets" USING btree ("voucher_id");
  CREATE INDEX "payload_locked_documents_rels_gift_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_cards_id");
  CREATE INDEX "payload_locked_documents_rels_gift_card_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_card_lines_id");
  CREATE INDEX "payload_locked_documents_rels_gift_card_usages_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_card_usages_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_card_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_card_usages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_cards" CASCADE;
  DROP TABLE "gift_card_lines" CASCADE;
  DROP TABLE "gift_card_usages" CASCADE;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "vouchers_locales" CASCADE;
  DROP TABLE "rate_limit_hits";
  ALTER TABLE "baskets" DROP CONSTRAINT "baskets_voucher_id_vouchers_id_fk";
  ALTER TABLE "basket_lines" DROP CONSTRAINT "basket_lines_basket_id_baskets_id_fk";
  ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE set null ON UPDATE no action;
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_card_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_card_usages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  DROP INDEX "baskets_voucher_idx";
  DROP INDEX "payload_locked_documents_rels_gift_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_card_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_card_usages_id_idx";
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  ALTER TABLE "baskets" DROP COLUMN "voucher_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_card_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_card_usages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  DROP TYPE "public"."enum_gift_cards_status";
  DROP TYPE "public"."enum_vouchers_kind";
  DROP TYPE "public"."enum_vouchers_customer_type";`)
}
