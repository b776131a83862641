CREATE TABLE "order_totals" (
	"slot" smallint NOT NULL,
	"status" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_totals_slot_status_pk" PRIMARY KEY("slot","status")
);
--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "products_active_popular_idx";--> statement-breakpoint
CREATE INDEX "products_active_category_popular_idx" ON "products" USING btree ("status","category","review_count" DESC NULLS LAST,("rating_sum"::float8 / NULLIF("review_count", 0)) DESC NULLS LAST,"priority","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_active_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops) WHERE "products"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_active_popular_idx" ON "products" USING btree ("status","review_count" DESC NULLS LAST,("rating_sum"::float8 / NULLIF("review_count", 0)) DESC NULLS LAST,"priority","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Keeps order_totals (see schema.ts) in step with every insert, status change and delete of an order.
CREATE FUNCTION count_order_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket smallint := floor(random() * 16);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_totals AS t (slot, status, orders, amount_kobo) VALUES (bucket, OLD.status, -1, -OLD.total_amount_kobo)
      ON CONFLICT (slot, status) DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_totals AS t (slot, status, orders, amount_kobo) VALUES (bucket, NEW.status, 1, NEW.total_amount_kobo)
      ON CONFLICT (slot, status) DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals AFTER INSERT OR DELETE OR UPDATE OF status, total_amount_kobo ON orders
  FOR EACH ROW EXECUTE FUNCTION count_order_totals();
--> statement-breakpoint
CREATE FUNCTION clear_order_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION clear_order_totals();
--> statement-breakpoint
INSERT INTO order_totals (slot, status, orders, amount_kobo)
  SELECT 0, status, count(*), coalesce(sum(total_amount_kobo), 0) FROM orders GROUP BY status;
