import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { DeliveryZone } from "@/shop/shipping";
import { deliveryFeeSql } from "./order-fee";

const zone = (fields: Partial<DeliveryZone>): DeliveryZone => ({
  id: "z",
  kind: "area",
  name: "Lagos",
  states: ["Lagos"],
  cities: [],
  feeKobo: 2_500_00,
  freeFromKobo: 50_000_00,
  time: { min: 1, max: 2, unit: "days" },
  pickupAddress: "",
  offered: true,
  ...fields,
});

const rendered = (of: DeliveryZone) =>
  new PgDialect().sqlToQuery(
    deliveryFeeSql(of, { subtotal: sql`subtotal`, discount: sql`kobo`, freeDeliveryCode: sql`free_delivery` }),
  );

describe("the order statement's delivery fee", () => {
  // The order statement is prepared once under its name: a fee whose text changed with the zone would
  // make every checkout after the first with another kind of zone fail.
  it("is the same SQL text for every zone, its values only parameters", () => {
    const zones = [zone({}), zone({ freeFromKobo: null }), zone({ kind: "pickup", feeKobo: 0, freeFromKobo: null })];
    const [first, ...others] = zones.map(rendered);
    for (const other of others) expect(other.sql).toBe(first.sql);
    expect([first, ...others].map((query) => query.params)).toEqual([
      [false, 50_000_00, 2_500_00],
      [false, null, 2_500_00],
      [true, null, 0],
    ]);
  });
});
