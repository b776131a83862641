// The reviews' tables.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "@/db/columns";
import { ownedByUser } from "@/accounts/tables";
import { ofProduct } from "@/catalog/tables";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    productId: ofProduct(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    isVerifiedPurchase: boolean("is_verified_purchase").notNull().default(false),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_product_key").on(t.userId, t.productId),
    index("reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: ownedByUser(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export type ReviewRow = typeof reviews.$inferSelect;
