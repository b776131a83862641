// One schema for the whole shop. Money columns are integer kobo; timestamps are timestamptz.
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderDelivery, ZoneCity } from "@/shop/shipping";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** A shopper's row (session, cart line, review, …): it goes when their account goes. */
const ownedByUser = () =>
  uuid("user_id")
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: "cascade" });
/** A row about one product: it goes when the product goes. */
const ofProduct = () =>
  uuid("product_id")
    .notNull()
    .references((): AnyPgColumn => products.id, { onDelete: "cascade" });
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const kobo = (name: string) => bigint(name, { mode: "number" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    role: text("role", { enum: ["customer", "admin"] })
      .notNull()
      .default("customer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    /** The one sign-in the code was entered in: signing out (or any end of it) ends the admin access. */
    sessionTokenHash: text("session_token_hash").references(() => sessions.tokenHash, { onDelete: "cascade" }),
    sessionExpires: timestamp("session_expires", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_sessions_user_idx").on(t.userId, t.createdAt),
    index("admin_sessions_session_idx").on(t.sessionTokenHash),
  ],
);

export const adminConfig = pgTable("admin_config", {
  id: integer("id").primaryKey().default(1),
  adminHash: text("admin_hash").notNull(),
  sessionDurationSeconds: integer("session_duration_seconds").notNull().default(3600),
});

/**
 * The owner's store details (one row, id 1): seeded on first start from STORE_NAME and
 * BANK_TRANSFER_DETAILS, then changed from the admin dashboard (src/store/).
 */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: integer("id").primaryKey().default(1),
    storeName: text("store_name").notNull(),
    contactEmail: text("contact_email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    instagramUrl: text("instagram_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    xUrl: text("x_url").notNull().default(""),
    tiktokUrl: text("tiktok_url").notNull().default(""),
    courierOne: text("courier_one").notNull(),
    courierTwo: text("courier_two").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankName: text("bank_name").notNull(),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    /** Origins (https://host) besides the shop's media store that product images may come from, separated by spaces. */
    imageOrigins: text("image_origins").notNull().default(""),
    /** Mail the contact address about each new order (issue 46); nothing is sent while that address is empty. */
    notifyNewOrders: boolean("notify_new_orders").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check("store_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * The owner's shop pages (returns, delivery, privacy, terms, about, FAQ), by their address's slug
 * (src/store/store-pages.ts). The text is the owner's plain text or small Markdown, made into HTML
 * only when shown. An empty text is a page not written: it is not shown nor linked.
 */
/**
 * The Lagos days whose owner digest (low stock, unpaid bank transfers) has been sent: a process claims
 * the day by inserting its row, so the digest goes once a day however many processes run (issue 46).
 */
export const ownerDigests = pgTable("owner_digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storePages = pgTable("store_pages", {
  slug: text("slug").primaryKey(),
  body: text("body").notNull().default(""),
  updatedAt: updatedAt(),
});

/**
 * The owner's delivery zones (src/delivery/): seeded by migration 0009 (docs/product-rules.md#seeded-zones) with Ibadan and
 * rest of Nigeria, plus pickup in store (not offered until the owner gives its address).
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["area", "rest", "pickup"] })
      .notNull()
      .default("area"),
    name: text("name").notNull(),
    states: jsonb("states").$type<string[]>().notNull().default([]),
    cities: jsonb("cities").$type<ZoneCity[]>().notNull().default([]),
    feeKobo: kobo("fee_kobo").notNull(),
    freeFromKobo: kobo("free_from_kobo"),
    deliveryMin: integer("delivery_min").notNull(),
    deliveryMax: integer("delivery_max").notNull(),
    deliveryUnit: text("delivery_unit", { enum: ["hours", "days"] }).notNull(),
    pickupAddress: text("pickup_address").notNull().default(""),
    offered: boolean("offered").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One rest of Nigeria and one pickup: the service finds them by kind.
    uniqueIndex("delivery_zones_one_of_kind")
      .on(t.kind)
      .where(sql`${t.kind} <> 'area'`),
    check("delivery_zones_fee_not_negative", sql`${t.feeKobo} >= 0`),
    check("delivery_zones_time_in_order", sql`0 < ${t.deliveryMin} AND ${t.deliveryMin} <= ${t.deliveryMax}`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters, kept in the database so limits hold across instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    /** What the mail is (src/mail/mail-kinds.ts), for the admin's mail page: its body is never shown. */
    kind: text("kind").notNull().default("other"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The order a mail is about (confirmation, status change), for that order's timeline in the admin. */
    orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt),
    // The admin's mail page, newest first.
    index("mail_outbox_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("mail_outbox_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

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

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    productId: ofProduct(),
    /**
     * The variant the line buys; the cart service copies its size and colour onto the line. A line
     * written without it (older code, tests) is given one by the trigger of migration 0011.
     */
    variantId: uuid("variant_id")
      .notNull()
      .references((): AnyPgColumn => productVariants.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`NULL`),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cart_items_line_key").on(t.userId, t.productId, t.size, t.color),
    // A variant the owner removes takes its cart lines with it (the foreign key's cascade).
    index("cart_items_variant_idx").on(t.variantId),
    check("cart_items_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

export const wishlists = pgTable(
  "wishlists",
  {
    userId: ownedByUser(),
    productId: ofProduct(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("wishlists_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * "E-mail me when it's back": a shopper waiting for a sold-out variant. `notified_at` is set in the
 * transaction that queues the mail, so each subscription is mailed once (src/stock-alerts).
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    variantId: uuid("variant_id")
      .notNull()
      .references((): AnyPgColumn => productVariants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // Subscribing twice keeps one pending alert; after its mail the shopper may subscribe again.
    uniqueIndex("stock_alerts_pending_key")
      .on(t.userId, t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
    // A restock looks up the pending alerts of its variants.
    index("stock_alerts_pending_variant_idx")
      .on(t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

export type OrderItem = {
  productId: string;
  /** Absent in orders placed before variants (migration 0011). */
  variantId?: string;
  productName: string;
  quantity: number;
  priceKobo: number;
  size: string;
  color: string;
  imageUrl: string;
};

/**
 * The owner's discount codes (issue 15). `timesUsed` counts the orders that used a code and are not
 * cancelled: the order statement adds one while it holds the code's row, a cancellation gives it back
 * once. Codes are matched without regard to case (`code` is stored upper-case).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent off (1-100) for a percentage code; unused for a fixed one. */
    percentOff: integer("percent_off").notNull().default(0),
    /** Kobo off for a fixed-amount code; unused for a percentage one. */
    amountOffKobo: kobo("amount_off_kobo").notNull().default(0),
    minSubtotalKobo: kobo("min_subtotal_kobo").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    /** Empty: every item counts; otherwise only items of these categories are discounted. */
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    freeDelivery: boolean("free_delivery").notNull().default(false),
    isPaused: boolean("is_paused").notNull().default(false),
    timesUsed: integer("times_used").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(t.code),
    check("discount_codes_percent_range", sql`${t.percentOff} BETWEEN 0 AND 100`),
    check("discount_codes_amounts", sql`${t.amountOffKobo} >= 0 AND ${t.minSubtotalKobo} >= 0`),
  ],
);

/** The code a shopper applied to their cart, used when they place the order. */
export const cartDiscountCodes = pgTable("cart_discount_codes", {
  userId: ownedByUser().primaryKey(),
  codeId: uuid("code_id")
    .notNull()
    .references(() => discountCodes.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export type ShippingAddress = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode?: string;
};

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** COLLATE "C" (migration 0019): an identifier, compared by code point in any database. */
    orderNumber: text("order_number").notNull(),
    /** Null once the customer deletes their account; the order stays for the shop's books. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["Pending", "Shipped", "Delivered", "Cancelled"] })
      .notNull()
      .default("Pending"),
    paymentStatus: text("payment_status", { enum: ["Pending", "Verified"] })
      .notNull()
      .default("Pending"),
    paymentMethod: text("payment_method", { enum: ["pay-on-delivery", "bank-transfer", "card"] })
      .notNull()
      .default("pay-on-delivery"),
    /** The latest card payment attempt, for people reading the order; charges match any attempt (payment_attempts). */
    paymentReference: text("payment_reference"),
    subtotalKobo: kobo("subtotal_kobo").notNull(),
    shippingFeeKobo: kobo("shipping_fee_kobo").notNull(),
    totalAmountKobo: kobo("total_amount_kobo").notNull(),
    items: jsonb("items").$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    customerEmail: text("customer_email").notNull(),
    /**
     * The shipping name and the e-mail in lower case, as the admin search compares them: kept in
     * orders_created_idx, so its walk neither reads rows nor lower-cases each order it passes.
     */
    searchName: text("search_name").generatedAlwaysAs(sql`lower(shipping_address ->> 'fullName')`),
    searchEmail: text("search_email").generatedAlwaysAs(sql`lower(customer_email)`),
    customerPhone: text("customer_phone").notNull(),
    estimatedDeliveryAt: timestamp("estimated_delivery_at", { withTimezone: true }).notNull(),
    /** Null only for rows written outside checkout (tests, bench); migration 0009 filled the older orders. */
    delivery: jsonb("delivery").$type<OrderDelivery>(),
    /** Set when a cancellation has put the items back on the shelf, so it happens once. */
    stockRestoredAt: timestamp("stock_restored_at", { withTimezone: true }),
    /** The discount code used, as typed by the owner; the order keeps it if the code is deleted. */
    discountCode: text("discount_code"),
    discountCodeId: uuid("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountKobo: kobo("discount_kobo").notNull().default(0),
    /** Client-chosen key for one checkout attempt: a double submit finds the first order. */
    checkoutKey: text("checkout_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also the admin search's range for an order number's beginning (decision 020): migration 0019 makes
    // the column COLLATE "C" and the index INCLUDE created_at and id, which drizzle cannot declare.
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    uniqueIndex("orders_checkout_key").on(t.userId, t.checkoutKey),
    uniqueIndex("orders_payment_reference_key").on(t.paymentReference),
    // Exactly the admin list's order (a plain DESC is NULLS FIRST): otherwise it sorts all orders for one page.
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // orders_created_idx, newest first, is in SQL only (migrations 0018, 0021): drizzle cannot declare its INCLUDE
    // of each order's number, search e-mail and name, and status, which the admin search tests without reading rows.
    index("orders_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin list filtered by payment status or by payment method, walked newest first as the status filter is.
    index("orders_payment_status_created_idx").on(
      t.paymentStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_payment_method_created_idx").on(
      t.paymentMethod,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_email_trgm_idx").using("gin", sql`${t.searchEmail} gin_trgm_ops`),
    index("orders_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`),
    // A shopper's uses of a code (its per-customer limit) and the codes' revenue, among few orders.
    index("orders_discount_code_idx")
      .on(t.discountCodeId, t.userId)
      .where(sql`${t.discountCodeId} IS NOT NULL`),
    index("orders_discounted_created_idx")
      .on(t.createdAt)
      .where(sql`${t.discountCode} IS NOT NULL`),
    // A shopper's unpaid orders, counted by every checkout against their limit (src/checkout/order-limits.ts):
    // the few a shopper has open, not all they ever placed.
    index("orders_unpaid_user_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'Pending' AND ${t.paymentStatus} = 'Pending'`),
    // Unpaid bank-transfer and card orders, oldest first, for the sweep that cancels them when they expire.
    index("orders_awaiting_payment_idx")
      .on(t.createdAt)
      .where(
        sql`${t.status} = 'Pending' AND ${t.paymentStatus} = 'Pending' AND ${t.paymentMethod} <> 'pay-on-delivery'`,
      ),
  ],
);

/** Every card payment started for an order: a charge on any of them pays that order, once. */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    reference: text("reference").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("payment_attempts_order_idx").on(t.orderId)],
);

/** Successful charges that match no order (or an order already paid or cancelled), for admins to refund. */
export const unmatchedCharges = pgTable("unmatched_charges", {
  reference: text("reference").primaryKey(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  amountKobo: kobo("amount_kobo").notNull(),
  customerEmail: text("customer_email"),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

/**
 * Orders and revenue per Africa/Lagos day, payment method and delivery state, cancelled orders left out,
 * kept by a statement trigger on orders (migration 0007) so that the sales report reads a few rows per day
 * instead of every order. Like order_totals, each change lands in a random slot; sum over the slots to read.
 */
export const orderDayTotals = pgTable(
  "order_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    slot: smallint("slot").notNull(),
    paymentMethod: text("payment_method").notNull(),
    state: text("state").notNull(),
    orders: bigint("orders", { mode: "number" }).notNull().default(0),
    amountKobo: kobo("amount_kobo").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot, t.paymentMethod, t.state] })],
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

/**
 * Units and revenue of each product per Africa/Lagos day (cancelled orders left out), kept by the same
 * trigger, for the report's best sellers. No slots: two checkouts of one product already wait on its stock.
 */
export const orderDayProducts = pgTable(
  "order_day_products",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: text("product_id").notNull(),
    /** The name in the latest order counted, so a deleted product still has one. */
    productName: text("product_name").notNull(),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    revenueKobo: kobo("revenue_kobo").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Raw payment-provider events already handled, so a replayed webhook changes nothing. */
/**
 * Orders and their amounts per status, kept by a trigger on orders (migration 0003) so that the admin
 * figures read a few rows instead of every order. Each change lands in a random slot: concurrent
 * checkouts then rarely wait on one another's row. Sum over the slots to read.
 */
export const orderTotals = pgTable(
  "order_totals",
  {
    slot: smallint("slot").notNull(),
    status: text("status").notNull(),
    orders: bigint("orders", { mode: "number" }).notNull().default(0),
    amountKobo: kobo("amount_kobo").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slot, t.status] })],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  // An order's card payments, for its timeline in the admin.
  (t) => [index("payment_events_order_idx").on(t.orderId)],
);

/**
 * What an admin did to an order, for its timeline: a status change, payment marked or unmarked, the
 * note edited. `adminName` is kept as it was, so the timeline still names them once their account goes.
 * A status change the shop made itself (an unpaid order's time ran out) has no admin.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["status", "paid", "payment-pending", "note"] }).notNull(),
    /** The new status for "status"; otherwise null. */
    detail: text("detail"),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminName: text("admin_name"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** The owner's private note on an order: never shown to the shopper. */
export const orderNotes = pgTable("order_notes", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  note: text("note").notNull(),
  updatedAt: updatedAt(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    productId: ofProduct(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    isVerifiedPurchase: boolean("is_verified_purchase").notNull().default(false),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_product_key").on(t.userId, t.productId),
    index("reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: ownedByUser(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

export const newsPosts = pgTable(
  "news_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("news_posts_published_idx").on(t.isPublished, t.publishedAt.desc())],
);

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewsPostRow = typeof newsPosts.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type StockAlertRow = typeof stockAlerts.$inferSelect;
