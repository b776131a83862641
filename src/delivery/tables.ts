// The delivery zones' table.
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, kobo, updatedAt } from "@/db/columns";
import type { ZoneCity } from "@/shop/shipping";

/**
 * The owner's delivery zones (src/delivery/): seeded by migration 0009 (docs/product-rules.md#seeded-zones) with Ibadan and
 * rest of Nigeria, plus pickup in store (not offered until the owner gives its address).
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["area", "rest", "pickup"] })
      .notNull()
      .default("area"),
    name: text("name").notNull(),
    states: jsonb("states").$type<string[]>().notNull().default([]),
    cities: jsonb("cities").$type<ZoneCity[]>().notNull().default([]),
    feeKobo: kobo("fee_kobo").notNull(),
    freeFromKobo: kobo("free_from_kobo"),
    deliveryMin: integer("delivery_min").notNull(),
    deliveryMax: integer("delivery_max").notNull(),
    deliveryUnit: text("delivery_unit", { enum: ["hours", "days"] }).notNull(),
    pickupAddress: text("pickup_address").notNull().default(""),
    offered: boolean("offered").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One rest of Nigeria and one pickup: the service finds them by kind.
    uniqueIndex("delivery_zones_one_of_kind")
      .on(t.kind)
      .where(sql`${t.kind} <> 'area'`),
    check("delivery_zones_fee_not_negative", sql`${t.feeKobo} >= 0`),
    check("delivery_zones_time_in_order", sql`0 < ${t.deliveryMin} AND ${t.deliveryMin} <= ${t.deliveryMax}`),
  ],
);
