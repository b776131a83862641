// The newsletter's table.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "@/db/columns";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
