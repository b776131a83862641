// The product list's totals for lists filtered by nothing but a category come from counts that
// triggers keep (migration 0022): they must stay equal to counting the active products, whatever
// adds, removes, hides or moves products, one at a time or many in one statement.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { queryRows } from "../../../src/db/client";
import { CATEGORIES } from "../../../src/shop/constants";
import { describeOnEachDatabase } from "../../support/shop";

describeOnEachDatabase("the kept counts of active products", (shop) => {
  beforeAll(async () => {
    await seedSampleCatalog(shop().app);
  });

  const run = (statement: ReturnType<typeof sql>) => shop().app.db.execute(statement);

  /** Each category's kept count beside a count of its active products: equal when the triggers are right. */
  async function keptAndCounted() {
    const rows = await queryRows<{ category: string; kept: number; counted: number }>(
      shop().app.db,
      sql`SELECT c.category, coalesce(k.products, 0)::int AS kept,
                 (SELECT count(*)::int FROM products p WHERE p.status = 'Active' AND p.category = c.category) AS counted
          FROM unnest(${sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(", ")}]`)}::text[]) WITH ORDINALITY AS c(category, n)
          LEFT JOIN active_product_counts k ON k.category = c.category
          ORDER BY c.n`,
    );
    return {
      kept: rows.map((row) => [row.category, row.kept]),
      counted: rows.map((row) => [row.category, row.counted]),
    };
  }

  /** What the products API says there are, in all and per category, beside the counts. */
  async function listedTotals() {
    const totals = async (query: string) => (await shop().call(`/api/v1/products?limit=1${query}`)).body.total;
    return {
      all: await totals(""),
      byCategory: await Promise.all(CATEGORIES.map((category) => totals(`&category=${encodeURIComponent(category)}`))),
    };
  }

  async function expectCountsRight() {
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    shop().app.publicCache.invalidate();
    const listed = await listedTotals();
    expect(listed.byCategory).toEqual(counted.map(([, count]) => count));
    expect(listed.all).toBe(counted.reduce((sum, [, count]) => sum + Number(count), 0));
  }

  it("match the active products after the sample catalog, and after many are added in one statement", async () => {
    await expectCountsRight();
    await run(sql`
      INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors, status)
      SELECT 'Counted Tee ' || g, 'A tee.', 500000 + g, 5, '/media/none-480.webp',
             CASE WHEN g % 3 = 0 THEN 'Hat' ELSE 'T-Shirt' END, '{M}', '{Black}',
             CASE WHEN g % 5 = 0 THEN 'Inactive' ELSE 'Active' END
      FROM generate_series(1, 40) AS g`);
    await expectCountsRight();
  });

  it("follow a product hidden and shown again, moved to another category, and both at once", async () => {
    const ids = async (like: string) =>
      (
        await queryRows<{ id: string }>(
          shop().app.db,
          sql`SELECT id FROM products WHERE name LIKE ${like} ORDER BY name`,
        )
      ).map((row) => row.id);
    const tees = await ids("Counted Tee %");
    await run(sql`UPDATE products SET status = 'Inactive' WHERE id = ${tees[0]}`);
    await expectCountsRight();
    await run(sql`UPDATE products SET status = 'Active' WHERE id IN (${tees[0]}, ${tees[4]})`);
    await expectCountsRight();
    await run(sql`UPDATE products SET category = 'Jeans' WHERE id IN (${tees[1]}, ${tees[2]})`);
    await expectCountsRight();
    await run(sql`UPDATE products SET category = 'Hat', status = 'Inactive' WHERE id = ${tees[3]}`);
    await expectCountsRight();
    // A stock change (every checkout) leaves the counts as they are, and they stay right.
    await run(sql`UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = ${tees[5]}`);
    await expectCountsRight();
  });

  it("follow products deleted, several in one statement", async () => {
    await run(sql`DELETE FROM products WHERE name LIKE 'Counted Tee 1%'`);
    await expectCountsRight();
  });
});
