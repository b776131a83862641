// The cart's table: a shopper's bag lines.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "@/db/columns";
import { ownedByUser } from "@/accounts/tables";
import { ofProduct, productVariants } from "@/catalog/tables";

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

/**
 * When each shopper was last reminded of a bag left a day (src/cart/bag-reminders.ts): a bag changed since is
 * reminded of again, one unchanged never twice. Claimed by the insert that queues the mail, so one process sends it.
 */
export const bagReminders = pgTable("bag_reminders", {
  userId: ownedByUser().primaryKey(),
  remindedAt: timestamp("reminded_at", { withTimezone: true }).notNull(),
});

export type CartItemRow = typeof cartItems.$inferSelect;
