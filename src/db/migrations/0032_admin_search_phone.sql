-- An owner is often given a phone number, not an order number. The admin search compares the phone's
-- last ten digits, so "+234 803 123 4567" and "0803 123 4567" are one number, stored with the order and
-- found by any part on a trigram index. Not added to orders_created_idx, which every search walks: a
-- wider entry would be read for every order walked (decision 020).
ALTER TABLE "orders" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (right(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 10)) STORED;--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("search_phone" gin_trgm_ops);--> statement-breakpoint
-- New columns have no statistics until analyzed (migration 0018).
ANALYZE "orders";
