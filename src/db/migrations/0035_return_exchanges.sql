DROP INDEX "order_returns_open_idx";--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_items" jsonb;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_courier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_tracking_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("created_at") WHERE "order_returns"."status" IN ('Requested', 'Accepted') OR ("order_returns"."status" = 'Received' AND "order_returns"."refunded_at" IS NULL AND "order_returns"."exchange_sent_at" IS NULL);