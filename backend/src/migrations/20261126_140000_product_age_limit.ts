import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff's override of a product's age limit (shop/catalogue/age.ts): `auto` follows the alcohol percentage, which is
 * what every existing product gets; an empty value means the same (a product written without the field).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_age_limit" AS ENUM('auto', 'none', '16', '18');
  ALTER TABLE "products" ADD COLUMN "age_limit" "enum_products_age_limit" DEFAULT 'auto';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "age_limit";
  DROP TYPE "public"."enum_products_age_limit";`)
}
