-- A product's row version (xmin) stands for everything its view shows (decision 026): its own columns
-- and its variants'. A change to variants that leaves the product's row untouched (a SKU alone, an
-- import) touches the row, so its version moves in the same transaction. Checkout, cancellations and the
-- admin's grid already write the product's total there: a row this transaction wrote is left alone.
CREATE FUNCTION touch_products_of_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET updated_at = now()
  WHERE p.id IN (SELECT product_id FROM changed) AND p.xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_added_touch_product AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_touch_product AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_removed_touch_product AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_variants();
