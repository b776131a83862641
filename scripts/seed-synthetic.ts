// `npm run seed:synthetic -- --products N --orders M [--shoppers S]`
// Fills the configured database (DATABASE_URL, else PGlite under DATA_DIR) with a large synthetic
// catalog (five sizes × two colours: about 10 variants a product, made by migration 0011's trigger
// from each product's stock) and order book for benchmarks, using set-based INSERT … SELECT so millions of rows take
// seconds, not hours. Writes bench credentials (admin and shopper session tokens) to
// $DATA_DIR/bench-credentials.json.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { startShopForScript } from "./start-shop";
import { queryRows } from "../src/db/client";
import { loadConfig } from "../src/platform/config";
import { startSession } from "../src/accounts/sessions";
import { CATEGORIES, COLORS, SIZES } from "../src/shop/constants";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "1000" },
    orders: { type: "string", default: "0" },
    shoppers: { type: "string", default: "200" },
  },
});
const productCount = Number(values.products);
const orderCount = Number(values.orders);
const shopperCount = Number(values.shoppers);

const ADJECTIVES = [
  "Lagos",
  "Abuja",
  "Eko",
  "Naija",
  "Savannah",
  "Harmattan",
  "Coastal",
  "Urban",
  "Royal",
  "Classic",
  "Street",
  "Owambe",
];
const toSqlArray = (items: readonly string[]) => `{${items.map((i) => `"${i}"`).join(",")}}`;

const config = loadConfig();
const { app, close } = await startShopForScript(config);
const db = app.db;
const started = Date.now();

const [{ have }] = await queryRows<{ have: number }>(db, sql`SELECT count(*)::int AS have FROM products`);
const toAdd = Math.max(0, productCount - have);

// Synthetic products reuse the generated images of the sample catalog, category by category.
for (let offset = 0; offset < toAdd; offset += 50_000) {
  const batch = Math.min(50_000, toAdd - offset);
  await db.execute(sql`
    WITH cat AS (SELECT ${toSqlArray(CATEGORIES)}::text[] AS names),
         img AS MATERIALIZED (SELECT category, array_agg(DISTINCT image_url) AS urls FROM products GROUP BY category)
    INSERT INTO products (name, description, price_kobo, sale_price_kobo, is_on_sale, is_new, stock_quantity,
                          status, image_url, images, category, sizes, colors, priority, rating_sum, review_count, created_at)
    SELECT (${toSqlArray(ADJECTIVES)}::text[])[1 + (g % ${ADJECTIVES.length})] || ' ' || c.name || ' ' || g,
           'A well-made ' || lower(c.name) || ' from the BAY synthetic catalog, number ' || g || '.',
           p.price, CASE WHEN g % 7 = 0 THEN (p.price * 0.8)::int END, g % 7 = 0, g % 11 = 0,
           CASE WHEN g % 23 = 0 THEN 0 ELSE 1 + (g % 60) END,
           CASE WHEN g % 50 = 0 THEN 'Inactive' ELSE 'Active' END,
           coalesce((SELECT urls[1 + (g % array_length(urls, 1))] FROM img WHERE img.category = c.name),
                    (SELECT image_url FROM products LIMIT 1)),
           '{}'::text[], c.name,
           CASE WHEN c.name = 'Hat' THEN '{"One Size"}'::text[]
                WHEN c.name IN ('Jeans', 'Shorts') THEN (${toSqlArray(SIZES)}::text[])[6:10]
                ELSE (${toSqlArray(SIZES)}::text[])[1:5] END,
           ARRAY[(${toSqlArray(COLORS)}::text[])[1 + (g % 6)], (${toSqlArray(COLORS)}::text[])[1 + ((g / 6) % 6)]],
           999, (g % 6) * (1 + g % 5), g % 6, now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
    FROM generate_series(${have + offset + 1}::int, ${have + offset + batch}::int) AS g
    CROSS JOIN LATERAL (SELECT (cat.names)[1 + (g % ${CATEGORIES.length})] AS name FROM cat) AS c
    CROSS JOIN LATERAL (SELECT (500000 + (g * 7919) % 4000000)::int AS price) AS p
  `);
}

// Products the checkout benchmark buys: twenty that never run out, one with the last 20 units.
await db.execute(sql`
  INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors, priority)
  SELECT v.name, 'Bought by the checkout benchmark.', 1500000, v.stock, (SELECT image_url FROM products LIMIT 1), 'Hat', '{"One Size"}', '{"Black"}', 999
  FROM (SELECT 'Bench Checkout Cap ' || g AS name, 100000000 AS stock FROM generate_series(1, 20) AS g
        UNION ALL VALUES ('Bench Last Units Cap', 20)) AS v(name, stock)
  WHERE NOT EXISTS (SELECT 1 FROM products WHERE name = v.name)`);

// Shoppers and an admin with live sessions, so load tests skip the (deliberately slow) password hash.
await db.execute(sql`
  INSERT INTO users (email, password_hash, full_name, phone_number, role)
  SELECT 'bench-shopper-' || g || '@bench.bay', 'bench-no-login', 'Bench Shopper ' || g, '0803' || lpad(g::text, 7, '0'), 'customer'
  FROM generate_series(1, ${shopperCount}::int) AS g
  ON CONFLICT (email) DO NOTHING`);
await db.execute(sql`
  INSERT INTO users (email, password_hash, full_name, phone_number, role)
  VALUES ('bench-admin@bench.bay', 'bench-no-login', 'Bench Admin', '08030000000', 'admin')
  ON CONFLICT (email) DO NOTHING`);
const shoppers = await queryRows<{ id: string }>(
  db,
  sql`SELECT id FROM users WHERE email LIKE 'bench-shopper-%' ORDER BY email`,
);
const [benchAdmin] = await queryRows<{ id: string }>(
  db,
  sql`SELECT id FROM users WHERE email = 'bench-admin@bench.bay'`,
);
const shopperTokens: string[] = [];
for (const shopper of shoppers) shopperTokens.push((await startSession(app, shopper.id)).token);
const adminToken = (await startSession(app, benchAdmin.id)).token;

const [{ haveOrders }] = await queryRows<{ haveOrders: number }>(
  db,
  sql`SELECT count(*)::int AS "haveOrders" FROM orders`,
);
const ordersToAdd = Math.max(0, orderCount - haveOrders);
// A million rows through the per-order totals trigger take minutes; the totals are summed once instead.
await db.execute(sql`ALTER TABLE orders DISABLE TRIGGER orders_totals`);
try {
  for (let offset = 0; offset < ordersToAdd; offset += 100_000) {
    const batch = Math.min(100_000, ordersToAdd - offset);
    await db.execute(sql`
    WITH shoppers AS (SELECT array_agg(id ORDER BY email) AS ids, array_agg(email ORDER BY email) AS emails
                      FROM users WHERE email LIKE 'bench-shopper-%'),
         stock AS (SELECT array_agg(id) AS ids, array_agg(name) AS names, array_agg(price_kobo) AS prices, array_agg(image_url) AS images
                   FROM (SELECT id, name, price_kobo, image_url FROM products ORDER BY id LIMIT 500) p)
    INSERT INTO orders (order_number, user_id, status, payment_status, payment_method, subtotal_kobo, shipping_fee_kobo,
                        total_amount_kobo, items, shipping_address, customer_email, customer_phone, estimated_delivery_at, created_at)
    SELECT 'BAY-SYN' || upper(to_hex(g)), s.ids[1 + g % array_length(s.ids, 1)],
           (ARRAY['Pending','Shipped','Delivered','Cancelled'])[1 + g % 4], (ARRAY['Pending','Verified'])[1 + g % 2],
           'pay-on-delivery', k.prices[1 + g % array_length(k.ids, 1)] * (1 + g % 3), CASE WHEN g % 5 = 0 THEN 400000 ELSE 800000 END,
           k.prices[1 + g % array_length(k.ids, 1)] * (1 + g % 3) + CASE WHEN g % 5 = 0 THEN 400000 ELSE 800000 END,
           jsonb_build_array(jsonb_build_object('productId', k.ids[1 + g % array_length(k.ids, 1)], 'productName', k.names[1 + g % array_length(k.ids, 1)],
             'quantity', 1 + g % 3, 'priceKobo', k.prices[1 + g % array_length(k.ids, 1)], 'size', 'M', 'color', 'Black', 'imageUrl', k.images[1 + g % array_length(k.ids, 1)])),
           jsonb_build_object('fullName', 'Customer ' || g, 'phone', '08031234567', 'address', g || ' Allen Avenue',
             'city', CASE WHEN g % 5 = 0 THEN 'Ibadan' ELSE 'Ikeja' END, 'state', CASE WHEN g % 5 = 0 THEN 'Oyo' ELSE 'Lagos' END),
           s.emails[1 + g % array_length(s.emails, 1)], '08031234567',
           now() - (g % 400) * interval '1 day' + interval '72 hours', now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second'
    FROM generate_series(${offset + 1}::int, ${offset + batch}::int) AS g, shoppers s, stock k
    ON CONFLICT (order_number) DO NOTHING`);
  }
} finally {
  await db.execute(sql`ALTER TABLE orders ENABLE TRIGGER orders_totals`);
  await db.execute(sql`DELETE FROM order_totals`);
  await db.execute(sql`
    INSERT INTO order_totals (slot, status, orders, amount_kobo)
    SELECT 0, status, count(*), coalesce(sum(total_amount_kobo), 0) FROM orders GROUP BY status`);
}
// What autovacuum would have done by the time a shop has this much data: statistics for the planner,
// and a visibility map, without which counting a category reads each row instead of its index.
await db.execute(sql`VACUUM (ANALYZE)`);

const credentials = { adminToken, shopperTokens };
mkdirSync(config.DATA_DIR, { recursive: true });
writeFileSync(path.join(config.DATA_DIR, "bench-credentials.json"), JSON.stringify(credentials));
console.log(
  JSON.stringify({
    products: productCount,
    orders: orderCount,
    shoppers: shopperCount,
    seconds: (Date.now() - started) / 1000,
  }),
);
await close();
