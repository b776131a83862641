// The kernel's table: rate limits, which every capability's routes use.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters, kept in the database so limits hold across instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
