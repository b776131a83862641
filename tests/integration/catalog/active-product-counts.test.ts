// The product list's totals for lists filtered by nothing but a category come from counts that
// triggers keep (migrations 0022, 0023): they must stay equal to counting the active products, whatever
// adds, removes, hides or moves products, one at a time or many in one statement, before and after
// the upkeep folds them, and no two transactions changing products may wait on each other for them.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { foldActiveProductCounts } from "../../../src/catalog/active-product-counts";
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
      sql`SELECT c.category,
                 (SELECT coalesce(sum(k.products), 0)::int FROM active_product_counts k WHERE k.category = c.category) AS kept,
                 (SELECT count(*)::int FROM products p WHERE p.status = 'Active' AND p.category = c.category) AS counted
          FROM unnest(${sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(", ")}]`)}::text[]) WITH ORDINALITY AS c(category, n)
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

  it("are folded into one row per category, none for a category left at zero, the totals unchanged", async () => {
    await run(sql`UPDATE products SET status = 'Inactive' WHERE category = 'Hat'`);
    await run(sql`UPDATE products SET status = 'Active' WHERE name LIKE 'Counted Tee %' AND category = 'T-Shirt'`);
    // xmin: the transaction that wrote a row, which a fold that rewrites it changes.
    const rows = async () =>
      queryRows<{ category: string; rows: number; versions: string }>(
        shop().app.db,
        sql`SELECT category, count(*)::int AS rows, string_agg(xmin::text, ',') AS versions
            FROM active_product_counts GROUP BY category ORDER BY category`,
      );
    expect((await rows()).some((row) => row.rows > 1)).toBe(true);
    await expectCountsRight();
    expect(await foldActiveProductCounts(shop().app)).toBeGreaterThan(CATEGORIES.length);
    const folded = await rows();
    expect(folded.every((row) => row.rows === 1)).toBe(true);
    expect(folded.map((row) => row.category)).not.toContain("Hat");
    await expectCountsRight();
    // Nothing left to fold: no row is written again.
    expect(await foldActiveProductCounts(shop().app)).toBe(0);
    expect(await rows()).toEqual(folded);
    await expectCountsRight();
    // One new row for a category: only that category is folded.
    const [hidden] = await queryRows<{ category: string }>(
      shop().app.db,
      sql`UPDATE products SET status = 'Inactive'
          WHERE id = (SELECT id FROM products WHERE status = 'Active' AND category = 'T-Shirt' LIMIT 1)
          RETURNING category`,
    );
    expect(await foldActiveProductCounts(shop().app)).toBe(2);
    const refolded = await rows();
    expect(refolded.filter((row) => row.category !== hidden.category)).toEqual(
      folded.filter((row) => row.category !== hidden.category),
    );
    expect(refolded.every((row) => row.rows === 1)).toBe(true);
    await expectCountsRight();
  });

  it("let two transactions hide products of the same categories in opposite orders at once", async (test) => {
    // PGlite has one connection: its transactions run one after another and cannot interleave.
    if (shop().driver !== "postgres") return test.skip();
    const activeOf = async (category: string) =>
      (
        await queryRows<{ id: string }>(
          shop().app.db,
          sql`SELECT id FROM products WHERE status = 'Active' AND category = ${category} ORDER BY id LIMIT 2`,
        )
      ).map((row) => row.id);
    const [jeans, tees] = [await activeOf("Jeans"), await activeOf("T-Shirt")];
    expect([jeans.length, tees.length]).toEqual([2, 2]);
    const hide = (tx: { execute: typeof run }, id: string) =>
      tx.execute(sql`UPDATE products SET status = 'Inactive' WHERE id = ${id}`);
    let firstHid!: () => void;
    let secondHid!: () => void;
    const firstHasHidden = new Promise<void>((resolve) => (firstHid = resolve));
    const secondHasHidden = new Promise<void>((resolve) => (secondHid = resolve));
    // With one row per category, each waited for the other's row: a deadlock, one of them ended.
    const results = await Promise.allSettled([
      shop().app.db.transaction(async (tx) => {
        await hide(tx, jeans[0]);
        firstHid();
        await secondHasHidden;
        await hide(tx, tees[0]);
      }),
      shop().app.db.transaction(async (tx) => {
        await firstHasHidden;
        await hide(tx, tees[1]);
        secondHid();
        await hide(tx, jeans[1]);
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    await expectCountsRight();
  });
});
