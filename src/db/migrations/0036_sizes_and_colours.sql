CREATE TABLE "sizes_and_colours" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sizes" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sizes_and_colours_one_row" CHECK ("sizes_and_colours"."id" = 1)
);
--> statement-breakpoint
-- The lists every shop had until now (docs/product-rules.md#sizes-and-colours); the owner changes them from here.
INSERT INTO "sizes_and_colours" ("id", "sizes", "colors") VALUES
  (1, ARRAY['S', 'M', 'L', 'XL', 'XXL', '28', '30', '32', '34', '36'], ARRAY['Red', 'Black', 'White', 'Blue', 'Grey', 'Navy']);
--> statement-breakpoint
-- The shop's filters and the product form read the lists from the public cache: a change drops every
-- instance's (migration 0002's channel).
CREATE TRIGGER sizes_and_colours_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sizes_and_colours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
