// Catalog CSV import (issue 14, decision 021): the owner's spreadsheet of products, one row per variant,
// in the columns the export writes. Every row is checked before anything is written; bad lines are
// named as a spreadsheet numbers them; the whole file or, by choice, only its valid products go in.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { userForSession } from "../../../src/accounts/sessions";
import { importCatalogCsv } from "../../../src/catalog/catalog-import";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { queryRows } from "../../../src/db/client";
import { csvLine } from "../../../src/platform/csv";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const HEADER = [
  "Handle",
  "Name",
  "Category",
  "Description",
  "Price (₦)",
  "Sale price (₦)",
  "Size",
  "Colour",
  "SKU",
  "Stock",
  "Status",
  "Image URLs",
];
const IMAGE = "/media/0123456789abcdef0123456789abcdef-800.webp";

/** A CSV file as a spreadsheet saves it: the header, then a row per variant. */
const csvOf = (rows: string[][], header = HEADER) => [header, ...rows].map(csvLine).join("");

/** A variant row of a new product, its product columns filled with good values unless given. */
function row(cells: Partial<Record<(typeof HEADER)[number], string>>): string[] {
  const filled: Record<string, string> = {
    Handle: "",
    Name: "Import Tee",
    Category: "T-Shirt",
    Description: "Soft cotton tee",
    "Price (₦)": "12500.00",
    "Sale price (₦)": "",
    Size: "M",
    Colour: "Navy",
    SKU: "",
    Stock: "4",
    Status: "Active",
    "Image URLs": IMAGE,
    ...cells,
  };
  return HEADER.map((title) => filled[title]);
}

describeOnEachDatabase("catalog CSV import", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    await seedSampleCatalog(shop().app);
  });

  const exportCsv = async () => {
    const res = await fetch(`${shop().baseUrl}/api/v1/admin/products.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const importCsv = (csv: string, options: { validRowsOnly?: boolean; token?: string } = {}) =>
    shop().call(`/api/v1/admin/products.csv${options.validRowsOnly ? "?validRowsOnly=true" : ""}`, {
      method: "POST",
      token: options.token ?? admin,
      headers: { "content-type": "text/csv; charset=utf-8" },
      body: csv,
    });
  /** Every product as the admin API shows it, in id order. */
  const catalog = async () => {
    const items: ApiJson[] = [];
    for (let page = 1; ; page++) {
      const res = await shop().call(`/api/v1/admin/products?limit=100&page=${page}`, { token: admin });
      items.push(...res.body.items);
      if (items.length >= res.body.total) break;
    }
    return items.sort((a, b) => a.id.localeCompare(b.id));
  };
  const byName = async (name: string) => (await catalog()).filter((product) => product.name === name);
  /** Products whose total is not the sum of their variants (decision 017): none, always. */
  const totalsOff = async () =>
    (
      await queryRows<{ n: number }>(
        shop().app.db,
        sql`SELECT count(*)::int AS n FROM products p
            WHERE p.stock_quantity <> (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = p.id)`,
      )
    )[0].n;

  it("reads back its own export unchanged: export → import → the same export and the same products", async () => {
    const made = await shop().call("/api/v1/admin/products", {
      token: admin,
      json: {
        name: "=Round Trip Jersey",
        description: '-Soft, "breathable"\nmatch-day jersey',
        priceKobo: 20_000_50,
        salePriceKobo: 15_000_00,
        isOnSale: true,
        category: "Jersey",
        imageUrl: IMAGE,
        images: ["/media/fedcba9876543210fedcba9876543210-800.webp"],
        sizes: ["XL", "M"],
        colors: ["White", "Navy"],
        variants: [
          { size: "XL", color: "White", stockQuantity: 2, sku: "RT-XL-WHT" },
          { size: "M", color: "Navy", stockQuantity: 5, sku: "RT-M-NVY" },
        ],
      },
    });
    expect(made.status).toBe(201);
    const before = await exportCsv();
    const productsBefore = await catalog();
    const rows = before.trim().split("\r\n").length - 1;

    const res = await importCsv(before);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      imported: true,
      created: 0,
      updated: productsBefore.length,
      variants: rows,
      skipped: 0,
      badLines: [],
    });
    expect(res.body.summary).toBe(
      `Imported ${productsBefore.length} products (0 new, ${productsBefore.length} updated) with ${rows} variants.`,
    );
    expect(await exportCsv()).toBe(before);
    expect(await catalog()).toEqual(productsBefore);
    const product = (await shop().call(`/api/v1/products/${made.body.product.id}`)).body;
    expect(product.variants.map((v: ApiJson) => [v.size, v.color, v.sku, v.stockQuantity])).toEqual([
      ["XL", "White", "RT-XL-WHT", 2],
      ["XL", "Navy", null, 0],
      ["M", "White", null, 0],
      ["M", "Navy", "RT-M-NVY", 5],
    ]);
  });

  it("names each bad line and its reason, with the product form's messages, and writes nothing", async () => {
    const before = await exportCsv();
    const csv = csvOf([
      row({ Name: "Good Tee", Size: "S" }),
      row({ Name: "Good Tee", Size: "M", SKU: "GOOD-M" }),
      row({ Name: "Pricey Tee", "Price (₦)": "twelve" }),
      row({ Name: "Sizeless Tee", Size: "XXXL" }),
      row({ Name: "Counted Tee", Stock: "-1" }),
      row({ Name: "", Category: "Jackets" }),
      row({ Name: "Sale Tee", "Sale price (₦)": "13000" }),
      row({ Name: "Linked Tee", "Image URLs": "javascript:alert(1)" }),
      [],
      row({ Name: "Twice Tee", Size: "L" }),
      row({ Name: "Twice Tee", Size: "L", "Price (₦)": "9000" }),
    ]);
    const res = await importCsv(csv);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      "Nothing was imported: 9 lines need fixing. Fix them and upload the file again, or import only the valid rows.",
    );
    expect(res.body.error.badLines).toEqual([
      { line: 4, message: "Please enter the price in naira, e.g. 12500.00" },
      { line: 5, message: 'Unknown size: "XXXL"' },
      { line: 6, message: "Stock cannot be negative" },
      { line: 7, message: "Product Name is required" },
      { line: 7, message: 'Please choose a category from the list: "Jackets"' },
      { line: 8, message: "Sale price must be lower than the price" },
      { line: 9, message: "Images must be uploaded through the image upload" },
      { line: 12, message: "Price (₦) differs from line 11 of the same product" },
      { line: 12, message: "L, Navy is given twice (also on line 11)" },
    ]);
    expect(await exportCsv()).toBe(before);
  });

  it("imports only the valid products when the owner asks, and says which lines were left out", async () => {
    const csv = csvOf([
      row({ Handle: "valid-hoodie", Name: "Valid Hoodie", Category: "hoodie", Size: "m", Colour: "black" }),
      row({ Handle: "valid-hoodie", Name: "", Category: "", Size: "L", Colour: "Black", Stock: "3", SKU: "VH-L-BLK" }),
      row({ Handle: "VALID-HOODIE", Name: "Valid Hoodie", Category: "Hoodie", Size: "M", Colour: "Red", Stock: "1" }),
      row({ Name: "Broken Hoodie", Stock: "lots" }),
      row({ Name: "Broken Hoodie", Size: "L" }),
    ]);
    const res = await importCsv(csv, { validRowsOnly: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ imported: true, created: 1, updated: 0, variants: 4, skipped: 1 });
    expect(res.body.badLines).toEqual([{ line: 5, message: "Stock must be a number" }]);
    expect(res.body.summary).toBe(
      "Imported 1 product (1 new, 0 updated) with 4 variants. 1 product was left out because of bad lines.",
    );
    expect(await byName("Broken Hoodie")).toEqual([]);
    const [hoodie] = await byName("Valid Hoodie");
    expect(hoodie).toMatchObject({ category: "Hoodie", sizes: ["M", "L"], colors: ["Black", "Red"], stockQuantity: 8 });
    // A combination without a row (L, Red) is offered with no stock, like a cell left empty in the grid.
    expect(hoodie.variants.map((v: ApiJson) => [v.size, v.color, v.sku, v.stockQuantity])).toEqual([
      ["M", "Black", null, 4],
      ["M", "Red", null, 1],
      ["L", "Black", "VH-L-BLK", 3],
      ["L", "Red", null, 0],
    ]);
    const shopView = await shop().call(`/api/v1/products?search=${encodeURIComponent("Valid Hoodie")}`);
    expect(shopView.body.items.map((p: ApiJson) => p.id)).toContain(hoodie.id);
    expect(await totalsOff()).toBe(0);
  });

  it("refuses a SKU given twice in the file or already used by another product, and lets two products swap theirs", async () => {
    const first = csvOf([
      row({ Handle: "a", Name: "Swap A", SKU: "SWAP-1" }),
      row({ Handle: "b", Name: "Swap B", SKU: "SWAP-2" }),
    ]);
    expect((await importCsv(first)).status).toBe(200);
    const [a] = await byName("Swap A");
    const [b] = await byName("Swap B");

    const twice = await importCsv(
      csvOf([row({ Name: "Dup Tee", Size: "S", SKU: "DUP-1" }), row({ Name: "Dup Tee", Size: "M", SKU: "DUP-1" })]),
    );
    expect(twice.body.error.badLines).toEqual([{ line: 3, message: "SKU DUP-1 is given twice (also on line 2)" }]);
    const taken = await importCsv(csvOf([row({ Name: "Thief Tee", SKU: "SWAP-1" })]));
    expect(taken.status).toBe(422);
    expect(taken.body.error.badLines).toEqual([{ line: 2, message: "SKU SWAP-1 is already used by another product" }]);
    expect(await byName("Thief Tee")).toEqual([]);

    // Both products are rewritten by the file, so each may take the other's SKU.
    const swap = await importCsv(
      csvOf([
        row({ Handle: a.id, Name: "Swap A", SKU: "SWAP-2" }),
        row({ Handle: b.id, Name: "Swap B", SKU: "SWAP-1" }),
      ]),
    );
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    expect(swap.body).toMatchObject({ created: 0, updated: 2 });
    const skuOf = async (id: string) => (await shop().call(`/api/v1/products/${id}`)).body.variants[0].sku;
    expect([await skuOf(a.id), await skuOf(b.id)]).toEqual(["SWAP-2", "SWAP-1"]);

    // A gives its SKU to B but has a bad line: fixing that line is all the owner must do...
    const handover = csvOf([
      row({ Handle: a.id, Name: "Swap A", SKU: "SWAP-3", Stock: "many" }),
      row({ Handle: b.id, Name: "Swap B", SKU: "SWAP-2" }),
    ]);
    expect((await importCsv(handover)).body.error.badLines).toEqual([{ line: 2, message: "Stock must be a number" }]);
    // ...while importing only the valid rows leaves A as it is, SKU included, so B cannot have it.
    const validOnly = await importCsv(handover, { validRowsOnly: true });
    expect(validOnly.status).toBe(422);
    expect(validOnly.body.error.message).toBe(
      "Nothing was imported: every product has a bad line (2 lines need fixing).",
    );
    expect(validOnly.body.error.badLines).toEqual([
      { line: 2, message: "Stock must be a number" },
      { line: 3, message: "SKU SWAP-2 is already used by another product" },
    ]);
    expect([await skuOf(a.id), await skuOf(b.id)]).toEqual(["SWAP-2", "SWAP-1"]);
  });

  it("reports a row with a control character, a blank size beside sized rows, and a quote never closed", async () => {
    const csv =
      csvOf([
        row({ Name: "Odd Tee", Description: "Bell\u0007 tee" }),
        row({ Name: "Half Sized Tee", Size: "" }),
        row({ Name: "Half Sized Tee", Size: "L" }),
      ]) + '"","Open Tee","T-Shirt","never closed,12500';
    const res = await importCsv(csv);
    expect(res.body.error.badLines).toEqual([
      { line: 2, message: "Text must not contain control characters." },
      { line: 3, message: "Size is missing: other rows of this product have sizes" },
      { line: 5, message: 'A quoted cell is never closed (a " is missing)' },
    ]);
  });

  it("updates a product by its handle: prices, stock per variant, and the sizes and colours its rows name", async () => {
    expect((await importCsv(csvOf([row({ Handle: "u", Name: "Update Polo", Category: "Polo" })]))).status).toBe(200);
    const [polo] = await byName("Update Polo");
    const res = await importCsv(
      csvOf([
        row({
          Handle: polo.id,
          Name: "Update Polo",
          Category: "Polo",
          "Sale price (₦)": "9999.99",
          Size: "S",
          Colour: "Red",
          Stock: "7",
          Status: "",
        }),
        row({ Handle: polo.id, Name: "", Category: "", Size: "S", Colour: "White", Stock: "2", Status: "inactive" }),
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ created: 0, updated: 1, variants: 2 });
    const [after] = await byName("Update Polo");
    expect(after).toMatchObject({
      id: polo.id,
      salePriceKobo: 9_999_99,
      isOnSale: true,
      status: "Inactive",
      sizes: ["S"],
      colors: ["Red", "White"],
      stockQuantity: 9,
    });
    expect(after.variants.map((v: ApiJson) => [v.size, v.color, v.stockQuantity])).toEqual([
      ["S", "Red", 7],
      ["S", "White", 2],
    ]);
    expect(await totalsOff()).toBe(0);
    // The product made inactive added a row to the kept counts (migration 0023); the import folded them.
    const counts = await queryRows<{ rows: number }>(
      shop().app.db,
      sql`SELECT count(*)::int AS rows FROM active_product_counts GROUP BY category`,
    );
    expect(counts.every((count) => count.rows === 1)).toBe(true);
  });

  it("takes the file as a multipart upload too, and refuses a bad header, an empty file and a file over 10 MB", async () => {
    const form = new FormData();
    form.append(
      "file",
      new File([csvOf([row({ Name: "Multipart Hat", Category: "Hat", Size: "One Size", Colour: "" })])], "hats.csv", {
        type: "text/csv",
      }),
    );
    const upload = await shop().call("/api/v1/admin/products.csv", { method: "POST", token: admin, body: form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect((await byName("Multipart Hat"))[0]).toMatchObject({ sizes: ["One Size"], colors: [], stockQuantity: 4 });

    const header = await importCsv(
      csvOf(
        [row({})],
        HEADER.map((title) => (title === "Stock" ? "Stok" : title)),
      ),
    );
    expect(header.status).toBe(422);
    expect(header.body.error.badLines).toEqual([
      { line: 1, message: 'Unknown column "Stok"' },
      { line: 1, message: 'The column "Stock" is missing' },
      { line: 1, message: `The columns are: ${HEADER.join(", ")}` },
    ]);
    const empty = await importCsv(csvOf([]));
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe("The CSV file has no product rows.");
    const huge = await importCsv(csvOf([row({ Description: "x".repeat(10 * 1024 * 1024) })]));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe("The CSV file must be 10 MB or smaller.");
    const wrongType = await shop().call("/api/v1/admin/products.csv", { token: admin, json: { csv: "Handle" } });
    expect(wrongType.status).toBe(415);
  });

  it("is for admins only: a shopper and a visitor are refused and nothing is written", async () => {
    const csv = csvOf([row({ Name: "Sneaky Tee" })]);
    const shopper = await createSignedInUser(shop().app);
    expect((await importCsv(csv, { token: shopper.token })).status).toBe(403);
    const visitor = await fetch(`${shop().baseUrl}/api/v1/admin/products.csv`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    });
    expect(visitor.status).toBe(401);
    expect(await byName("Sneaky Tee")).toEqual([]);
  });

  it("reads and checks a file's rows in slices, offering other requests a turn between them", async () => {
    // 400 products of two rows, the last row bad: every row is read and checked, and nothing is written.
    const rows = Array.from({ length: 800 }, (_, i) =>
      row({ Handle: `sliced-${i >> 1}`, Name: `Sliced Tee ${i >> 1}`, Size: i % 2 ? "L" : "M" }),
    );
    rows.push(row({ Name: "Bad Tee", "Price (₦)": "twelve" }));
    const owner = await userForSession(shop().app, admin);
    // Turns are counted where the import offers them: waiting on the database gives turns anyway.
    let offered = 0;
    const report = await importCatalogCsv(shop().app, owner, { csv: csvOf(rows), validRowsOnly: false }, () => {
      offered++;
      return new Promise((resolve) => setImmediate(resolve));
    });
    expect(report).toMatchObject({ imported: false, badLines: [{ line: 802 }] });
    // One at least every 64 rows read and after every product checked.
    expect(offered).toBeGreaterThanOrEqual(801 / 64 + 400 - 1);
  });

  it("imports 10,000 rows (1,000 new products of 10 variants), each product's stock the sum of its variants", async () => {
    const sizes = ["S", "M", "L", "XL", "XXL"];
    const rows: string[][] = [];
    for (let p = 0; p < 1000; p++)
      for (const size of sizes)
        for (const colour of ["Black", "White"])
          rows.push(
            row({
              Handle: `bulk-${p}`,
              Name: `Bulk Tee ${p}`,
              Size: size,
              Colour: colour,
              SKU: `BULK-${p}-${size}-${colour}`,
              Stock: String((p + size.length) % 7),
            }),
          );
    const res = await importCsv(csvOf(rows));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body).toMatchObject({ created: 1000, updated: 0, variants: 10_000, badLines: [] });
    const [counts] = await queryRows<{ products: number; variants: number; units: number }>(
      shop().app.db,
      sql`SELECT count(DISTINCT p.id)::int AS products, count(v.id)::int AS variants, sum(v.stock_quantity)::int AS units
          FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.name LIKE 'Bulk Tee %'`,
    );
    const expectedUnits = rows.reduce((sum, cells) => sum + Number(cells[HEADER.indexOf("Stock")]), 0);
    expect(counts).toEqual({ products: 1000, variants: 10_000, units: expectedUnits });
    expect(await totalsOff()).toBe(0);
  });
});
