// The mail outbox.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "@/db/columns";
import { orders } from "@/orders/tables";

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
