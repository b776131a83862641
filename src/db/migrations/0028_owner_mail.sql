CREATE TABLE "owner_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "notify_new_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Mails queued before kinds were kept: named by their subject's wording where it is the shop's own (issue 46).
UPDATE "mail_outbox" SET "kind" = CASE
  WHEN "subject" LIKE 'Reset your % password' THEN 'password-reset'
  WHEN "subject" LIKE '% is back in stock at %' THEN 'back-in-stock'
  WHEN "order_id" IS NOT NULL AND "subject" LIKE '% was cancelled: payment not received' THEN 'order-expired'
  WHEN "order_id" IS NOT NULL AND ("subject" LIKE '% is shipped' OR "subject" LIKE '% is delivered' OR "subject" LIKE '% is cancelled') THEN 'order-status'
  WHEN "order_id" IS NOT NULL THEN 'order-confirmation'
  ELSE 'other' END;
