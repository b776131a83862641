-- An owner is often given a phone number, not an order number. The admin search compares the phone's
-- last ten digits, so "+234 803 123 4567" and "0803 123 4567" are one number, stored with the order
-- and held by orders_created_idx like the e-mail and name (migration 0021), so its walk reads no rows.
ALTER TABLE "orders" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (right(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 10)) STORED;--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("search_phone" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("order_number", "search_email", "search_name", "search_phone", "status");--> statement-breakpoint
-- New columns have no statistics until analyzed (migration 0018).
ANALYZE "orders";
