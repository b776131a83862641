// The stock alerts' table.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "@/db/columns";
import { ownedByUser } from "@/accounts/tables";
import { productVariants } from "@/catalog/tables";

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

export type StockAlertRow = typeof stockAlerts.$inferSelect;
