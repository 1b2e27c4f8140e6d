import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A menu entry's filter on the category page it links to (`?country=Italien`), per language like the entry's name. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_items_locales" ADD COLUMN "category_filter" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_items_locales" DROP COLUMN "category_filter";`)
}
