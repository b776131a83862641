import { asc, inArray } from "drizzle-orm";
import { variantSkus } from "@/catalog/query-parts";
import { isUuid } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { linesWithSkus, type AdminOrderPage } from "./admin-order-page";
import { ordersStatusSchema } from "./bulk-status";
import { toOrderView } from "./order-view";
import { orders } from "./tables";

/** What a packing slip prints: the order and its lines with SKUs. */
export type PackingSlipOrder = Pick<AdminOrderPage, "order" | "lines">;

export const packingSlipsSchema = ordersStatusSchema.pick({ ids: true });

/**
 * The packing slips of the ticked orders, oldest first (the order they were placed in, as they are packed):
 * two queries whatever their number. An id that matches no order is left out.
 */
export async function packingSlips(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<PackingSlipOrder[]> {
  requireAdmin(user);
  const { ids } = parseInput(packingSlipsSchema, input);
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await ctx.db.select().from(orders).where(inArray(orders.id, wanted)).orderBy(asc(orders.createdAt));
  const variantIds = [...new Set(rows.flatMap((row) => row.items.flatMap((item) => item.variantId ?? [])))];
  const skus = new Map((variantIds.length ? await variantSkus(ctx.db, variantIds) : []).map((v) => [v.id, v.sku]));
  return rows.map((row) => {
    const order = toOrderView(row, "admin");
    return { order, lines: linesWithSkus(order, skus) };
  });
}
