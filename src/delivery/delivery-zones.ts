import { asc, eq } from "drizzle-orm";
import { deliveryZones } from "./tables";
import { matchableId } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, invalid, notFound } from "@/platform/errors";
import { cachedRead } from "@/platform/public-cache";
import { parseInput } from "@/platform/validation";
import type { DeliveryZone } from "@/shop/shipping";
import { deliveryZoneSchema, type DeliveryZoneInput } from "./delivery-zone-schema";

const CACHE_KEY = "delivery-zones";
const ZONE_NOT_FOUND = "Delivery zone not found";

type ZoneRow = typeof deliveryZones.$inferSelect;

function toZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    states: row.states,
    cities: row.cities,
    feeKobo: row.feeKobo,
    freeFromKobo: row.freeFromKobo,
    time: { min: row.deliveryMin, max: row.deliveryMax, unit: row.deliveryUnit },
    pickupAddress: row.pickupAddress,
    offered: row.offered,
  };
}

/**
 * The owner's zones (migration 0009 seeds those of docs/product-rules.md#seeded-zones), read once per instance until they change:
 * every checkout and quote needs them, and a change notifies every instance's public cache.
 * Areas first in the order they were made, then the rest of Nigeria and pickup.
 */
export function readDeliveryZones(ctx: AppContext): Promise<DeliveryZone[]> {
  return cachedRead(ctx.publicCache, CACHE_KEY, async () => {
    const rows = await ctx.db.select().from(deliveryZones).orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
    const rank = { area: 0, rest: 1, pickup: 2 } as const;
    return rows.map(toZone).sort((a, b) => rank[a.kind] - rank[b.kind]);
  });
}

export async function adminDeliveryZones(ctx: AppContext, user: CurrentUser | null): Promise<DeliveryZone[]> {
  requireAdmin(user);
  return readDeliveryZones(ctx);
}

/** The columns a zone of `kind` keeps from the owner's input: what does not apply to it is cleared. */
function columnsFor(kind: DeliveryZone["kind"], zone: DeliveryZoneInput) {
  const area = kind === "area";
  const pickup = kind === "pickup";
  return {
    name: zone.name,
    states: area ? zone.states : [],
    cities: area ? zone.cities : [],
    feeKobo: pickup ? 0 : zone.feeKobo,
    freeFromKobo: pickup ? null : zone.freeFromKobo,
    deliveryMin: zone.time.min,
    deliveryMax: zone.time.max,
    deliveryUnit: zone.time.unit,
    pickupAddress: pickup ? zone.pickupAddress : "",
    offered: pickup ? zone.offered : true,
    updatedAt: new Date(),
  };
}

/** The rules that need the kind and the other zones, with the field each message belongs to. */
function refuseOverlaps(kind: DeliveryZone["kind"], zone: DeliveryZoneInput, others: DeliveryZone[]): void {
  if (kind === "pickup" && zone.offered && !zone.pickupAddress) {
    throw invalid("Please enter the store's pickup address", {
      pickupAddress: "Please enter the store's pickup address",
    });
  }
  if (kind !== "area") return;
  if (zone.states.length === 0) {
    throw invalid("Please choose at least one state", { states: "Please choose at least one state" });
  }
  const areas = others.filter((other) => other.kind === "area");
  const wholeStates = (z: Pick<DeliveryZone, "states" | "cities">) =>
    z.states.filter((state) => !z.cities.some((entry) => entry.state === state));
  for (const state of wholeStates(zone)) {
    const owner = areas.find((other) => wholeStates(other).includes(state));
    if (owner) {
      const message = `${state} is already in the zone ${owner.name}`;
      throw invalid(message, { states: message });
    }
  }
  const key = (entry: { state: string; city: string }) => `${entry.state}|${entry.city.trim().toLowerCase()}`;
  const seen = new Set<string>();
  for (const entry of zone.cities) {
    const owner = areas.find((other) => other.cities.some((theirs) => key(theirs) === key(entry)));
    const message = owner
      ? `${entry.city} (${entry.state}) is already in the zone ${owner.name}`
      : `${entry.city} (${entry.state}) is listed twice`;
    if (owner || seen.has(key(entry))) throw invalid(message, { cities: message });
    seen.add(key(entry));
  }
}

/**
 * The migration's trigger tells every instance once the change commits; this one forgets at once, so
 * the owner's next page and a checkout right after already use the new zones.
 */
function forgetCachedZones(ctx: AppContext): void {
  ctx.publicCache.invalidate();
}

/** The owner adds a zone of states and cities. */
export async function createDeliveryZone(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<DeliveryZone> {
  requireAdmin(user);
  const zone = parseInput(deliveryZoneSchema, input);
  refuseOverlaps("area", zone, await readDeliveryZones(ctx));
  const [row] = await ctx.db
    .insert(deliveryZones)
    .values({ kind: "area", ...columnsFor("area", zone) })
    .returning();
  forgetCachedZones(ctx);
  return toZone(row);
}

async function zoneById(ctx: AppContext, id: string): Promise<DeliveryZone> {
  const zone = (await readDeliveryZones(ctx)).find((z) => z.id === matchableId(id));
  if (!zone) throw notFound(ZONE_NOT_FOUND);
  return zone;
}

/** The owner changes a zone, the rest of Nigeria or pickup; orders already placed keep their fee and estimate. */
export async function updateDeliveryZone(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<DeliveryZone> {
  requireAdmin(user);
  const zone = parseInput(deliveryZoneSchema, input);
  const current = await zoneById(ctx, id);
  const others = (await readDeliveryZones(ctx)).filter((other) => other.id !== current.id);
  refuseOverlaps(current.kind, zone, others);
  const [row] = await ctx.db
    .update(deliveryZones)
    .set(columnsFor(current.kind, zone))
    .where(eq(deliveryZones.id, current.id))
    .returning();
  forgetCachedZones(ctx);
  if (!row) throw notFound(ZONE_NOT_FOUND);
  return toZone(row);
}

/** The owner removes a zone; its addresses fall to the next match. The rest of Nigeria and pickup stay. */
export async function deleteDeliveryZone(ctx: AppContext, user: CurrentUser | null, id: string): Promise<void> {
  requireAdmin(user);
  const zone = await zoneById(ctx, id);
  if (zone.kind === "rest")
    throw conflict("The rest of Nigeria zone cannot be deleted: it delivers to every other address");
  if (zone.kind === "pickup")
    throw conflict("Pick up in store cannot be deleted: untick “Offer pick up in store” instead");
  await ctx.db.delete(deliveryZones).where(eq(deliveryZones.id, zone.id));
  forgetCachedZones(ctx);
}
