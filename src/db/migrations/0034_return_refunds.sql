DROP INDEX "order_returns_open_idx";--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_kobo" bigint;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_returns_refunded_idx" ON "order_returns" USING btree ("refunded_at") WHERE "order_returns"."refunded_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("created_at") WHERE "order_returns"."status" IN ('Requested', 'Accepted') OR ("order_returns"."status" = 'Received' AND "order_returns"."wants" = 'refund' AND "order_returns"."refunded_at" IS NULL);