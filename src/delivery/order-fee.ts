import type { SQL } from "drizzle-orm";
import { inSql } from "@/db/sql-reckoning";
import { deliveryFee, type DeliveryZone, type FeeFacts } from "@/shop/shipping";

/**
 * The delivery fee of an order as an SQL expression of the facts the order statement locks (its
 * subtotal, the code's discount, whether the code applies and gives free delivery): deliveryFee, the
 * same rule the pages preview with, so checkout charges what the cart showed for the same cart.
 */
export function deliveryFeeSql(zone: DeliveryZone, facts: FeeFacts<SQL, SQL>): SQL {
  return deliveryFee(inSql, zone, facts);
}
