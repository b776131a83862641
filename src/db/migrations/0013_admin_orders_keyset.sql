DROP INDEX "orders_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);