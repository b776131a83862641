// Columns every capability's tables share. Money columns are integer kobo; timestamps are timestamptz.
import { bigint, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const kobo = (name: string) => bigint(name, { mode: "number" });
