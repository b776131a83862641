import { count, desc } from "drizzle-orm";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { pageSchema, type Page } from "@/db/paginate";
import { orderNumberColumn, theOrder } from "@/orders/query-parts";
import { unmatchedCharges } from "./tables";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import type { z } from "@hono/zod-openapi";
import type { unmatchedChargeResponse } from "./responses";

/** A successful card charge that paid no order (see applyCharge): money to settle or refund by hand. */
export type UnmatchedCharge = z.infer<typeof unmatchedChargeResponse>;

/** Newest first, for admins. */
export async function listUnmatchedCharges(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<UnmatchedCharge>> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ charge: unmatchedCharges, orderNumber: orderNumberColumn })
      .from(unmatchedCharges)
      .leftJoin(...theOrder(unmatchedCharges.orderId))
      .orderBy(desc(unmatchedCharges.createdAt), desc(unmatchedCharges.reference))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(unmatchedCharges),
  ]);
  return {
    items: rows.map(({ charge, orderNumber }) => ({
      reference: charge.reference,
      orderId: charge.orderId,
      orderNumber,
      amountKobo: charge.amountKobo,
      customerEmail: charge.customerEmail,
      reason: charge.reason,
      createdAt: charge.createdAt.toISOString(),
    })),
    total: Number(total),
    page,
    limit,
  };
}
