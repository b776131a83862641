import { IMAGE_NOT_ALLOWED, imageAddressRule } from "./image-addresses";
import { announceRestock } from "@/stock-alerts";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/db/client";
import { queryRows } from "@/db/client";
import { breaksUniqueKey } from "@/db/errors";
import { isUuid } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from "@/platform/control-characters";
import { csvCellText, parseCsv } from "@/platform/csv";
import { AppError, invalid } from "@/platform/errors";
import { forEachInSlices, timeSlices, type Breathe } from "@/platform/time-slices";
import { CATEGORIES, ONE_SIZE, PRODUCT_STATUSES } from "@/shop/constants";
import { readSizesAndColours, UNKNOWN_COLOUR, UNKNOWN_SIZE, type SizesAndColours } from "./sizes-and-colours";
import { FOLD_FAILED, foldActiveProductCounts } from "./active-product-counts";
import { CATALOG_CSV_HEADER } from "./catalog-export";
import { CATALOG_IMPORT_MAX_BYTES, CATALOG_IMPORT_TOO_LARGE } from "./catalog-import-limits";
import { naira, optionalText, wholeNumber } from "./product-form-schema";
import {
  productFields,
  SALE_PRICE_NOT_LOWER,
  saleUndercutsPrice,
  variantInputSchema,
  type VariantInput,
} from "./product-schema";
import { cellName, completeGrid, gridTotal } from "./variant-grid";

const EMPTY_FILE = "The CSV file has no product rows.";

/** Rows read between looks at the clock: a row is read in a few microseconds (a product is checked in a few hundred). */
const ROWS_PER_LOOK = 64;

/** POST /admin/products.csv?validRowsOnly=true: import the products whose lines are all good, skip the rest. */
export const catalogImportQuerySchema = z.object({
  validRowsOnly: z
    .enum(["true", "false"], { error: "validRowsOnly must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

/** A line of the file (as a spreadsheet numbers its rows, the header being line 1) and what is wrong with it. */
export type BadLine = { line: number; message: string };

export type CatalogImportReport = {
  /** Whether the catalog changed: not when a line is bad and the owner asked for the whole file or nothing. */
  imported: boolean;
  created: number;
  updated: number;
  /** The variants (size × colour) of the products written. */
  variants: number;
  /** Products left out because one of their lines is bad (with validRowsOnly). */
  skipped: number;
  badLines: BadLine[];
  /** One sentence for the owner, the same on the page and in the API. */
  summary: string;
};

type Key =
  | "handle"
  | "name"
  | "category"
  | "description"
  | "price"
  | "salePrice"
  | "size"
  | "colour"
  | "sku"
  | "stock"
  | "status"
  | "imageUrls";

// The export's columns in its order; "Colour" may be spelled "Color", and any column's case is free.
const COLUMNS: ReadonlyArray<{ key: Key; title: (typeof CATALOG_CSV_HEADER)[number]; required: boolean }> = [
  { key: "handle", title: "Handle", required: false },
  { key: "name", title: "Name", required: true },
  { key: "category", title: "Category", required: true },
  { key: "description", title: "Description", required: true },
  { key: "price", title: "Price (₦)", required: true },
  { key: "salePrice", title: "Sale price (₦)", required: false },
  { key: "size", title: "Size", required: true },
  { key: "colour", title: "Colour", required: true },
  { key: "sku", title: "SKU", required: false },
  { key: "stock", title: "Stock", required: true },
  { key: "status", title: "Status", required: false },
  { key: "imageUrls", title: "Image URLs", required: true },
];
const spelling = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/\s*\((₦|ngn|naira)\)$/, "")
    .replace(/\s+/g, " ")
    .replace(/^color$/, "colour");
const COLUMN_BY_SPELLING = new Map(COLUMNS.map((column) => [spelling(column.title), column]));

/** The product's own columns: repeated on each of its rows, or left blank after the first. */
const PRODUCT_KEYS = ["name", "category", "description", "price", "salePrice", "status", "imageUrls"] as const;
type ProductKey = (typeof PRODUCT_KEYS)[number];

/** A row of the file; `unreadable` says why its cells cannot be trusted (its product is bad with it). */
type Row = { line: number; cells: Record<Key, string>; unreadable?: string };

type Product = {
  /** The handle when it is an id (an existing product's, or a deleted one's to bring back), else a new id. */
  id: string;
  /** Whether the shop has a product of that id (known once the shop has been asked). */
  exists: boolean;
  fields: {
    name: string;
    description: string;
    category: string;
    priceKobo: number;
    salePriceKobo: number | null;
    isOnSale: boolean;
    status: (typeof PRODUCT_STATUSES)[number];
    imageUrl: string;
    images: string[];
    sizes: string[];
    colors: string[];
  };
  grid: VariantInput[];
  /** Where each SKU of the product was given. */
  skuLines: Map<string, number>;
};

/** Collects the bad lines, and which products they belong to. */
class Problems {
  readonly lines: BadLine[] = [];
  readonly badProducts = new Set<number>();
  add(product: number, line: number, message: string) {
    this.lines.push({ line, message });
    this.badProducts.add(product);
  }
}

/** "navy" is Navy: a value of a fixed list, spelled as the list spells it when only its case differs. */
function asListed(value: string, listed: readonly string[]): string {
  const lower = value.toLowerCase();
  return listed.find((item) => item.toLowerCase() === lower) ?? value;
}

/** The file's header: which column holds what, or why it cannot be read. */
function readHeader(header: string[]): { columns: Map<Key, number> } | { problems: string[] } {
  const columns = new Map<Key, number>();
  const problems: string[] = [];
  header.forEach((title, index) => {
    const column = COLUMN_BY_SPELLING.get(spelling(title));
    if (!column) {
      if (title.trim() !== "") problems.push(`Unknown column "${title.trim()}"`);
    } else if (columns.has(column.key)) problems.push(`The column "${column.title}" is given twice`);
    else columns.set(column.key, index);
  });
  for (const column of COLUMNS)
    if (column.required && !columns.has(column.key)) problems.push(`The column "${column.title}" is missing`);
  if (problems.length > 0) problems.push(`The columns are: ${CATALOG_CSV_HEADER.join(", ")}`);
  return problems.length > 0 ? { problems } : { columns };
}

/**
 * The rows grouped into products, in the order they first appear: by handle, or for rows without one,
 * by name (ignoring case), so that a new product's sizes can be typed as rows of the same name.
 */
function groupRows(rows: Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const { handle, name } = row.cells;
    const key = handle ? `handle:${handle.toLowerCase()}` : name ? `name:${name.toLowerCase()}` : `line:${row.line}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** The first issue of a schema's check of one cell, or its value. */
function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  report: (message: string) => void,
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  report(result.error.issues[0].message);
  return undefined;
}

const price = naira("price", "12500.00").pipe(productFields.priceKobo);
const salePrice = naira("sale price", "9999.99").pipe(productFields.salePriceKobo.unwrap().optional());
const status = optionalText.pipe(productFields.status.default("Active"));
const stock = wholeNumber.pipe(variantInputSchema.shape.stockQuantity);

/**
 * One product from its rows, checked with the product form's rules and messages (./product-schema.ts)
 * and the variant grid's (./variant-grid.ts); every problem goes to the line it is on.
 */
function readProduct(
  rows: Row[],
  index: number,
  handleId: string | null,
  problems: Problems,
  skusSeen: Map<string, number>,
  isAllowedImage: (url: string) => boolean,
  listed: SizesAndColours,
): Product | null {
  const before = problems.lines.length;
  const bad = (line: number) => (message: string) => problems.add(index, line, message);
  // A row that cannot be read is bad for that alone; the product's other rows are still checked.
  for (const row of rows) if (row.unreadable) bad(row.line)(row.unreadable);
  rows = rows.filter((row) => !row.unreadable);
  if (rows.length === 0) return null;

  // Each product column: its first filled cell; a later row may leave it blank or repeat it.
  const taken = {} as Record<ProductKey, { value: string; line: number }>;
  for (const key of PRODUCT_KEYS) {
    const first = rows.find((row) => row.cells[key] !== "");
    taken[key] = { value: first?.cells[key] ?? "", line: first?.line ?? rows[0].line };
    for (const row of rows) {
      if (row.cells[key] !== "" && row.cells[key] !== taken[key].value) {
        const title = COLUMNS.find((column) => column.key === key)?.title;
        bad(row.line)(`${title} differs from line ${taken[key].line} of the same product`);
      }
    }
  }
  const field = <S extends z.ZodType>(key: ProductKey, schema: S, value: unknown = taken[key].value) =>
    check(schema, value, bad(taken[key].line));
  const withValue = (key: ProductKey) => (message: string) => bad(taken[key].line)(`${message}: "${taken[key].value}"`);

  const name = field("name", productFields.name);
  const description = field("description", productFields.description);
  const category = check(productFields.category, taken.category.value, withValue("category"));
  const priceKobo = field("price", price);
  const salePriceKobo = field("salePrice", salePrice);
  if (priceKobo !== undefined && salePriceKobo !== undefined && !saleUndercutsPrice(priceKobo, salePriceKobo))
    bad(taken.salePrice.line)(SALE_PRICE_NOT_LOWER);
  const productStatus = check(status, taken.status.value, withValue("status"));
  const [mainImage = "", ...gallery] = taken.imageUrls.value.split(/\s+/).filter(Boolean);
  const imageUrl = field("imageUrls", productFields.imageUrl, mainImage);
  const images = field("imageUrls", productFields.images, gallery);
  const foreign = [mainImage, ...gallery].find((url) => url && !isAllowedImage(url));
  if (imageUrl !== undefined && images !== undefined && foreign)
    bad(taken.imageUrls.line)(`${IMAGE_NOT_ALLOWED}: "${foreign}"`);

  // The variants: a row each; the product's sizes and colours are those of its rows, in their order.
  const cells: Array<VariantInput & { line: number }> = [];
  const combinations = new Map<string, number>();
  const skuLines = new Map<string, number>();
  for (const row of rows) {
    const { size, colour: color } = row.cells;
    if (size && size !== ONE_SIZE && !listed.sizes.includes(size)) bad(row.line)(`${UNKNOWN_SIZE}: "${size}"`);
    if (color && !listed.colors.includes(color)) bad(row.line)(`${UNKNOWN_COLOUR}: "${color}"`);
    const stockQuantity = check(stock, row.cells.stock, bad(row.line));
    const cell = check(
      variantInputSchema,
      { size, color, sku: row.cells.sku, stockQuantity: stockQuantity ?? 0 },
      bad(row.line),
    );
    if (!cell) continue;
    const combination = JSON.stringify([cell.size, cell.color]);
    const again = combinations.get(combination);
    if (again !== undefined) bad(row.line)(`${cellName(cell)} is given twice (also on line ${again})`);
    combinations.set(combination, row.line);
    if (cell.sku) {
      const seen = skusSeen.get(cell.sku);
      if (seen !== undefined) bad(row.line)(`SKU ${cell.sku} is given twice (also on line ${seen})`);
      else skusSeen.set(cell.sku, row.line);
      skuLines.set(cell.sku, row.line);
    }
    cells.push({ ...cell, line: row.line });
  }
  const sizes = [...new Set(cells.map((cell) => cell.size).filter(Boolean))];
  const colors = [...new Set(cells.map((cell) => cell.color).filter(Boolean))];
  for (const cell of cells) {
    if (!cell.size && sizes.length > 0) bad(cell.line)("Size is missing: other rows of this product have sizes");
    if (!cell.color && colors.length > 0) bad(cell.line)("Colour is missing: other rows of this product have colours");
  }
  check(productFields.variants, cells, bad(rows[0].line));

  if (problems.lines.length > before) return null;
  return {
    id: handleId ?? randomUUID(),
    exists: false,
    fields: {
      // Each is set when no problem was found above.
      name: name!,
      description: description!,
      category: category!,
      priceKobo: priceKobo!,
      salePriceKobo: salePriceKobo ?? null,
      isOnSale: salePriceKobo !== undefined,
      status: productStatus!,
      imageUrl: imageUrl!,
      images: images!,
      sizes,
      colors,
    },
    grid: completeGrid(
      sizes,
      colors,
      cells.map(({ line: _line, ...cell }) => cell),
    ),
    skuLines,
  };
}

const skuTaken = (sku: string) => `SKU ${sku} is already used by another product`;

/**
 * SKUs the shop already has on a product that this import does not rewrite. With validRowsOnly, a
 * product left out (a bad line) keeps its SKUs, which may leave out another: repeated until none.
 */
function refuseTakenSkus(
  products: Array<Product | null>,
  shopHandles: Array<string | null>,
  owners: Map<string, string>,
  problems: Problems,
  validRowsOnly: boolean,
) {
  for (;;) {
    const rewritten = new Set(
      shopHandles.filter((id, index) => id !== null && !(validRowsOnly && problems.badProducts.has(index))),
    );
    let found = false;
    products.forEach((product, index) => {
      if (!product || problems.badProducts.has(index)) return;
      for (const [sku, line] of product.skuLines) {
        const owner = owners.get(sku);
        if (owner && owner !== product.id && !rewritten.has(owner)) {
          problems.add(index, line, skuTaken(sku));
          found = true;
        }
      }
    });
    // Without validRowsOnly nothing is written once a line is bad: the first round says it all.
    if (!found || !validRowsOnly) return;
  }
}

/** A batch of rows as one JSON parameter, for set-based writes (jsonb_to_recordset): one statement, any size. */
const asJson = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
/** The same for a list of ids or SKUs (a JavaScript array would be sent as one parameter per item). */
const anyOf = (values: string[], type: "uuid" | "text") =>
  sql`(SELECT item::${sql.raw(type)} FROM jsonb_array_elements_text(${asJson(values)}) AS item)`;

/**
 * Writes the products and their variants in at most six statements, whatever their number, each
 * touching only the rows that change (re-importing an export rewrites nothing). New products are
 * inserted with their total, which migration 0011's trigger spreads over their variants; existing ones
 * were held (in id order, as checkout holds them) before the file was judged. Then every variant is set
 * to its row and an existing product's combinations not in the file go, so each product's total is
 * the sum of its variants when the transaction commits (decision 017).
 */
async function writeProducts(tx: Tx, created: Product[], updated: Product[]) {
  const productRow = (product: Product) => ({
    id: product.id,
    ...product.fields,
    stockQuantity: gridTotal(product.grid),
  });
  const recordset = sql`jsonb_to_recordset`;
  const productColumns = sql`(id uuid, name text, description text, "priceKobo" bigint, "salePriceKobo" bigint,
    "isOnSale" boolean, status text, "imageUrl" text, images text[], category text, sizes text[], colors text[],
    "stockQuantity" integer)`;
  if (created.length > 0)
    await tx.execute(sql`
      INSERT INTO products (id, name, description, price_kobo, sale_price_kobo, is_on_sale, status, image_url, images,
                            category, sizes, colors, stock_quantity)
      SELECT id, name, description, "priceKobo", "salePriceKobo", "isOnSale", status, "imageUrl", images,
             category, sizes, colors, "stockQuantity"
      FROM ${recordset}(${asJson(created.map(productRow))}) AS x${productColumns}`);
  const variantRows = [...created, ...updated].flatMap((product) =>
    product.grid.map((cell) => ({ productId: product.id, ...cell })),
  );
  const grid = sql`${recordset}(${asJson(variantRows)}) AS g("productId" uuid, size text, color text, sku text, "stockQuantity" integer)`;
  if (updated.length > 0) {
    const updatedIds = anyOf(
      updated.map((product) => product.id),
      "uuid",
    );
    await tx.execute(sql`
      UPDATE products p SET name = x.name, description = x.description, price_kobo = x."priceKobo",
        sale_price_kobo = x."salePriceKobo", is_on_sale = x."isOnSale", status = x.status, image_url = x."imageUrl",
        images = x.images, category = x.category, sizes = x.sizes, colors = x.colors,
        stock_quantity = x."stockQuantity", updated_at = now()
      FROM ${recordset}(${asJson(updated.map(productRow))}) AS x${productColumns}
      WHERE p.id = x.id
        AND (p.name, p.description, p.price_kobo, p.sale_price_kobo, p.is_on_sale, p.status, p.image_url, p.images,
             p.category, p.sizes, p.colors, p.stock_quantity)
        IS DISTINCT FROM (x.name, x.description, x."priceKobo", x."salePriceKobo", x."isOnSale", x.status, x."imageUrl",
             x.images, x.category, x.sizes, x.colors, x."stockQuantity")`);
    // A SKU first leaves the variant that no longer has it, so that two variants (or products) may swap theirs.
    await tx.execute(sql`
      UPDATE product_variants v SET sku = NULL
      WHERE v.product_id IN ${updatedIds} AND v.sku IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${grid}
                        WHERE g."productId" = v.product_id AND g.size = v.size AND g.color = v.color AND g.sku = v.sku)`);
    await tx.execute(sql`
      DELETE FROM product_variants v
      WHERE v.product_id IN ${updatedIds}
        AND NOT EXISTS (SELECT 1 FROM ${grid}
                        WHERE g."productId" = v.product_id AND g.size = v.size AND g.color = v.color)`);
  }
  await tx.execute(sql`
    INSERT INTO product_variants (product_id, size, color, sku, stock_quantity)
    SELECT "productId", size, color, sku, "stockQuantity" FROM ${grid}
    ON CONFLICT (product_id, size, color)
    DO UPDATE SET stock_quantity = excluded.stock_quantity, sku = excluded.sku, updated_at = now()
    WHERE (product_variants.stock_quantity, product_variants.sku) IS DISTINCT FROM (excluded.stock_quantity, excluded.sku)`);
  return variantRows.length;
}

function summaryOf(report: Omit<CatalogImportReport, "summary">): string {
  const lines = report.badLines.length;
  const badLines = `${lines} ${lines === 1 ? "line needs" : "lines need"} fixing`;
  if (!report.imported)
    return report.skipped > 0
      ? `Nothing was imported: every product has a bad line (${badLines}).`
      : `Nothing was imported: ${badLines}. Fix ${lines === 1 ? "it" : "them"} and upload the file again, or import only the valid rows.`;
  const products = report.created + report.updated;
  const done = `Imported ${products} ${products === 1 ? "product" : "products"} (${report.created} new, ${report.updated} updated) with ${report.variants} variants.`;
  return report.skipped > 0
    ? `${done} ${report.skipped} ${report.skipped === 1 ? "product was" : "products were"} left out because of bad lines.`
    : done;
}

/**
 * Imports products and their variants from the catalog CSV (./catalog-export.ts, one row per variant).
 * Every row is checked first, with the product form's and the variant grid's rules; a handle that is
 * a product's id updates that product, any other handle (or, without one, the name) groups the rows
 * of a new product. Nothing is written while a line is bad, unless `validRowsOnly`: then the products
 * whose lines are all good are written and the others left out. One transaction (decision 021).
 */
export async function importCatalogCsv(
  ctx: AppContext,
  user: CurrentUser | null,
  input: { csv: string; validRowsOnly: boolean },
  breathe: Breathe = timeSlices(),
): Promise<CatalogImportReport> {
  requireAdmin(user);
  if (Buffer.byteLength(input.csv, "utf8") > CATALOG_IMPORT_MAX_BYTES)
    throw new AppError(413, "too_large", CATALOG_IMPORT_TOO_LARGE);
  const { records, unclosedQuoteInRecord } = parseCsv(input.csv);
  const blank = (record: string[]) => record.every((cell) => cell.trim() === "");
  if (records.length < 2 || records.slice(1).every(blank)) throw invalid(EMPTY_FILE);

  const header = readHeader(records[0]);
  const finish = (report: Omit<CatalogImportReport, "summary">): CatalogImportReport => ({
    ...report,
    badLines: report.badLines.sort((a, b) => a.line - b.line),
    summary: summaryOf(report),
  });
  const nothing = { imported: false, created: 0, updated: 0, variants: 0, skipped: 0 };
  if ("problems" in header)
    return finish({ ...nothing, badLines: header.problems.map((message) => ({ line: 1, message })) });

  // The rows read and the products checked in slices: the shop serves while a file of thousands of rows is read.
  const rows: Row[] = [];
  const listed = await readSizesAndColours(ctx);
  const sizeList = [...listed.sizes, ONE_SIZE];
  await forEachInSlices(
    records.length,
    breathe,
    (index) => {
      const record = records[index];
      if (index === 0 || blank(record)) return;
      const cells = {} as Record<Key, string>;
      for (const column of COLUMNS) {
        const at = header.columns.get(column.key);
        cells[column.key] = at === undefined ? "" : csvCellText((record[at] ?? "").trim());
      }
      // Values of the shop's lists as the lists spell them ("navy" is Navy), before rows are compared.
      cells.category = asListed(cells.category, CATEGORIES);
      cells.status = asListed(cells.status, PRODUCT_STATUSES);
      cells.size = asListed(cells.size, sizeList);
      cells.colour = asListed(cells.colour, listed.colors);
      const unreadable =
        unclosedQuoteInRecord === index
          ? 'A quoted cell is never closed (a " is missing)'
          : findControlCharacter(record) !== null
            ? CONTROL_CHARACTERS_MESSAGE
            : undefined;
      rows.push({ line: index + 1, cells, unreadable });
    },
    ROWS_PER_LOOK,
  );

  const problems = new Problems();
  const groups = groupRows(rows);
  const handleIds = groups.map((group) => {
    const handle = group[0].cells.handle.toLowerCase();
    return isUuid(handle) ? handle : null;
  });
  const skusSeen = new Map<string, number>();
  const isAllowedImage = await imageAddressRule(ctx);
  const products: Array<Product | null> = [];
  await forEachInSlices(
    groups.length,
    breathe,
    (index) =>
      products.push(readProduct(groups[index], index, handleIds[index], problems, skusSeen, isAllowedImage, listed)),
    1,
  );

  let updatedIds: string[] = [];
  const report = await ctx.db.transaction(async (tx) => {
    // The shop's side of the rules, read while the products to rewrite are held (in id order).
    const handles = handleIds.filter((id) => id !== null);
    const existing = new Set(
      (
        await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM products WHERE id IN ${anyOf(handles, "uuid")} ORDER BY id FOR UPDATE`,
        )
      ).map((row) => row.id),
    );
    for (const product of products) if (product) product.exists = existing.has(product.id);
    const shopHandles = handleIds.map((id) => (id && existing.has(id) ? id : null));
    const skus = products.flatMap((product) => (product ? [...product.skuLines.keys()] : []));
    const owners = new Map(
      (
        await queryRows<{ sku: string; productId: string }>(
          tx,
          sql`SELECT sku, product_id AS "productId" FROM product_variants WHERE sku IN ${anyOf(skus, "text")}`,
        )
      ).map((row) => [row.sku, row.productId]),
    );
    refuseTakenSkus(products, shopHandles, owners, problems, input.validRowsOnly);

    const badLines = problems.lines;
    const good = products.filter(
      (product, index): product is Product => product !== null && !problems.badProducts.has(index),
    );
    const skipped = products.length - good.length;
    if (good.length === 0 || (badLines.length > 0 && !input.validRowsOnly))
      return finish({ ...nothing, skipped: input.validRowsOnly ? skipped : 0, badLines });

    const created = good.filter((product) => !product.exists);
    const updated = good.filter((product) => product.exists);
    let variants: number;
    try {
      variants = await writeProducts(tx, created, updated);
    } catch (err) {
      // Another product took one of the SKUs since they were looked up: nothing is written.
      if (breaksUniqueKey(err, "product_variants_sku_key"))
        throw invalid("A SKU of the file was just given to another product. Nothing was imported; please try again.");
      throw err;
    }
    updatedIds = updated.map((product) => product.id);
    return finish({ imported: true, created: created.length, updated: updated.length, variants, skipped, badLines });
  });
  if (updatedIds.length > 0) {
    // Sizes the file brought back in stock: the shoppers waiting for them hear of it now.
    await announceRestock(ctx, updatedIds);
    // Each product whose status or category the file changed added a row or two to the kept counts,
    // which every product list sums until they are folded: a big file's are folded now.
    await foldActiveProductCounts(ctx).catch((err) => ctx.log.error({ err }, FOLD_FAILED));
  }
  return report;
}
