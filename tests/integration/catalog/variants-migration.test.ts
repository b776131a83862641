// Migration 0011 turns every product into variants without losing a unit. The test migrates a
// database up to 0010, fills it with the sample catalog, many synthetic products and a few cart
// lines, then applies 0011 and compares.
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultMigrationsFolder, openPglite, queryRows } from "../../../src/db/client";
import { migrationsUpTo } from "../../support/migrations";
import { SAMPLE_CATALOG } from "../../../src/catalog/sample-catalog";
import { COLORS, SIZES } from "../../../src/shop/constants";

// Every shape (0 to 5 sizes × 0 to 6 colours, 42 in all) with every stock that gives its variants a
// different split: 0 to twice its variants and one more (each remainder, with 0, 1 and 2 units apiece),
// then 161 and 996. The split depends only on the stock's quotient and remainder by the variants, so
// these are all its cases (20,000 pseudo-random products took a worker 40 s for fewer guarantees).
const SHAPES = Array.from({ length: 6 * 7 }, (_, i) => ({ sizes: i % 6, colors: Math.floor(i / 6) }));
const variantsOf = (shape: { sizes: number; colors: number }) => Math.max(shape.sizes, 1) * Math.max(shape.colors, 1);
const SYNTHETIC = SHAPES.reduce((sum, shape) => sum + 2 * variantsOf(shape) + 2 + 2, 0);
const BEFORE_VARIANTS = "0010_discount_codes";

const sqlArray = (items: readonly string[]) => `{${items.map((i) => `"${i}"`).join(",")}}`;

let database: Awaited<ReturnType<typeof openPglite>>;
type Totals = { id: string; name: string; stock: number; sizes: string[]; colors: string[] };
let before: Totals[];
let migrationsFolder: ReturnType<typeof migrationsUpTo>;

beforeAll(async () => {
  migrationsFolder = migrationsUpTo(BEFORE_VARIANTS);
  database = await openPglite({ migrationsFolder: migrationsFolder.dir });
  const { db } = database;
  for (const p of SAMPLE_CATALOG) {
    await db.execute(sql`
      INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors)
      VALUES (${p.name}, ${p.description}, ${p.priceNaira * 100}, ${p.stock}, '/media/x.webp', ${p.category},
              ${sqlArray(p.sizes)}::text[], ${sqlArray(p.colors)}::text[])`);
  }
  await db.execute(sql`
    INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors)
    SELECT 'Synthetic ' || s || '×' || c || ' of ' || stock, 'x', 100000, stock, '/media/x.webp', 'T-Shirt',
           (${sqlArray(SIZES)}::text[])[1 : s], (${sqlArray(COLORS)}::text[])[1 : c]
    FROM generate_series(0, 5) AS s, generate_series(0, 6) AS c,
         LATERAL (SELECT generate_series(0, 2 * greatest(s, 1) * greatest(c, 1) + 1) UNION SELECT 161 UNION SELECT 996)
           AS stocks(stock)`);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, full_name, phone_number) VALUES ('ada@example.ng', 'x', 'Ada', '08031234567')`);
  // A line with its colour left open, and one for a size the product no longer has.
  await db.execute(sql`
    INSERT INTO cart_items (user_id, product_id, size, color, quantity)
    SELECT u.id, p.id, 'M', '', 1 FROM users u, products p WHERE p.name = 'Lagos Lions Home Jersey'
    UNION ALL
    SELECT u.id, p.id, 'XXXL', 'White', 1 FROM users u, products p WHERE p.name = 'Lagos Lions Home Jersey'`);
  before = await queryRows<Totals>(
    db,
    sql`SELECT id, name, stock_quantity AS stock, sizes, colors FROM products ORDER BY id`,
  );
  await migrate(database.db as never, { migrationsFolder: defaultMigrationsFolder() });
}, 300_000);

afterAll(async () => {
  await database?.close();
  migrationsFolder?.remove();
});

it("keeps every unit: each product's variants add up to its stock, on the sample catalog and every shape and split", async () => {
  const after = await queryRows<{ id: string; stock: number; variants: number; summed: number }>(
    database.db,
    sql`SELECT p.id, p.stock_quantity AS stock, count(v.id)::int AS variants, coalesce(sum(v.stock_quantity), 0)::int AS summed
        FROM products p LEFT JOIN product_variants v ON v.product_id = p.id GROUP BY p.id ORDER BY p.id`,
  );
  expect(after).toHaveLength(SAMPLE_CATALOG.length + SYNTHETIC);
  after.forEach((row, i) => {
    const old = before[i];
    expect(row.id).toBe(old.id);
    expect(row.stock).toBe(old.stock);
    expect(row.summed).toBe(old.stock);
    // One variant per size × colour; a product with neither has exactly one.
    expect(row.variants).toBe(Math.max(old.sizes.length, 1) * Math.max(old.colors.length, 1));
  });
  const [{ shopTotal }] = await queryRows<{ shopTotal: number }>(
    database.db,
    sql`SELECT sum(stock_quantity)::int AS "shopTotal" FROM product_variants`,
  );
  expect(shopTotal).toBe(before.reduce((sum, p) => sum + p.stock, 0));
});

it("spreads a product's stock evenly over its variants, the remainder a unit each to the first", async () => {
  // Lagos Lions Home Jersey: 100 units over S-XXL × White, Navy = 10 variants of 10.
  const jersey = await queryRows<{ size: string; color: string; stock: number }>(
    database.db,
    sql`SELECT v.size, v.color, v.stock_quantity AS stock FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.name = 'Lagos Lions Home Jersey' ORDER BY v.stock_quantity DESC, v.size, v.color`,
  );
  expect(jersey).toHaveLength(10);
  expect(jersey.map((v) => v.stock)).toEqual(Array(10).fill(10));
  const uneven = await queryRows<{ size: string; color: string; stock: number }>(
    database.db,
    sql`SELECT v.size, v.color, v.stock_quantity AS stock FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.name = 'Synthetic 5×3 of 161' ORDER BY v.stock_quantity DESC`,
  );
  // 161 units, sizes S-XXL (5), colours Red, Black, White (3): 15 variants of 10, and the remaining 11
  // a unit each to the first 11 (S to XL in Red, Black, White; XL in White is 12th).
  expect(uneven).toHaveLength(15);
  const elevens = uneven.filter((v) => v.stock === 11).map((v) => `${v.size}/${v.color}`);
  expect(elevens.sort()).toEqual(
    ["S", "M", "L"]
      .flatMap((s) => ["Red", "Black", "White"].map((c) => `${s}/${c}`))
      .concat(["XL/Red", "XL/Black"])
      .sort(),
  );
  expect(uneven.filter((v) => v.stock === 10).map((v) => `${v.size}/${v.color}`)).toEqual(
    expect.arrayContaining(["XL/White", "XXL/Red", "XXL/Black", "XXL/White"]),
  );
});

it("gives every cart line its variant: an open colour takes the first colour's, an unknown size goes", async () => {
  const lines = await queryRows<{ size: string; color: string; variantSize: string; variantColor: string }>(
    database.db,
    sql`SELECT c.size, c.color, v.size AS "variantSize", v.color AS "variantColor"
        FROM cart_items c JOIN product_variants v ON v.id = c.variant_id`,
  );
  expect(lines).toEqual([{ size: "M", color: "", variantSize: "M", variantColor: "White" }]);
});
