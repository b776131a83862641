-- A shopper's line names its variant when it is added, by exactly its size and colour, and a colour
-- left open only for a product with one (src/cart/cart-service.ts): the shop never guesses one. What is
-- left in SQL is the recovery of a row written without its variant (an order item from before variants,
-- a line written straight to the table), so that its units always have a shelf: its size and colour,
-- else the first colour of its size (lines kept '' for a colour before colours were required), else the
-- product's first variant. That recovery is now one function, not a second "cart line" rule beside the cart's.
CREATE OR REPLACE FUNCTION variant_for_item(item_product uuid, item_size text, item_color text) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.product_id = item_product AND v.size = item_size AND (v.color = item_color OR item_color = '')
     ORDER BY v.color <> item_color, array_position(p.colors, v.color)
     LIMIT 1),
    (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.product_id = item_product
     ORDER BY array_position(p.sizes, v.size), array_position(p.colors, v.color) LIMIT 1))
$$;
--> statement-breakpoint
DROP FUNCTION cart_line_variant(uuid, text, text);
