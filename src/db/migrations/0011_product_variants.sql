CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sku" text,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
-- Filled from the existing lines below, then made NOT NULL.
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_key" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("stock_quantity","id");--> statement-breakpoint
CREATE INDEX "product_variants_in_stock_idx" ON "product_variants" USING btree ("product_id","size") WHERE "product_variants"."stock_quantity" > 0;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_variant_idx" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
-- Hand-written from here (decision 017).
-- A product's variants, one per size × colour in the product's order ('' when it has no sizes or no
-- colours), each with its share of `stock`: spread evenly, the remainder to the first ones, a unit each.
CREATE FUNCTION product_variant_shares(sizes text[], colors text[], stock integer)
RETURNS TABLE (size text, color text, stock_quantity integer) LANGUAGE sql IMMUTABLE AS $$
  WITH s AS (
    SELECT DISTINCT ON (u.size) u.size, u.n
    FROM unnest(CASE WHEN cardinality(sizes) = 0 THEN '{""}'::text[] ELSE sizes END) WITH ORDINALITY AS u(size, n)
    ORDER BY u.size, u.n
  ), c AS (
    SELECT DISTINCT ON (u.color) u.color, u.n
    FROM unnest(CASE WHEN cardinality(colors) = 0 THEN '{""}'::text[] ELSE colors END) WITH ORDINALITY AS u(color, n)
    ORDER BY u.color, u.n
  ), combos AS (
    SELECT s.size, c.color, row_number() OVER (ORDER BY s.n, c.n) AS position, count(*) OVER () AS total
    FROM s CROSS JOIN c
  )
  SELECT size, color,
         (stock / total + CASE WHEN position <= stock % total THEN 1 ELSE 0 END)::integer
  FROM combos ORDER BY position
$$;
--> statement-breakpoint
-- Every existing product becomes its variants without losing a unit.
INSERT INTO "product_variants" ("product_id", "size", "color", "stock_quantity")
SELECT p.id, v.size, v.color, v.stock_quantity
FROM "products" p CROSS JOIN LATERAL product_variant_shares(p.sizes, p.colors, p.stock_quantity) v;
--> statement-breakpoint
-- The variant of a cart line written by size and colour: the same combination, else (a colour left
-- open) the product's first colour in that size. The line keeps its colour text as the shopper gave it.
CREATE FUNCTION cart_line_variant(line_product uuid, line_size text, line_color text) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
  WHERE v.product_id = line_product AND v.size = line_size AND (v.color = line_color OR line_color = '')
  ORDER BY v.color <> line_color, array_position(p.colors, v.color)
  LIMIT 1
$$;
--> statement-breakpoint
-- Existing lines find their variant; one that matches nothing (a size the product no longer has) goes.
UPDATE "cart_items" SET "variant_id" = cart_line_variant(product_id, size, color);
--> statement-breakpoint
DELETE FROM "cart_items" WHERE "variant_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
-- A product inserted with a total (the sample catalog, the synthetic seed, older clients) gets its
-- variants at once, the total spread over them.
CREATE FUNCTION products_add_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, size, color, stock_quantity)
  SELECT a.id, v.size, v.color, v.stock_quantity
  FROM added a CROSS JOIN LATERAL product_variant_shares(a.sizes, a.colors, a.stock_quantity) v;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_add_variants AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_add_variants();
--> statement-breakpoint
-- At commit, a product whose total, sizes or colours changed is checked against its variants. Writes
-- that keep them in step (checkout, cancellations, the admin's grid) pass untouched; otherwise the
-- variants follow the product: combinations it no longer has go, new ones start at 0, and a total
-- written directly (an older client's stockQuantity) is spread over them like the migration did.
CREATE FUNCTION products_settle_variants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT id, sizes, colors, stock_quantity INTO p FROM products WHERE id = NEW.id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF NOT EXISTS (
       (SELECT size, color FROM product_variants WHERE product_id = p.id
        EXCEPT SELECT size, color FROM product_variant_shares(p.sizes, p.colors, 0))
       UNION ALL
       (SELECT size, color FROM product_variant_shares(p.sizes, p.colors, 0)
        EXCEPT SELECT size, color FROM product_variants WHERE product_id = p.id))
     AND (SELECT coalesce(sum(stock_quantity), 0) FROM product_variants WHERE product_id = p.id) = p.stock_quantity
  THEN
    RETURN NULL;
  END IF;
  DELETE FROM product_variants v WHERE v.product_id = p.id AND NOT EXISTS (
    SELECT 1 FROM product_variant_shares(p.sizes, p.colors, 0) c WHERE c.size = v.size AND c.color = v.color);
  INSERT INTO product_variants (product_id, size, color, stock_quantity)
  SELECT p.id, c.size, c.color, 0 FROM product_variant_shares(p.sizes, p.colors, 0) c
  ON CONFLICT (product_id, size, color) DO NOTHING;
  IF (SELECT sum(stock_quantity) FROM product_variants WHERE product_id = p.id) <> p.stock_quantity THEN
    UPDATE product_variants v SET stock_quantity = c.stock_quantity, updated_at = now()
    FROM product_variant_shares(p.sizes, p.colors, p.stock_quantity) c
    WHERE v.product_id = p.id AND v.size = c.size AND v.color = c.color;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_settle_variants AFTER UPDATE OF stock_quantity, sizes, colors ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity OR OLD.sizes IS DISTINCT FROM NEW.sizes
        OR OLD.colors IS DISTINCT FROM NEW.colors)
  EXECUTE FUNCTION products_settle_variants();
--> statement-breakpoint
-- The variant of a line or order item written before variants, or by code that does not know them:
-- that of its size and colour, else the product's first, so that its units always have a shelf.
CREATE FUNCTION variant_for_item(item_product uuid, item_size text, item_color text) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT coalesce(cart_line_variant(item_product, item_size, item_color),
    (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.product_id = item_product
     ORDER BY array_position(p.sizes, v.size), array_position(p.colors, v.color) LIMIT 1))
$$;
--> statement-breakpoint
-- A line written straight to the table without its variant (older code, tests) gets one.
CREATE FUNCTION cart_items_find_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.variant_id := variant_for_item(NEW.product_id, NEW.size, NEW.color);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_find_variant BEFORE INSERT ON cart_items
  FOR EACH ROW WHEN (NEW.variant_id IS NULL) EXECUTE FUNCTION cart_items_find_variant();
--> statement-breakpoint
-- As for products (migration 0002): a variant selling out or coming back, or variants added, removed or
-- renamed, drop the public cache everywhere; other stock counts may show up to PUBLIC_CACHE_SECONDS late.
CREATE TRIGGER product_variants_public_content AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_shown_public_content AFTER UPDATE OF sku, size, color ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_sold_out_public_content AFTER UPDATE OF stock_quantity ON product_variants
  FOR EACH ROW WHEN ((OLD.stock_quantity = 0) IS DISTINCT FROM (NEW.stock_quantity = 0))
  EXECUTE FUNCTION notify_public_content_changed();
