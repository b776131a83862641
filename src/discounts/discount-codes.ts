import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { codeRevenue, ordersUsingCode } from "@/orders/query-parts";
import { discountCodes, type DiscountCodeRow } from "./tables";
import { breaksUniqueKey } from "@/db/errors";
import { isUuid } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { AppError, notFound } from "@/platform/errors";
import { discountCodeProblems, type DiscountCodeChange, type DiscountCodeInput } from "./discount-schema";
import { codeState } from "./discount-rules";
import type { CodeState } from "./discount-wording";

/**
 * A code as the owner's list shows it: its terms, times used, why nobody can use it now (`state`, by
 * the checkout's own rule, null when open) and the revenue of the orders that used it.
 */
export type DiscountCodeView = Omit<DiscountCodeRow, "startsAt" | "endsAt" | "createdAt" | "updatedAt"> & {
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  state: CodeState | null;
  revenueKobo: number;
  discountGivenKobo: number;
};

const CODE_TAKEN = "A discount code with this name already exists";
const NOT_FOUND = "Discount code not found";

/** A code's row with its state now, for a select or a write's RETURNING. */
const withState = { ...getTableColumns(discountCodes), state: codeState("discount_codes", sql`now()`) };

type RowWithState = DiscountCodeRow & { state: CodeState | null };

function toView(row: RowWithState, revenueKobo = 0, discountGivenKobo = 0): DiscountCodeView {
  return {
    ...row,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revenueKobo,
    discountGivenKobo,
  };
}

/** Every code, newest first, with what it brought in (orders not cancelled). */
export async function listDiscountCodes(ctx: AppContext, user: CurrentUser | null): Promise<DiscountCodeView[]> {
  requireAdmin(user);
  // Only orders that used a code are joined, through orders_discount_code_idx.
  const rows = await ctx.db
    .select({
      code: withState,
      ...codeRevenue,
    })
    .from(discountCodes)
    .leftJoin(...ordersUsingCode(discountCodes.id))
    .groupBy(discountCodes.id)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map((row) => toView(row.code, Number(row.revenueKobo), Number(row.discountGivenKobo)));
}

async function saved(write: () => Promise<RowWithState[]>): Promise<DiscountCodeView> {
  try {
    const [row] = await write();
    if (!row) throw notFound(NOT_FOUND);
    return toView(row);
  } catch (err) {
    if (breaksUniqueKey(err, "discount_codes_code_key")) {
      throw new AppError(409, "code_taken", CODE_TAKEN, { code: CODE_TAKEN });
    }
    throw err;
  }
}

/**
 * A new code, as the API's schema or the admin form's schema parsed it (decision 036: input is parsed
 * once, by the adapter that received it).
 */
export async function createDiscountCode(ctx: AppContext, user: CurrentUser | null, code: DiscountCodeInput) {
  requireAdmin(user);
  return saved(() => ctx.db.insert(discountCodes).values(code).returning(withState));
}

async function codeRow(ctx: AppContext, id: string): Promise<DiscountCodeRow> {
  const [row] = isUuid(id) ? await ctx.db.select().from(discountCodes).where(eq(discountCodes.id, id)) : [];
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Changes any of a code's terms; the code is checked whole, as it will be. Times used stay. */
export async function updateDiscountCode(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  change: DiscountCodeChange,
) {
  requireAdmin(user);
  const current = await codeRow(ctx, id);
  const next = { ...termsOf(current), ...change };
  const problems = discountCodeProblems(next);
  if (problems.length > 0) {
    const fields = Object.fromEntries(problems.map(({ field, message }) => [field, message]));
    throw new AppError(422, "invalid", problems[0].message, fields);
  }
  return saved(() =>
    ctx.db
      .update(discountCodes)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id))
      .returning(withState),
  );
}

function termsOf(row: DiscountCodeRow) {
  const { id: _id, timesUsed: _used, createdAt: _created, updatedAt: _updated, ...terms } = row;
  return terms;
}

/** Orders keep the code's name and amount; only the link to the code goes. */
export async function deleteDiscountCode(ctx: AppContext, user: CurrentUser | null, id: string): Promise<void> {
  requireAdmin(user);
  const deleted = isUuid(id)
    ? await ctx.db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id })
    : [];
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
