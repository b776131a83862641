// The orders' tables: orders, their timeline and notes, and the running totals the reports read.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, kobo, updatedAt } from "@/db/columns";
import type { OrderDelivery } from "@/shop/shipping";
import { RETURN_STATUSES, RETURN_WISHES } from "@/shop/constants";
import { users } from "@/accounts/tables";
import { discountCodes } from "@/discounts/tables";
import type { Shipment } from "./shipment-schema";

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
    /**
     * The phone's last ten digits, as the admin search compares them: "+234 803…" and "0803…" are one
     * number (docs/product-rules.md#phone-numbers). Found on its trigram index, not in orders_created_idx.
     */
    searchPhone: text("search_phone").generatedAlwaysAs(
      sql`right(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 10)`,
    ),
    estimatedDeliveryAt: timestamp("estimated_delivery_at", { withTimezone: true }).notNull(),
    /** Null only for rows written outside checkout (tests, bench); migration 0009 filled the older orders. */
    delivery: jsonb("delivery").$type<OrderDelivery>(),
    /** The courier carrying the order and its tracking number, once the owner records them; null before. */
    shipment: jsonb("shipment").$type<Shipment>(),
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
    index("orders_phone_trgm_idx").using("gin", sql`${t.searchPhone} gin_trgm_ops`),
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

/**
 * What an admin did to an order, for its timeline: a status change, payment marked or unmarked, the
 * note edited, the courier and tracking number recorded, the delivery address corrected. `adminName` is kept as it was, so the timeline still names them once their account goes.
 * A status change the shop made itself (an unpaid order's time ran out) has no admin.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: ["status", "paid", "payment-pending", "note", "shipment", "address", "return"],
    }).notNull(),
    /**
     * The new status for "status"; the courier and tracking number for "shipment" (null: cleared); the new
     * street, city and state for "address"; what became of the return for "return"; otherwise null.
     */
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

/**
 * A line of an order sent back: its place in the order's items, how many of it, and for an exchange the size and
 * colour the shopper wants instead, when they chose one.
 */
export type ReturnedItem = {
  line: number;
  quantity: number;
  wanted?: { variantId: string; size: string; color: string };
};

/** What the owner sent in exchange for a returned line: the same product in another size or colour. */
export type ExchangedItem = { line: number; variantId: string; size: string; color: string; imageUrl: string };

/**
 * A shopper's request to return or exchange pieces of a delivered order (docs/product-rules.md#returns), one
 * per order, and what the owner made of it: Requested, then Accepted or Declined with a reply to the shopper,
 * and an accepted return Received once the parcel is back (its units back on the shelf when the owner says so).
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    items: jsonb("items").$type<ReturnedItem[]>().notNull(),
    reason: text("reason").notNull(),
    wants: text("wants", { enum: RETURN_WISHES }).notNull(),
    /** The shopper's words: the size or colour wanted instead, what is wrong. */
    note: text("note").notNull().default(""),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("Requested"),
    /** The owner's answer to the shopper (where to send the parcel, or why not). */
    reply: text("reply").notNull().default(""),
    /** Whether the received units went back on the shelf. */
    restocked: boolean("restocked").notNull().default(false),
    /** What the owner paid back (kobo) once the pieces were received, and when; null until then. */
    refundKobo: kobo("refund_kobo"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** What was sent instead of the returned lines, when, and with which courier; null until sent. */
    exchangeItems: jsonb("exchange_items").$type<ExchangedItem[]>(),
    exchangeSentAt: timestamp("exchange_sent_at", { withTimezone: true }),
    exchangeCourier: text("exchange_courier").notNull().default(""),
    exchangeTrackingNumber: text("exchange_tracking_number").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The owner's list of returns still to answer, to receive, to refund or to exchange, oldest first.
    index("order_returns_open_idx")
      .on(t.createdAt)
      .where(
        sql`${t.status} IN ('Requested', 'Accepted') OR (${t.status} = 'Received' AND ${t.refundedAt} IS NULL AND ${t.exchangeSentAt} IS NULL)`,
      ),
    // The sales report's refunds of a range of days.
    index("order_returns_refunded_idx")
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} IS NOT NULL`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderReturnRow = typeof orderReturns.$inferSelect;
