import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The club sign-up form, a CMS component (docs/api/marketing.md): its table for pages and for their versions, as
// Payload keeps every block type.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "pages_blocks_club_signup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_club_signup" (
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

  ALTER TABLE "pages_blocks_club_signup" ADD CONSTRAINT "pages_blocks_club_signup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_club_signup" ADD CONSTRAINT "_pages_v_blocks_club_signup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_club_signup_order_idx" ON "pages_blocks_club_signup" USING btree ("_order");
  CREATE INDEX "pages_blocks_club_signup_parent_id_idx" ON "pages_blocks_club_signup" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_club_signup_path_idx" ON "pages_blocks_club_signup" USING btree ("_path");
  CREATE INDEX "pages_blocks_club_signup_locale_idx" ON "pages_blocks_club_signup" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_club_signup_order_idx" ON "_pages_v_blocks_club_signup" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_club_signup_parent_id_idx" ON "_pages_v_blocks_club_signup" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_club_signup_path_idx" ON "_pages_v_blocks_club_signup" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_club_signup_locale_idx" ON "_pages_v_blocks_club_signup" USING btree ("_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "_pages_v_blocks_club_signup" CASCADE;
  DROP TABLE "pages_blocks_club_signup" CASCADE;`)
}
