import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  ne,
  not,
  sql,
  type DriverValueEncoder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { builtOnce, connectionsWith, preparedShapeOnPglite, UNNAMED, type Db } from "@/db/client";
import { isUuid } from "@/db/ids";
import { rowsLiteral, windowClauses, windowShape, type PageWindow } from "@/db/page-window";
import { activeProductCounts, products } from "./tables";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import { FEATURED_COUNT, NEW_ARRIVALS_COUNT, RELATED_MAX, RELATED_MIN_SAME_CATEGORY } from "@/shop/constants";
import type { ProductQuery } from "./product-query";
import { toProductView, type ProductView } from "./product-view";
import { productViewColumns } from "./product-view-columns";
import { rowVersion, viewsOfListed, type ListedProduct } from "./product-view-store";

/**
 * Typo tolerance: strict word similarity compares the query with whole words of the name, so "jens"
 * finds Jeans (0.375) but not Jersey (0.2); 0.3 separates such pairs across the sample catalog.
 */
export const TYPO_SIMILARITY = 0.3;

const active = eq(products.status, "Active");

/** A near spelling of the name (trigram `%>>`, served by the trigram index; needs `withSearchSettings`). */
export function nearSpellingCondition(search: string | SQLWrapper): SQL {
  return sql`${products.name} %>> ${search}`;
}

/**
 * The shop's search: the words by full-text (stemmed: "hoodies" finds Hoodie); only when no active
 * product has the words, near spellings of names ("jens" finds Jeans). Trigrams alone would let
 * "shorts" find "Sports Performance Polo" (0.4, more alike than "jens" and "Jeans" at 0.375).
 * Deciding first keeps each query to one index; an OR of both would be planned as a scan.
 */
async function hasMatchingWords(db: Db, search: string): Promise<boolean> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(active, hasWords(search)))
    .limit(1);
  return found !== undefined;
}

function hasWords(search: string | SQLWrapper): SQL {
  return sql`${products.searchVector} @@ websearch_to_tsquery('english', ${search})`;
}

/**
 * The typo threshold, and the planner held to bitmap scans of the search indexes. Left to itself it
 * guesses how common the words are from table statistics, and for rare words it walks the whole sort
 * index or table (100 ms at 100k products) looking for matches that a text index lists at once.
 */
const SEARCH_SETTINGS = {
  "pg_trgm.strict_word_similarity_threshold": String(TYPO_SIMILARITY),
  enable_seqscan: "off",
  enable_indexscan: "off",
  // A plan made for no pattern in particular walked all 100k products for "jea" (85 ms against 13 ms):
  // how many rows a pattern matches decides the plan, so each search is planned for its own.
  plan_cache_mode: "force_custom_plan",
};

/**
 * Runs search queries with SEARCH_SETTINGS: on PostgreSQL on connections kept with them (one round
 * trip per query), else in a transaction that sets them first.
 */
export async function withSearchSettings<T>(ctx: AppContext, run: (db: Db) => Promise<T>): Promise<T> {
  const configured = connectionsWith(ctx.db, SEARCH_SETTINGS);
  if (configured) return run(configured);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT ${sql.join(
        Object.entries(SEARCH_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return run(tx as unknown as Db);
  });
}

// The indexes are "DESC NULLS LAST"; PostgreSQL only walks an index whose null ordering matches the
// ORDER BY, so these say it explicitly (the columns are NOT NULL: the results are the same). Each sort
// ends with id so that pages never overlap; the planner adds it with a cheap incremental sort.
const newestFirst = sql`${products.createdAt} DESC NULLS LAST`;
const mostReviewedFirst = sql`${products.reviewCount} DESC NULLS LAST`;
const averageRatingOrder = sql`(${products.ratingSum}::float8 / NULLIF(${products.reviewCount}, 0)) DESC NULLS LAST`;

const ORDER: Record<string, SQL[]> = {
  popular: [mostReviewedFirst, averageRatingOrder, asc(products.priority), newestFirst, asc(products.id)],
  "price-asc": [asc(products.effectivePriceKobo), newestFirst, asc(products.id)],
  "price-desc": [desc(products.effectivePriceKobo), newestFirst, asc(products.id)],
  newest: [newestFirst, asc(products.id)],
  name: [asc(products.name), asc(products.id)],
};

/** A filter's value, encoded as its column encodes it, supplied at each run. */
const input = (name: string, column: SQLWrapper & DriverValueEncoder<unknown, unknown>) =>
  sql.param(sql.placeholder(name), column);

/**
 * Has stock in one of the sizes asked for: a variant of the size with units, looked up per product
 * on the variants' partial index of those in stock (migration 0011).
 */
const inStockInSizes = sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = ${products.id}
    AND v.size = ANY(${input("sizes", products.sizes)}) AND v.stock_quantity > 0)`;

/**
 * Which filters a list has and how it is sorted: each such shape is one statement, built once (a few
 * thousand shapes at most: 5 sorts, 3 kinds of search, 3 availabilities, 6 filters used or not).
 */
type ListShape = {
  sort: string;
  search: "none" | "words" | "near spelling";
  category: boolean;
  sizes: boolean;
  colors: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  minRating: boolean;
  availability: "all" | "in-stock" | "out-of-stock";
};

/** "In stock" and "Out of Stock" mean in the sizes asked for, when some are. */
function availability(shape: ListShape): SQL | undefined {
  if (shape.availability === "in-stock") return shape.sizes ? inStockInSizes : gt(products.stockQuantity, 0);
  if (shape.availability === "out-of-stock") return shape.sizes ? not(inStockInSizes) : eq(products.stockQuantity, 0);
  return undefined;
}

const searchTerm = sql.placeholder("search");

function filters(shape: ListShape): SQL {
  const conditions: Array<SQL | undefined> = [active];
  if (shape.search === "words") conditions.push(hasWords(searchTerm));
  if (shape.search === "near spelling") conditions.push(nearSpellingCondition(searchTerm));
  if (shape.category) conditions.push(eq(products.category, sql.placeholder("category")));
  if (shape.sizes) conditions.push(arrayOverlaps(products.sizes, input("sizes", products.sizes)));
  if (shape.colors) conditions.push(arrayOverlaps(products.colors, input("colors", products.colors)));
  if (shape.minPrice) conditions.push(gte(products.effectivePriceKobo, sql.placeholder("minPrice")));
  if (shape.maxPrice) conditions.push(lte(products.effectivePriceKobo, sql.placeholder("maxPrice")));
  if (shape.minRating) {
    // rating_sum / review_count >= n, without dividing (and so without dividing by zero).
    conditions.push(
      gt(products.reviewCount, 0),
      sql`${products.ratingSum} >= ${sql.placeholder("minRating")} * ${products.reviewCount}`,
    );
  }
  conditions.push(availability(shape));
  return and(...conditions)!;
}

/**
 * Counting every match of a filter costs a scan of all of them (100 ms at 100k products); past this
 * many the list says "1,000+" instead, as big shops do, and the count stays an index walk of this size.
 */
export const PRODUCT_COUNT_LIMIT = 1000;

export type ProductList = {
  items: ProductView[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  limit: number;
};

/** The shop's product list: active products matching the filters, one page of them and the total. */
export async function listProducts(ctx: AppContext, query: ProductQuery): Promise<ProductList> {
  return cachedRead(ctx.publicCache, `products:${JSON.stringify(query)}`, () => findProducts(ctx, query));
}

/** A list filtered by nothing but its category, whose count the kept counts give (migration 0022). */
const countedByCategory = (shape: ListShape) =>
  shape.search === "none" &&
  !shape.sizes &&
  !shape.colors &&
  !shape.minPrice &&
  !shape.maxPrice &&
  !shape.minRating &&
  shape.availability === "all";

/**
 * The page of a shape and its (bounded) count in one statement, one round trip: the count is an
 * InitPlan run once. Built once per shape (building it cost 0.12 ms of Node's 1.3 ms per request);
 * a page past the last match has no row to carry the count, so the count alone is a second statement.
 */
function listStatements(db: Db, shape: ListShape, window: PageWindow) {
  const key = `products:${JSON.stringify(shape)}:${windowShape(window)}`;
  return builtOnce(db, key, (db) => {
    const where = filters(shape);
    const countMatches = countedByCategory(shape)
      ? db
          .select({
            counted: sql<number>`least(coalesce(sum(${activeProductCounts.products}), 0), ${sql.raw(String(PRODUCT_COUNT_LIMIT + 1))})::int`,
          })
          .from(activeProductCounts)
          .where(shape.category ? eq(activeProductCounts.category, sql.placeholder("category")) : undefined)
      : db.select({ counted: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(where)
            .limit(rowsLiteral(PRODUCT_COUNT_LIMIT + 1))
            .as("matches"),
        );
    const { limit, offset } = windowClauses(window);
    const page = db
      .select({ id: products.id, version: rowVersion, counted: sql<number>`(${countMatches})` })
      .from(products)
      .where(where)
      .orderBy(...(ORDER[shape.sort] ?? ORDER.popular))
      .limit(limit)
      .offset(offset);
    return { page: preparedShapeOnPglite(page.prepare(UNNAMED), key), count: countMatches.prepare(UNNAMED) };
  });
}

/** The page's products (ids and row versions) and the count of matches, with the search settings when searching. */
async function findListed(ctx: AppContext, query: ProductQuery): Promise<{ listed: ListedProduct[]; counted: number }> {
  const run = async (db: Db) => {
    const shape: ListShape = {
      sort: query.sort,
      search: !query.search ? "none" : (await hasMatchingWords(db, query.search)) ? "words" : "near spelling",
      category: query.category !== undefined,
      sizes: Boolean(query.size?.length),
      colors: Boolean(query.color?.length),
      minPrice: query.minPrice !== undefined,
      maxPrice: query.maxPrice !== undefined,
      minRating: query.minRating !== undefined,
      availability: query.availability as ListShape["availability"],
    };
    const values = {
      search: query.search,
      category: query.category,
      sizes: query.size,
      colors: query.color,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      minRating: query.minRating,
      skip: (query.page - 1) * query.limit,
    };
    const statements = listStatements(db, shape, { rows: query.limit, skip: values.skip });
    const rows = await statements.page.execute(values);
    const counted = rows.length ? Number(rows[0].counted) : Number((await statements.count.execute(values))[0].counted);
    return { listed: rows, counted };
  };
  return query.search ? withSearchSettings(ctx, run) : run(ctx.db);
}

/**
 * The list reads which products match, in order, with their row versions; their views come from those
 * kept at that version, else are read (decision 026): a page of 24 products, each with its variants as
 * json, cost PostgreSQL three times what finding them does.
 */
async function findProducts(ctx: AppContext, query: ProductQuery): Promise<ProductList> {
  const { listed, counted } = await findListed(ctx, query);
  return {
    items: await viewsOfListed(ctx, listed),
    total: Math.min(counted, PRODUCT_COUNT_LIMIT),
    totalIsLowerBound: counted > PRODUCT_COUNT_LIMIT,
    page: query.page,
    limit: query.limit,
  };
}

/** One active product, or null (unknown, inactive, or not a product id at all). */
export async function getProduct(ctx: AppContext, id: string): Promise<ProductView | null> {
  if (!isUuid(id)) return null;
  return cachedRead(ctx.publicCache, `product:${id.toLowerCase()}`, async () => {
    const [row] = await ctx.db
      .select(productViewColumns)
      .from(products)
      .where(and(active, eq(products.id, id)))
      .limit(1);
    return row ? toProductView(row) : null;
  });
}

const byPriority = [asc(products.priority), newestFirst, asc(products.id)];

/**
 * "You May Also Like": up to RELATED_MAX from the same category; when that category has fewer than
 * RELATED_MIN_SAME_CATEGORY others, the list is filled up from other categories (docs/product-rules.md#related-products).
 */
export async function relatedProducts(ctx: AppContext, id: string): Promise<ProductView[]> {
  return cachedRead(ctx.publicCache, `related:${id.toLowerCase()}`, () => findRelated(ctx, id));
}

/** A piece offered beside another, or instead of one that is gone, is one a shopper can buy now. */
const buyable = and(active, gt(products.stockQuantity, 0));

async function findRelated(ctx: AppContext, id: string): Promise<ProductView[]> {
  const product = await getProduct(ctx, id);
  if (!product) return [];
  const same = await ctx.db
    .select(productViewColumns)
    .from(products)
    .where(and(buyable, eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(...ORDER.popular)
    .limit(RELATED_MAX);
  if (same.length >= RELATED_MIN_SAME_CATEGORY) return same.map(toProductView);
  const others = await ctx.db
    .select(productViewColumns)
    .from(products)
    .where(and(buyable, ne(products.category, product.category)))
    .orderBy(...ORDER.popular)
    .limit(RELATED_MAX - same.length);
  return [...same, ...others].map(toProductView);
}

/** How many pieces a missing product's page offers instead: a shared link to it should not end there. */
const STILL_IN_THE_SHOP_COUNT = 4;

/** What a link to a product that is gone offers instead: the featured pieces, then the newest (both kept in memory). */
export async function stillInTheShop(ctx: AppContext): Promise<ProductView[]> {
  const [featured, arrivals] = await Promise.all([featuredProducts(ctx), newArrivals(ctx)]);
  const unique = new Map([...featured, ...arrivals].map((product) => [product.id, product]));
  return [...unique.values()].filter((product) => product.stockQuantity > 0).slice(0, STILL_IN_THE_SHOP_COUNT);
}

/** Home page "Featured Products": the FEATURED_COUNT active products of highest priority (lowest number). */
export async function featuredProducts(ctx: AppContext): Promise<ProductView[]> {
  return cachedRead(ctx.publicCache, "featured", async () => {
    const rows = await ctx.db
      .select(productViewColumns)
      .from(products)
      .where(active)
      .orderBy(...byPriority)
      .limit(FEATURED_COUNT);
    return rows.map(toProductView);
  });
}

/** Home page "New Arrivals": the newest products a shopper can buy now (a sold-out one would lead to a dead end). */
export async function newArrivals(ctx: AppContext): Promise<ProductView[]> {
  return cachedRead(ctx.publicCache, "new-arrivals", async () => {
    const rows = await ctx.db
      .select(productViewColumns)
      .from(products)
      .where(buyable)
      .orderBy(...ORDER.newest)
      .limit(NEW_ARRIVALS_COUNT);
    return rows.map(toProductView);
  });
}

/** The top of the shop's price slider: the highest price a shopper pays today, in kobo (0 when empty). */
export async function highestPriceKobo(ctx: AppContext): Promise<number> {
  return cachedRead(ctx.publicCache, "highest-price", async () => {
    const [row] = await ctx.db
      .select({ max: sql<number | null>`max(${products.effectivePriceKobo})` })
      .from(products)
      .where(active);
    return Number(row?.max ?? 0);
  });
}

/**
 * The categories with at least one active product, read from the kept counts (a row or a few each):
 * the shop's menu offers no aisle that is empty.
 */
export async function categoriesOnSale(ctx: AppContext): Promise<string[]> {
  return cachedRead(ctx.publicCache, "categories-on-sale", async () => {
    const rows = await ctx.db
      .select({ category: activeProductCounts.category })
      .from(activeProductCounts)
      .groupBy(activeProductCounts.category)
      .having(sql`sum(${activeProductCounts.products}) > 0`);
    return rows.map((row) => row.category);
  });
}

/** Active products by id, in the order given (Recently Viewed); unknown and malformed ids are skipped. */
export async function productsByIds(ctx: AppContext, ids: string[]): Promise<ProductView[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))].slice(0, 100);
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select(productViewColumns)
    .from(products)
    .where(and(active, inArray(products.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductView(row)] : [];
  });
}
