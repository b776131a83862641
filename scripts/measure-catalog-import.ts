// `npx tsx scripts/measure-catalog-import.ts [--rows 10000] [--one-variant]`
// Times the catalog CSV import (decision 021) on the configured database (DATABASE_URL, else PGlite
// under DATA_DIR; use a scratch one: it adds products): a new file of --rows variants (products of
// five sizes × two colours), the whole catalog re-imported from its export as updates, unchanged and
// with every stock one more, and that export with one bad line at its end, refused after every row is checked. Not a test: figures vary by machine.
import { parseArgs } from "node:util";
import { importCatalogCsv } from "../src/catalog/catalog-import";
import { products } from "../src/catalog/tables";
import { CATALOG_CSV_HEADER, catalogCsv } from "../src/catalog/catalog-export";
import { startShopForScript } from "./start-shop";
import type { CurrentUser } from "../src/platform/access";
import { loadConfig } from "../src/platform/config";
import { csvCellText, csvLine, parseCsv } from "../src/platform/csv";

const { values } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, "one-variant": { type: "boolean", default: false } },
});
const rows = Number(values.rows);
// --one-variant: every product a single size and colour, the most products (and per-product work) per row.
const [sizes, colours] = values["one-variant"]
  ? [["M"], ["Black"]]
  : [
      ["S", "M", "L", "XL", "XXL"],
      ["Black", "White"],
    ];

const { app, close } = await startShopForScript(loadConfig());
const owner: CurrentUser = {
  id: "00000000-0000-0000-0000-000000000000",
  email: "owner@example.ng",
  fullName: "Owner",
  phone: "08031234567",
  role: "admin",
  isAdmin: true,
  adminSessionExpiresAt: null,
};
const [{ imageUrl }] = await app.db.select({ imageUrl: products.imageUrl }).from(products).limit(1);

const run = `${Date.now()}`;
const lines = [csvLine(CATALOG_CSV_HEADER)];
for (let i = 0; lines.length <= rows; i++)
  for (const size of sizes)
    for (const colour of colours)
      lines.push(
        csvLine([
          `m-${run}-${i}`,
          `Measured Tee ${run} ${i}`,
          "T-Shirt",
          "A soft cotton tee for the import measurement, long enough to look like a real description.",
          "12500.00",
          i % 3 === 0 ? "9999.99" : "",
          size,
          colour,
          `M-${run}-${i}-${size}-${colour}`,
          String(i % 9),
          "Active",
          imageUrl,
        ]),
      );
const file = lines.slice(0, rows + 1).join("");

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

const [created, createMs] = await timed(() => importCatalogCsv(app, owner, { csv: file, validRowsOnly: false }));
const exported = await new Response(catalogCsv(app, owner).body).text();
const [updated, updateMs] = await timed(() => importCatalogCsv(app, owner, { csv: exported, validRowsOnly: false }));
// Every variant one unit more: each product's total changes, so migration 0011's check runs at commit.
const restock = parseCsv(exported)
  .records.map((record, index) =>
    csvLine(record.map((cell, column) => (index > 0 && column === 9 ? String(Number(cell) + 1) : csvCellText(cell)))),
  )
  .join("");
const [restocked, restockMs] = await timed(() => importCatalogCsv(app, owner, { csv: restock, validRowsOnly: false }));
const bad = exported + csvLine(["", "Bad Tee", "T-Shirt", "x", "twelve", "", "M", "Navy", "", "1", "Active", imageUrl]);
const [refused, refuseMs] = await timed(() => importCatalogCsv(app, owner, { csv: bad, validRowsOnly: false }));

console.log(
  JSON.stringify(
    {
      driver: app.config.DATABASE_URL ? "postgres" : "pglite",
      newFile: { rows, megabytes: +(Buffer.byteLength(file) / 2 ** 20).toFixed(2), ms: createMs, ...pick(created) },
      exportReimported: {
        rows: exported.split("\r\n").length - 2,
        megabytes: +(Buffer.byteLength(exported) / 2 ** 20).toFixed(2),
        ms: updateMs,
        ...pick(updated),
      },
      everyStockChanged: { ms: restockMs, ...pick(restocked) },
      exportWithOneBadLine: { ms: refuseMs, imported: refused.imported, badLines: refused.badLines },
    },
    null,
    2,
  ),
);
await close();

function pick(report: { created: number; updated: number; variants: number }) {
  return { created: report.created, updated: report.updated, variants: report.variants };
}
