import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Consent records (docs/adr/0029): each cookie choice a browser made (`cookie-consents`), every change of a club,
 * newsletter or interest consent (`consent-events`), and the built-in marketing platform's inbox
 * (`marketing-platform-calls`), all written by the shop in SQL (shop/marketing/store.ts) and read by admins.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cookie_consents_method" AS ENUM('AcceptAll', 'RejectAll', 'Custom', 'External');
  CREATE TABLE "cookie_consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"version" varchar NOT NULL,
  	"functional" boolean DEFAULT false,
  	"statistic" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"method" "enum_cookie_consents_method" NOT NULL,
  	"url" varchar,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"user_agent" varchar,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cookie_consents_consent_id_idx" ON "cookie_consents" USING btree ("consent_id");
  CREATE INDEX "cookie_consents_recorded_at_idx" ON "cookie_consents" USING btree ("recorded_at");
  CREATE INDEX "cookie_consents_customer_idx" ON "cookie_consents" USING btree ("customer_id");
  CREATE INDEX "cookie_consents_updated_at_idx" ON "cookie_consents" USING btree ("updated_at");
  CREATE INDEX "cookie_consents_created_at_idx" ON "cookie_consents" USING btree ("created_at");
  CREATE TYPE "public"."enum_consent_events_kind" AS ENUM('club', 'newsletter', 'legitimateInterests');
  CREATE TYPE "public"."enum_consent_events_action" AS ENUM('granted', 'withdrawn', 'changed');
  CREATE TYPE "public"."enum_consent_events_source" AS ENUM('account', 'signup', 'checkout', 'clubSignupForm', 'login');
  CREATE TABLE "consent_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer,
  	"email" varchar,
  	"kind" "enum_consent_events_kind" NOT NULL,
  	"action" "enum_consent_events_action" NOT NULL,
  	"value" jsonb,
  	"version" varchar,
  	"source" "enum_consent_events_source" NOT NULL,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("customer_id");
  CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email");
  CREATE INDEX "consent_events_recorded_at_idx" ON "consent_events" USING btree ("recorded_at");
  CREATE INDEX "consent_events_updated_at_idx" ON "consent_events" USING btree ("updated_at");
  CREATE INDEX "consent_events_created_at_idx" ON "consent_events" USING btree ("created_at");
  CREATE TYPE "public"."enum_marketing_platform_calls_operation" AS ENUM('updateConsents', 'updateAttributes');
  CREATE TABLE "marketing_platform_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"operation" "enum_marketing_platform_calls_operation" NOT NULL,
  	"hard_id" varchar,
  	"email" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "marketing_platform_calls_hard_id_idx" ON "marketing_platform_calls" USING btree ("hard_id");
  CREATE INDEX "marketing_platform_calls_email_idx" ON "marketing_platform_calls" USING btree ("email");
  CREATE INDEX "marketing_platform_calls_updated_at_idx" ON "marketing_platform_calls" USING btree ("updated_at");
  CREATE INDEX "marketing_platform_calls_created_at_idx" ON "marketing_platform_calls" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cookie_consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marketing_platform_calls_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cookie_consents_fk" FOREIGN KEY ("cookie_consents_id") REFERENCES "public"."cookie_consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_events_fk" FOREIGN KEY ("consent_events_id") REFERENCES "public"."consent_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marketing_platform_calls_fk" FOREIGN KEY ("marketing_platform_calls_id") REFERENCES "public"."marketing_platform_calls"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cookie_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("cookie_consents_id");
  CREATE INDEX "payload_locked_documents_rels_consent_events_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_events_id");
  CREATE INDEX "payload_locked_documents_rels_marketing_platform_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("marketing_platform_calls_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cookie_consents_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_events_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_marketing_platform_calls_fk";
  DROP INDEX "payload_locked_documents_rels_cookie_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_marketing_platform_calls_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cookie_consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marketing_platform_calls_id";
  DROP TABLE "marketing_platform_calls" CASCADE;
  DROP TYPE "public"."enum_marketing_platform_calls_operation";
  DROP TABLE "consent_events" CASCADE;
  DROP TYPE "public"."enum_consent_events_source";
  DROP TYPE "public"."enum_consent_events_action";
  DROP TYPE "public"."enum_consent_events_kind";
  DROP TABLE "cookie_consents" CASCADE;
  DROP TYPE "public"."enum_cookie_consents_method";`)
}
