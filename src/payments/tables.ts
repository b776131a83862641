// The payments' tables: card payment attempts, provider events handled, and charges matching no order.
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, kobo } from "@/db/columns";
import { orders } from "@/orders/tables";

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

/** Raw payment-provider events already handled, so a replayed webhook changes nothing. */
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
