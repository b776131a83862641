// The whole shop's schema, gathered here at the top for drizzle-kit (one migration history, src/db/migrations)
// and the tests. Each capability declares its own tables in its tables.ts and is their only reader and writer
// (decision 035): code of the shop imports a capability's functions, never this file.
export * from "@/accounts/tables";
export * from "@/admin/tables";
export * from "@/cart/tables";
export * from "@/catalog/tables";
export * from "@/delivery/tables";
export * from "@/discounts/tables";
export * from "@/mail/tables";
export * from "@/news/tables";
export * from "@/newsletter/tables";
export * from "@/orders/tables";
export * from "@/payments/tables";
export * from "@/platform/tables";
export * from "@/reviews/tables";
export * from "@/stock-alerts/tables";
export * from "@/store/tables";
export * from "@/wishlist/tables";
