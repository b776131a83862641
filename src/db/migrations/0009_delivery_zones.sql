CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'area' NOT NULL,
	"name" text NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"free_from_kobo" bigint,
	"delivery_min" integer NOT NULL,
	"delivery_max" integer NOT NULL,
	"delivery_unit" text NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_not_negative" CHECK ("delivery_zones"."fee_kobo" >= 0),
	CONSTRAINT "delivery_zones_time_in_order" CHECK (0 < "delivery_zones"."delivery_min" AND "delivery_zones"."delivery_min" <= "delivery_zones"."delivery_max")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_one_of_kind" ON "delivery_zones" USING btree ("kind") WHERE "delivery_zones"."kind" <> 'area';--> statement-breakpoint
-- Checkout prices from the zones each instance caches: a change drops every instance's public cache
-- (migration 0002's channel), so the fee a shopper sees and the fee charged move together.
CREATE TRIGGER delivery_zones_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- docs/product-rules.md#seeded-zones as the owner's first zones (src/shop/constants.ts holds the same figures), and
-- pickup in store, not offered until the owner gives its address.
INSERT INTO delivery_zones (kind, name, states, cities, fee_kobo, delivery_min, delivery_max, delivery_unit, offered)
VALUES
  ('area', 'Ibadan', '["Oyo"]', '[{"state":"Oyo","city":"Ibadan"}]', 400000, 24, 24, 'hours', true),
  ('rest', 'Rest of Nigeria', '[]', '[]', 800000, 2, 3, 'days', true),
  ('pickup', 'Pick up in store', '[]', '[]', 0, 24, 24, 'hours', false);
--> statement-breakpoint
-- The orders placed before zones keep what they were promised: Ibadan within 24 hours, else 2-3 days.
UPDATE orders SET delivery = CASE
    WHEN lower(shipping_address->>'city') LIKE '%ibadan%'
      THEN '{"zone":"Ibadan","pickup":false,"pickupAddress":"","time":{"min":24,"max":24,"unit":"hours"}}'::jsonb
    ELSE '{"zone":"Rest of Nigeria","pickup":false,"pickupAddress":"","time":{"min":2,"max":3,"unit":"days"}}'::jsonb
  END
WHERE delivery IS NULL;
