-- An order-number search ("BAY-SYN1F") finds the numbers that start with it, then the newest of them.
-- It read each match's row for its created_at (4,369 rows, 4 ms at 1,000,000 orders), where walking
-- orders_created_idx took 0.5 ms, and which plan ran turned on the sampled statistics; on the embedded
-- database, whose collation is C, the prefix range came from the unique key, with the same row reads.
-- Order numbers are identifiers ("BAY-" and upper-case base 36): compared by code point in any
-- database, the unique key alone serves a prefix, and it now holds created_at and id, so neither plan
-- reads a row it does not show. The text_pattern_ops index is no longer needed: one index fewer per order.
DROP INDEX "orders_number_prefix_idx";--> statement-breakpoint
DROP INDEX "orders_order_number_key";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" TYPE text COLLATE "C";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number") INCLUDE ("created_at", "id");--> statement-breakpoint
-- A column whose collation changed has no statistics until analyzed (see migration 0018).
ANALYZE "orders";
