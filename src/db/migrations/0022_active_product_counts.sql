CREATE TABLE "active_product_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The product list counts its matches at every cache miss (up to PRODUCT_COUNT_LIMIT + 1 index
-- entries: three quarters of the statement on PostgreSQL, a third of the embedded database's work per
-- list at 100,000 products). Lists with no filter but the category read these counts instead. Inserts
-- and deletes count a statement's rows at once (an import, a seed); an update counts only when a
-- product's status or category changes, so a checkout's stock updates never fire it.
CREATE FUNCTION count_active_products_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO active_product_counts AS c (category, products)
      SELECT category, count(*) FROM new_rows WHERE status = 'Active' GROUP BY category ORDER BY category
    ON CONFLICT (category) DO UPDATE SET products = c.products + EXCLUDED.products;
  ELSE
    INSERT INTO active_product_counts AS c (category, products)
      SELECT category, -count(*) FROM old_rows WHERE status = 'Active' GROUP BY category ORDER BY category
    ON CONFLICT (category) DO UPDATE SET products = c.products + EXCLUDED.products;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_active_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Active' THEN
    UPDATE active_product_counts SET products = products - 1 WHERE category = OLD.category;
  END IF;
  IF NEW.status = 'Active' THEN
    INSERT INTO active_product_counts AS c (category, products) VALUES (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET products = c.products + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION clear_active_product_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM active_product_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_active_count_added AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_products_added_or_removed();--> statement-breakpoint
CREATE TRIGGER products_active_count_removed AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_products_added_or_removed();--> statement-breakpoint
CREATE TRIGGER products_active_count_changed AFTER UPDATE OF status, category ON products FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION count_active_products_changed();--> statement-breakpoint
CREATE TRIGGER products_active_count_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION clear_active_product_counts();--> statement-breakpoint
INSERT INTO active_product_counts (category, products)
  SELECT category, count(*) FROM products WHERE status = 'Active' GROUP BY category;
