-- The sales-report trigger of migration 0007 built its two upserts as text and ran them with EXECUTE, so
-- PostgreSQL parsed and planned both again on every order: about a millisecond per checkout, spent at the
-- end of the order statement while the ordered products' rows are held. Static statements are planned once
-- per connection and kept. A statement naming a transition table the trigger does not have fails, so each
-- kind of change has its own pair, each the statement 0007 built for it, with the same results.
CREATE OR REPLACE FUNCTION count_order_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket smallint := floor(random() * 16);
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (SELECT 1 AS sign, * FROM new_rows)
    INSERT INTO order_day_totals AS t (day, slot, payment_method, state, orders, amount_kobo)
      SELECT (created_at AT TIME ZONE 'Africa/Lagos')::date, bucket, payment_method, coalesce(shipping_address ->> 'state', ''),
        sum(sign), sum(sign * total_amount_kobo)
      FROM changes WHERE status <> 'Cancelled'
      GROUP BY 1, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * total_amount_kobo) <> 0
      ORDER BY 1, 3, 4
    ON CONFLICT (day, slot, payment_method, state)
      DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo;
    WITH changes AS (SELECT 1 AS sign, * FROM new_rows)
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
      revenue_kobo = p.revenue_kobo + EXCLUDED.revenue_kobo, product_name = EXCLUDED.product_name;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changes AS (SELECT -1 AS sign, * FROM old_rows)
    INSERT INTO order_day_totals AS t (day, slot, payment_method, state, orders, amount_kobo)
      SELECT (created_at AT TIME ZONE 'Africa/Lagos')::date, bucket, payment_method, coalesce(shipping_address ->> 'state', ''),
        sum(sign), sum(sign * total_amount_kobo)
      FROM changes WHERE status <> 'Cancelled'
      GROUP BY 1, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * total_amount_kobo) <> 0
      ORDER BY 1, 3, 4
    ON CONFLICT (day, slot, payment_method, state)
      DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo;
    WITH changes AS (SELECT -1 AS sign, * FROM old_rows)
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
      revenue_kobo = p.revenue_kobo + EXCLUDED.revenue_kobo, product_name = EXCLUDED.product_name;
  ELSE
    WITH changes AS (SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows)
    INSERT INTO order_day_totals AS t (day, slot, payment_method, state, orders, amount_kobo)
      SELECT (created_at AT TIME ZONE 'Africa/Lagos')::date, bucket, payment_method, coalesce(shipping_address ->> 'state', ''),
        sum(sign), sum(sign * total_amount_kobo)
      FROM changes WHERE status <> 'Cancelled'
      GROUP BY 1, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * total_amount_kobo) <> 0
      ORDER BY 1, 3, 4
    ON CONFLICT (day, slot, payment_method, state)
      DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo;
    WITH changes AS (SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows)
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
      revenue_kobo = p.revenue_kobo + EXCLUDED.revenue_kobo, product_name = EXCLUDED.product_name;
  END IF;
  RETURN NULL;
END;
$$;
