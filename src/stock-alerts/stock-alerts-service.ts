import { and, count, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { preparedOnce } from "@/db/client";
import { rowsLiteral } from "@/db/page-window";
import { isUuid } from "@/db/ids";
import { activeVariant, productColumns, theVariant, theVariantsProduct, variantColumns } from "@/catalog/query-parts";
import { holdShopper } from "@/accounts/query-parts";
import { stockAlerts } from "./tables";
import { type CurrentUser, requireUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, notFound } from "@/platform/errors";
import { textFormOf } from "@/platform/form-fields";
import { parseInput } from "@/platform/validation";
import { MAX_STOCK_ALERTS_PER_SHOPPER } from "@/shop/constants";
import {
  ALERT_NOT_FOUND,
  SIGN_IN_FOR_STOCK_ALERTS,
  stockAlertSchema,
  TOO_MANY_ALERTS,
  VARIANT_NOT_FOUND,
} from "./stock-alert-schema";
import { variantName, variantPath } from "./variant-path";

/**
 * The product page's "E-mail me when it's back" form (decision 036); here, not beside the schema, whose
 * file the product page's scripts load for its texts.
 */
export const stockAlertFormSchema = textFormOf(stockAlertSchema);

/** A pending alert as the shopper sees it (settings page, GET /stock-alerts). */
export type StockAlertView = {
  id: string;
  variantId: string;
  productId: string;
  productName: string;
  size: string;
  color: string;
  /** The product page with this size and colour chosen. */
  path: string;
  createdAt: string;
};

/** An alert whose mail went out: the settings page keeps it, with its date, instead of letting it vanish. */
export type SentStockAlertView = StockAlertView & { sentAt: string };

/** How many sent alerts the settings page lists, newest first. */
export const SENT_STOCK_ALERTS_SHOWN = 10;

const viewColumns = {
  id: stockAlerts.id,
  variantId: stockAlerts.variantId,
  productId: productColumns.id,
  productName: productColumns.name,
  size: variantColumns.size,
  color: variantColumns.color,
  createdAt: stockAlerts.createdAt,
};

type ViewRow = { [K in keyof typeof viewColumns]: K extends "createdAt" ? Date : string };

const toView = (row: ViewRow): StockAlertView => ({
  ...row,
  path: variantPath(row.productId, row.size, row.color),
  createdAt: row.createdAt.toISOString(),
});

function pendingAlerts(ctx: AppContext) {
  return ctx.db
    .select(viewColumns)
    .from(stockAlerts)
    .innerJoin(...theVariant(stockAlerts.variantId))
    .innerJoin(...theVariantsProduct())
    .$dynamic();
}

/** The shopper's alerts still waiting for a restock, newest first. */
export async function listMyStockAlerts(ctx: AppContext, user: CurrentUser | null): Promise<StockAlertView[]> {
  const shopper = requireUser(user);
  // Both lists are read on every view of the settings page: parsed and planned once, not per view.
  const query = preparedOnce(ctx.db, "my_stock_alerts", (db) =>
    db
      .select(viewColumns)
      .from(stockAlerts)
      .innerJoin(...theVariant(stockAlerts.variantId))
      .innerJoin(...theVariantsProduct())
      .where(and(eq(stockAlerts.userId, sql.placeholder("userId")), isNull(stockAlerts.notifiedAt)))
      .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
      .prepare("my_stock_alerts"),
  );
  const rows = await query.execute({ userId: shopper.id });
  return rows.map(toView);
}

/** The shopper's alerts whose mail was sent, newest first (the last SENT_STOCK_ALERTS_SHOWN). */
export async function listMySentStockAlerts(ctx: AppContext, user: CurrentUser | null): Promise<SentStockAlertView[]> {
  const shopper = requireUser(user);
  const query = preparedOnce(ctx.db, "my_sent_stock_alerts", (db) =>
    db
      .select({ ...viewColumns, sentAt: stockAlerts.notifiedAt })
      .from(stockAlerts)
      .innerJoin(...theVariant(stockAlerts.variantId))
      .innerJoin(...theVariantsProduct())
      .where(and(eq(stockAlerts.userId, sql.placeholder("userId")), isNotNull(stockAlerts.notifiedAt)))
      .orderBy(desc(stockAlerts.notifiedAt), desc(stockAlerts.id))
      .limit(rowsLiteral(SENT_STOCK_ALERTS_SHOWN))
      .prepare("my_sent_stock_alerts"),
  );
  const rows = await query.execute({ userId: shopper.id });
  return rows.map(({ sentAt, ...row }) => ({ ...toView(row), sentAt: (sentAt as Date).toISOString() }));
}

/**
 * "E-mail me when it's back" for a sold-out variant of an active product. Asking twice keeps the one
 * alert (the partial unique key); a variant with stock is refused, the shopper can buy it now. The
 * mail goes to the account's e-mail address, whatever it is when the variant is restocked.
 */
export async function subscribeToStockAlert(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<StockAlertView> {
  const shopper = requireUser(user, SIGN_IN_FOR_STOCK_ALERTS);
  const { variantId } = parseInput(stockAlertSchema, input);
  if (!isUuid(variantId)) throw notFound(VARIANT_NOT_FOUND);
  const variant = await activeVariant(ctx.db, variantId);
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  if (variant.stock > 0) {
    const which = variantName(variant);
    throw conflict(`${which ? `${which} is` : "It is"} in stock: you can add it to your cart now`);
  }
  await ctx.db.transaction(async (tx) => {
    // The shopper's row is the queue for their alerts: two at once cannot both pass the cap.
    await holdShopper(tx, shopper.id);
    const [others] = await tx
      .select({ n: count() })
      .from(stockAlerts)
      .where(
        and(eq(stockAlerts.userId, shopper.id), isNull(stockAlerts.notifiedAt), ne(stockAlerts.variantId, variantId)),
      );
    if (others.n >= MAX_STOCK_ALERTS_PER_SHOPPER) throw conflict(TOO_MANY_ALERTS);
    await tx
      .insert(stockAlerts)
      .values({ userId: shopper.id, variantId })
      .onConflictDoNothing({
        target: [stockAlerts.userId, stockAlerts.variantId],
        where: isNull(stockAlerts.notifiedAt),
      });
  });
  // The alert just made or the one already waiting; a restock between the two statements has mailed
  // it already, and the shopper hears the same answer (they will get, or got, that one mail).
  const [alert] = await pendingAlerts(ctx)
    .where(and(eq(stockAlerts.userId, shopper.id), eq(stockAlerts.variantId, variantId)))
    .orderBy(desc(stockAlerts.createdAt))
    .limit(1);
  return toView(alert);
}

/** Cancels one of the shopper's pending alerts; another shopper's is "not found", as if it were not there. */
export async function cancelStockAlert(ctx: AppContext, user: CurrentUser | null, id: string): Promise<void> {
  const shopper = requireUser(user);
  if (!isUuid(id)) throw notFound(ALERT_NOT_FOUND);
  const deleted = await ctx.db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, shopper.id), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  if (deleted.length === 0) throw notFound(ALERT_NOT_FOUND);
}
