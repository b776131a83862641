CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"amount_kobo" bigint NOT NULL,
	"customer_email" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Prices past 2^31 kobo (₦21,474,836.47): the columns become bigint. A column named in a trigger or
-- behind a generated column cannot change type, so those are dropped and made again as they were.
DROP TRIGGER "products_shown_public_content" ON "products";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "effective_price_kobo";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_kobo" SET DATA TYPE bigint, ALTER COLUMN "sale_price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price_kobo" bigint GENERATED ALWAYS AS (CASE WHEN is_on_sale AND sale_price_kobo IS NOT NULL THEN sale_price_kobo ELSE price_kobo END) STORED;--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("status","effective_price_kobo");--> statement-breakpoint
CREATE TRIGGER products_shown_public_content AFTER UPDATE OF name, description, price_kobo, sale_price_kobo, is_on_sale,
  is_new, status, image_url, images, category, sizes, colors, priority, rating_sum, review_count ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_charges" ADD CONSTRAINT "unmatched_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_session_idx" ON "admin_sessions" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'Pending' AND "orders"."payment_status" = 'Pending' AND "orders"."payment_method" <> 'pay-on-delivery';--> statement-breakpoint
-- The reference each order was last sent to pay with becomes its first recorded attempt.
INSERT INTO "payment_attempts" ("reference", "order_id", "created_at")
  SELECT "payment_reference", "id", "updated_at" FROM "orders" WHERE "payment_reference" IS NOT NULL;