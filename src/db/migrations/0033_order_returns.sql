-- A shopper's request to return or exchange pieces of a delivered order, one per order, and the owner's answer (docs/product-rules.md#returns).
CREATE TABLE "order_returns" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"wants" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("created_at") WHERE "order_returns"."status" IN ('Requested', 'Accepted');