// The store's tables: the owner's settings and the shop's pages.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "@/db/columns";

/**
 * The owner's store details (one row, id 1): seeded on first start from STORE_NAME and
 * BANK_TRANSFER_DETAILS, then changed from the admin dashboard (src/store/).
 */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: integer("id").primaryKey().default(1),
    storeName: text("store_name").notNull(),
    contactEmail: text("contact_email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    instagramUrl: text("instagram_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    xUrl: text("x_url").notNull().default(""),
    tiktokUrl: text("tiktok_url").notNull().default(""),
    courierOne: text("courier_one").notNull(),
    courierTwo: text("courier_two").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankName: text("bank_name").notNull(),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    /** Origins (https://host) besides the shop's media store that product images may come from, separated by spaces. */
    imageOrigins: text("image_origins").notNull().default(""),
    /** Mail the contact address about each new order (issue 46); nothing is sent while that address is empty. */
    notifyNewOrders: boolean("notify_new_orders").notNull().default(true),
    /** Mail shoppers once about a bag they left a day (src/cart/bag-reminders.ts); each shopper may still say no. */
    remindBags: boolean("remind_bags").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check("store_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * The owner's shop pages (returns, delivery, size guide, privacy, terms, about, FAQ), by their address's slug
 * (src/store/store-pages.ts). The text is the owner's plain text or small Markdown, made into HTML
 * only when shown. An empty text is a page not written: it is not shown nor linked.
 */
export const storePages = pgTable("store_pages", {
  slug: text("slug").primaryKey(),
  body: text("body").notNull().default(""),
  updatedAt: updatedAt(),
});
