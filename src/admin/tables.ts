// The dashboard's table: the days whose owner digest went out.
import { date, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The Lagos days whose owner digest (low stock, unpaid bank transfers) has been sent: a process claims
 * the day by inserting its row, so the digest goes once a day however many processes run (issue 46).
 */
export const ownerDigests = pgTable("owner_digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
