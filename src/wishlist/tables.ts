// The wishlist's table.
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "@/db/columns";
import { ownedByUser } from "@/accounts/tables";
import { ofProduct } from "@/catalog/tables";

export const wishlists = pgTable(
  "wishlists",
  {
    userId: ownedByUser(),
    productId: ofProduct(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("wishlists_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
