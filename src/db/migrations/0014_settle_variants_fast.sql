-- Checkout changes a product's total on every order, and this check ran at each commit while the
-- product's row was still held: two calls of product_variant_shares and their set differences, about a
-- millisecond that every other buyer of the product waited for. An update that leaves the sizes and
-- colours as they were cannot have put the combinations out of step, so it only compares the total with
-- its variants' sum (an indexed read of a dozen rows); the combinations are compared when they change.
CREATE OR REPLACE FUNCTION products_settle_variants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
  same_shape boolean := OLD.sizes IS NOT DISTINCT FROM NEW.sizes AND OLD.colors IS NOT DISTINCT FROM NEW.colors;
BEGIN
  SELECT id, sizes, colors, stock_quantity INTO p FROM products WHERE id = NEW.id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF (SELECT coalesce(sum(stock_quantity), 0) FROM product_variants WHERE product_id = p.id) = p.stock_quantity
     AND (same_shape OR NOT EXISTS (
       (SELECT size, color FROM product_variants WHERE product_id = p.id
        EXCEPT SELECT size, color FROM product_variant_shares(p.sizes, p.colors, 0))
       UNION ALL
       (SELECT size, color FROM product_variant_shares(p.sizes, p.colors, 0)
        EXCEPT SELECT size, color FROM product_variants WHERE product_id = p.id)))
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
