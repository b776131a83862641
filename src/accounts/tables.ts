// The accounts' tables: shoppers and admins, their sign-ins, the admin code and password resets.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "@/db/columns";

/** A shopper's row (session, cart line, review, …): it goes when their account goes. */
export const ownedByUser = () =>
  uuid("user_id")
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: "cascade" });

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
    /** Whether a bag left a day is mailed to them once (src/cart/bag-reminders.ts); they turn it off in Settings. */
    remindOfBag: boolean("remind_of_bag").notNull().default(true),
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

export type UserRow = typeof users.$inferSelect;
