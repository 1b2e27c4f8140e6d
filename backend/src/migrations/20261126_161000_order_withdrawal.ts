import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The withdrawal function (docs/adr/0023): staff's art. 16 setting on a product (`auto` for every existing one), the
 * setting resolved onto each order line at checkout (empty on older orders: worked out from the product when asked),
 * the day an order reached the consumer, and the withdrawals themselves with their lines. A withdrawal goes with its
 * order when an order is deleted.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_withdrawal_exemption" AS ENUM('auto', 'none', 'perishable', 'event', 'sealedHygiene', 'personalised');
  CREATE TYPE "public"."enum_orders_lines_withdrawal_exemption" AS ENUM('none', 'perishable', 'event', 'sealedHygiene', 'personalised');
  CREATE TYPE "public"."enum_order_withdrawals_channel" AS ENUM('account', 'orderLink', 'lookup');
  CREATE TYPE "public"."enum_order_withdrawals_lines_kind" AS ENUM('product', 'giftCard');
  ALTER TABLE "products" ADD COLUMN "withdrawal_exemption" "enum_products_withdrawal_exemption" DEFAULT 'auto';
  ALTER TABLE "orders_lines" ADD COLUMN "withdrawal_exemption" "enum_orders_lines_withdrawal_exemption";
  ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  CREATE TABLE "order_withdrawals_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"order_line_id" varchar NOT NULL,
  	"kind" "enum_order_withdrawals_lines_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"product_number" varchar,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"seal_condition" boolean DEFAULT false
  );

  CREATE TABLE "order_withdrawals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"order_number" varchar NOT NULL,
  	"withdrawn_at" timestamp(3) with time zone NOT NULL,
  	"channel" "enum_order_withdrawals_channel",
  	"reason" varchar,
  	"total" numeric NOT NULL,
  	"acknowledged_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_withdrawals_id" integer;
  ALTER TABLE "order_withdrawals_lines" ADD CONSTRAINT "order_withdrawals_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_withdrawals_fk" FOREIGN KEY ("order_withdrawals_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "order_withdrawals_lines_order_idx" ON "order_withdrawals_lines" USING btree ("_order");
  CREATE INDEX "order_withdrawals_lines_parent_id_idx" ON "order_withdrawals_lines" USING btree ("_parent_id");
  CREATE INDEX "order_withdrawals_order_idx" ON "order_withdrawals" USING btree ("order_id");
  CREATE INDEX "order_withdrawals_order_number_idx" ON "order_withdrawals" USING btree ("order_number");
  CREATE INDEX "order_withdrawals_withdrawn_at_idx" ON "order_withdrawals" USING btree ("withdrawn_at");
  CREATE INDEX "order_withdrawals_updated_at_idx" ON "order_withdrawals" USING btree ("updated_at");
  CREATE INDEX "order_withdrawals_created_at_idx" ON "order_withdrawals" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_withdrawals_id_idx" ON "payload_locked_documents_rels" USING btree ("order_withdrawals_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_withdrawals_fk";
  DROP INDEX "payload_locked_documents_rels_order_withdrawals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_withdrawals_id";
  DROP TABLE "order_withdrawals_lines" CASCADE;
  DROP TABLE "order_withdrawals" CASCADE;
  ALTER TABLE "orders" DROP COLUMN "delivered_at";
  ALTER TABLE "orders_lines" DROP COLUMN "withdrawal_exemption";
  ALTER TABLE "products" DROP COLUMN "withdrawal_exemption";
  DROP TYPE "public"."enum_order_withdrawals_lines_kind";
  DROP TYPE "public"."enum_order_withdrawals_channel";
  DROP TYPE "public"."enum_orders_lines_withdrawal_exemption";
  DROP TYPE "public"."enum_products_withdrawal_exemption";`)
}
