// The catalog's tables: products, the variants that hold their stock, and the active products per category.
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, kobo, updatedAt } from "@/db/columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A row about one product: it goes when the product goes. */
export const ofProduct = () =>
  uuid("product_id")
    .notNull()
    .references((): AnyPgColumn => products.id, { onDelete: "cascade" });

type Column = ExtraConfigColumn;
const popularOrder = (t: { reviewCount: Column; ratingSum: Column; priority: Column; createdAt: Column; id: Column }) =>
  [
    t.reviewCount.desc(),
    sql`(${t.ratingSum}::float8 / NULLIF(${t.reviewCount}, 0)) DESC NULLS LAST`,
    t.priority,
    t.createdAt.desc(),
    t.id,
  ] as const;

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceKobo: kobo("price_kobo").notNull(),
    salePriceKobo: kobo("sale_price_kobo"),
    isOnSale: boolean("is_on_sale").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    status: text("status", { enum: ["Active", "Inactive"] })
      .notNull()
      .default("Active"),
    imageUrl: text("image_url").notNull(),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Pictures of one colour (main first), shown when a shopper picks it; a colour without keeps `imageUrl` and `images`. */
    colorImages: jsonb("color_images").$type<Record<string, string[]>>().notNull().default({}),
    category: text("category").notNull(),
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text("colors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priority: integer("priority").notNull().default(999),
    /** Kept by the reviews service so listing pages read ratings without aggregating. */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Effective price (sale price when on sale), for filters and sorts that use an index. */
    effectivePriceKobo: kobo("effective_price_kobo").generatedAlwaysAs(
      (): SQL => sql`CASE WHEN is_on_sale AND sale_price_kobo IS NOT NULL THEN sale_price_kobo ELSE price_kobo END`,
    ),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_stock_not_negative", sql`${t.stockQuantity} >= 0`),
    check("products_price_positive", sql`${t.priceKobo} > 0`),
    index("products_active_created_idx").on(t.status, t.createdAt.desc()),
    index("products_active_category_created_idx").on(t.status, t.category, t.createdAt.desc()),
    index("products_active_priority_idx").on(t.status, t.priority, t.createdAt.desc()),
    index("products_active_price_idx").on(t.status, t.effectivePriceKobo),
    index("products_active_name_idx").on(t.status, t.name),
    // The whole "popular" order (see catalog.ts), so the first page is read straight off the index,
    // for the whole shop and within a category.
    index("products_active_popular_idx").on(t.status, ...popularOrder(t)),
    index("products_active_category_popular_idx").on(t.status, t.category, ...popularOrder(t)),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Search suggestions for names starting with what was typed (LIKE 'text%').
    index("products_active_name_prefix_idx")
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(sql`${t.status} = 'Active'`),
    index("products_sizes_idx").using("gin", t.sizes),
    index("products_colors_idx").using("gin", t.colors),
  ],
);

/**
 * What the shop actually stocks: one row per size × colour of a product ('' when the product has no
 * sizes or no colours; a product with neither has exactly one). `products.stock_quantity` stays, always
 * the sum of these rows: every write of a variant's stock also writes its product's sum, in the same
 * statement or transaction, and the triggers of migration 0011 keep the two in step for a product whose
 * total, sizes or colours are written directly (see decision 017).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: ofProduct(),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    /** The owner's stock-keeping code, unique across the shop when set. */
    sku: text("sku"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_variants_combination_key").on(t.productId, t.size, t.color),
    uniqueIndex("product_variants_sku_key").on(t.sku),
    check("product_variants_stock_not_negative", sql`${t.stockQuantity} >= 0`),
    // The admin's low-stock list: the variants with the fewest units first.
    index("product_variants_low_stock_idx").on(t.stockQuantity, t.id),
    // The shop's "in stock in this size" filter asks, per product, for a variant of a size with stock.
    index("product_variants_in_stock_idx")
      .on(t.productId, t.size)
      .where(sql`${t.stockQuantity} > 0`),
  ],
);

/**
 * Active products per category, kept by triggers on products (migrations 0022, 0023), so that the product
 * list's count of an unfiltered or category-only page reads a row or a few instead of walking up to
 * PRODUCT_COUNT_LIMIT index entries at every cache miss. A category's count is the sum of its rows:
 * each change adds a row rather than updating a shared one, which no other transaction then waits on,
 * and the catalog upkeep folds them into one per category (`foldActiveProductCounts`).
 */
export const activeProductCounts = pgTable(
  "active_product_counts",
  {
    category: text("category").notNull(),
    products: integer("products").notNull().default(0),
  },
  (t) => [index("active_product_counts_category_idx").on(t.category)],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;

/**
 * The sizes and colours the shop sells, in the order shoppers see them (one row, id 1): what a product
 * may come in and what the shop's filters offer. Seeded with the usual lists; the owner adds their own.
 */
export const sizesAndColours = pgTable(
  "sizes_and_colours",
  {
    id: integer("id").primaryKey().default(1),
    sizes: text("sizes").array().notNull(),
    colors: text("colors").array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("sizes_and_colours_one_row", sql`${t.id} = 1`)],
);
