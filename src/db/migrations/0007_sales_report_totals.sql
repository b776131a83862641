CREATE TABLE "order_day_products" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_products_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"payment_method" text NOT NULL,
	"state" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_totals_day_slot_payment_method_state_pk" PRIMARY KEY("day","slot","payment_method","state")
);
--> statement-breakpoint
-- Keeps order_day_totals and order_day_products (see schema.ts) in step with every insert, change and delete
-- of orders. A statement trigger with transition tables: one upsert per table and statement, its rows taken
-- in key order, so that a statement touching many orders (the unpaid-order sweep) and a checkout lock these
-- rows in the same order and cannot deadlock. An update that changes no counted figure writes nothing.
CREATE FUNCTION count_order_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
  bucket smallint := floor(random() * 16);
BEGIN
  EXECUTE format($sql$
    WITH changes AS (%s)
    INSERT INTO order_day_totals AS t (day, slot, payment_method, state, orders, amount_kobo)
      SELECT (created_at AT TIME ZONE 'Africa/Lagos')::date, %s, payment_method, coalesce(shipping_address ->> 'state', ''),
        sum(sign), sum(sign * total_amount_kobo)
      FROM changes WHERE status <> 'Cancelled'
      GROUP BY 1, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * total_amount_kobo) <> 0
      ORDER BY 1, 3, 4
    ON CONFLICT (day, slot, payment_method, state)
      DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo
  $sql$, changes, bucket);
  EXECUTE format($sql$
    WITH changes AS (%s)
    INSERT INTO order_day_products AS p (day, product_id, product_name, units, revenue_kobo)
      SELECT (c.created_at AT TIME ZONE 'Africa/Lagos')::date, item ->> 'productId', max(item ->> 'productName'),
        sum(c.sign * (item ->> 'quantity')::bigint), sum(c.sign * (item ->> 'quantity')::bigint * (item ->> 'priceKobo')::bigint)
      FROM changes c CROSS JOIN jsonb_array_elements(c.items) AS item
      WHERE c.status <> 'Cancelled'
      GROUP BY 1, 2
      HAVING sum(c.sign * (item ->> 'quantity')::bigint) <> 0
        OR sum(c.sign * (item ->> 'quantity')::bigint * (item ->> 'priceKobo')::bigint) <> 0
      ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET units = p.units + EXCLUDED.units,
      revenue_kobo = p.revenue_kobo + EXCLUDED.revenue_kobo, product_name = EXCLUDED.product_name
  $sql$, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_order_day_totals();
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_order_day_totals();
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_order_day_totals();
--> statement-breakpoint
CREATE FUNCTION clear_order_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  DELETE FROM order_day_products;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION clear_order_day_totals();
--> statement-breakpoint
INSERT INTO order_day_totals (day, slot, payment_method, state, orders, amount_kobo)
  SELECT (created_at AT TIME ZONE 'Africa/Lagos')::date, 0, payment_method, coalesce(shipping_address ->> 'state', ''),
    count(*), sum(total_amount_kobo)
  FROM orders WHERE status <> 'Cancelled' GROUP BY 1, 3, 4;
--> statement-breakpoint
INSERT INTO order_day_products (day, product_id, product_name, units, revenue_kobo)
  SELECT (o.created_at AT TIME ZONE 'Africa/Lagos')::date, item ->> 'productId', max(item ->> 'productName'),
    sum((item ->> 'quantity')::bigint), sum((item ->> 'quantity')::bigint * (item ->> 'priceKobo')::bigint)
  FROM orders o CROSS JOIN jsonb_array_elements(o.items) AS item
  WHERE o.status <> 'Cancelled' GROUP BY 1, 2;
