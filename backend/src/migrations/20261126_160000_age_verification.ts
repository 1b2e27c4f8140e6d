import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Age verification (docs/adr/0022): the attempts and their outcome (age bracket, time, provider, reference), and on
 * each order the verification it was sold under.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_age_verifications_provider" AS ENUM('test', 'mitid');
  CREATE TYPE "public"."enum_age_verifications_status" AS ENUM('Pending', 'Verified', 'TooYoung', 'Failed', 'Cancelled');
  CREATE TYPE "public"."enum_age_verifications_culture" AS ENUM('da', 'en');
  CREATE TABLE "age_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"attempt" varchar NOT NULL,
  	"provider" "enum_age_verifications_provider" NOT NULL,
  	"status" "enum_age_verifications_status" DEFAULT 'Pending' NOT NULL,
  	"verified_age" numeric,
  	"verified_at" timestamp(3) with time zone,
  	"reference" varchar,
  	"basket_uid" varchar,
  	"customer_id" integer,
  	"culture" "enum_age_verifications_culture" DEFAULT 'da',
  	"return_path" varchar,
  	"code_verifier" varchar,
  	"nonce" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  ALTER TABLE "orders" ADD COLUMN "age_verification_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "age_verifications_id" integer;
  ALTER TABLE "age_verifications" ADD CONSTRAINT "age_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_age_verification_id_age_verifications_id_fk" FOREIGN KEY ("age_verification_id") REFERENCES "public"."age_verifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_age_verifications_fk" FOREIGN KEY ("age_verifications_id") REFERENCES "public"."age_verifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "age_verifications_attempt_idx" ON "age_verifications" USING btree ("attempt");
  CREATE INDEX "age_verifications_basket_uid_idx" ON "age_verifications" USING btree ("basket_uid");
  CREATE INDEX "age_verifications_customer_idx" ON "age_verifications" USING btree ("customer_id");
  CREATE INDEX "age_verifications_updated_at_idx" ON "age_verifications" USING btree ("updated_at");
  CREATE INDEX "age_verifications_created_at_idx" ON "age_verifications" USING btree ("created_at");
  CREATE INDEX "orders_age_verification_idx" ON "orders" USING btree ("age_verification_id");
  CREATE INDEX "payload_locked_documents_rels_age_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("age_verifications_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_age_verification_id_age_verifications_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_age_verifications_fk";
  DROP INDEX "orders_age_verification_idx";
  DROP INDEX "payload_locked_documents_rels_age_verifications_id_idx";
  ALTER TABLE "orders" DROP COLUMN "age_verification_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "age_verifications_id";
  DROP TABLE "age_verifications" CASCADE;
  DROP TYPE "public"."enum_age_verifications_provider";
  DROP TYPE "public"."enum_age_verifications_status";
  DROP TYPE "public"."enum_age_verifications_culture";`)
}
