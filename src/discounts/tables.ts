// The discounts' tables: the owner's codes and the code each shopper applied to their cart.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, kobo, updatedAt } from "@/db/columns";
import { ownedByUser } from "@/accounts/tables";

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

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
