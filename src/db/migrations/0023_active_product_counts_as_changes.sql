-- A category's count of active products is now the sum of its rows (decision 031, 2026-11-28). With one
-- shared row per category, every transaction that changed a product's status or category held that row
-- until it committed: an admin hiding a jacket waited for an import of other jackets to commit, and two
-- saves moving products between the same two categories in opposite directions, or two imports
-- changing products of the same categories in different orders, could deadlock (PostgreSQL then ends
-- one). Triggers now only add rows, which nobody else locks, and the catalog upkeep folds each
-- category's rows into one.
ALTER TABLE "active_product_counts" DROP CONSTRAINT "active_product_counts_pkey";--> statement-breakpoint
CREATE INDEX "active_product_counts_category_idx" ON "active_product_counts" USING btree ("category");--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_active_products_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO active_product_counts (category, products)
      SELECT category, count(*) FROM new_rows WHERE status = 'Active' GROUP BY category;
  ELSE
    INSERT INTO active_product_counts (category, products)
      SELECT category, -count(*) FROM old_rows WHERE status = 'Active' GROUP BY category;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_active_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Active' THEN
    INSERT INTO active_product_counts (category, products) VALUES (OLD.category, -1);
  END IF;
  IF NEW.status = 'Active' THEN
    INSERT INTO active_product_counts (category, products) VALUES (NEW.category, 1);
  END IF;
  RETURN NULL;
END $$;
