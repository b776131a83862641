import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import { type CurrentUser, requireUser } from "@/platform/access";
import { orders, type OrderItem, type ShippingAddress } from "./tables";
import type { AppContext } from "@/platform/context";
import { withinPageDepth } from "@/platform/paging";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { notFound } from "@/platform/errors";
import { ORDER_STATUSES } from "@/shop/constants";
import { orderViewColumns, orderViewRows, toOrderView, type OrderView, type OrderVisibility } from "./order-view";
import { containsPattern } from "@/db/like-pattern";
import { preparedOnce, type Db } from "@/db/client";
import { isOpenUnpaid } from "./query-parts";
import { windowClauses, windowShape, type PageWindow } from "@/db/page-window";

export const myOrdersQuerySchema = z
  .object({
    search: z.string().trim().max(60).optional().catch(undefined),
    status: z.enum(ORDER_STATUSES).optional().catch(undefined),
    page: z.coerce.number().int().min(1).default(1).catch(1),
    limit: z.coerce.number().int().min(1).max(100).default(20).catch(20),
  })
  .superRefine(withinPageDepth);

export type OrderList = { items: OrderView[]; total: number; page: number; limit: number };

/** The shopper's own orders, newest first, optionally by status and by part of the order number. */
export async function listMyOrders(ctx: AppContext, user: CurrentUser | null, query: unknown = {}): Promise<OrderList> {
  const shopper = requireUser(user);
  const { search, status, page, limit } = parseInput(myOrdersQuerySchema, query);
  const window = { rows: limit, skip: (page - 1) * limit };
  const shape = { status: Boolean(status), search: Boolean(search), window };
  const [read] = await myOrdersPage(ctx.db, shape).execute({
    userId: shopper.id,
    status,
    pattern: search ? containsPattern(search) : undefined,
    skip: window.skip,
  });
  const items = orderViewRows.read(read.page).map((row) => toOrderView(row, "shopper"));
  return { items, total: read.total, page, limit };
}

/**
 * The page and the count of a shopper's orders in one statement, prepared once per shape: the order
 * history is a page a shopper opens again and again, and on the embedded database parsing and
 * planning its two queries cost more than running them. Each page size is its own statement (src/db/page-window.ts
 * says why); the page comes as one JSON text (`orderViewRows`).
 */
function myOrdersPage(db: Db, shape: { status: boolean; search: boolean; window: PageWindow }) {
  const name =
    `my_orders_${shape.status ? "status" : "all"}_${shape.search ? "search" : "all"}_${windowShape(shape.window)}`.replace(
      "+",
      "_",
    );
  return preparedOnce(db, name, (db) => {
    const mine = and(
      eq(orders.userId, sql.placeholder("userId")),
      shape.status ? eq(orders.status, sql.placeholder("status")) : undefined,
      shape.search ? ilike(orders.orderNumber, sql.placeholder("pattern")) : undefined,
    );
    const newestFirst = [desc(orders.createdAt), desc(orders.id)];
    const { limit, offset } = windowClauses(shape.window);
    const page = db
      .select(orderViewColumns)
      .from(orders)
      .where(mine)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      // Named as the table, so that the page's JSON reads its rows through the table's own columns.
      .as("orders");
    return db
      .select({
        total: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${mine})`,
        page: sql<
          string | null
        >`(SELECT json_agg(${orderViewRows.array} ORDER BY ${sql.join(newestFirst, sql`, `)})::text FROM ${page})`,
      })
      .from(sql`(VALUES (1)) AS one`)
      .prepare(name);
  });
}

/**
 * An order by its number for the tracking page (docs/product-rules.md#order-tracking). Anyone with the number sees its
 * progress; the name, street address, phone and e-mail only the owner, an admin, or a visitor who
 * also gives the e-mail used for the order. A signed-in shopper looking up another's order is such
 * a visitor: signing out would show them the same. Such visitors' lookups, found or not, count
 * against a per-address limit, so order numbers and e-mails cannot be tried in bulk.
 */
export async function findOrderForTracking(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
  email: string | null | undefined,
  clientIp: string,
): Promise<{ order: OrderView; view: OrderVisibility; mine: boolean } | null> {
  const number = orderNumber.trim().toUpperCase();
  const [row] = /^BAY-[0-9A-Z]{1,40}$/.test(number)
    ? await ctx.db.select().from(orders).where(eq(orders.orderNumber, number)).limit(1)
    : [];
  const owner = user !== null && row?.userId === user.id;
  if (!owner && !user?.isAdmin) {
    const { config } = ctx;
    await consumeRateLimit(
      ctx,
      `order-lookup:ip:${clientIp}`,
      config.RATE_LIMIT_ORDER_LOOKUP_PER_IP,
      config.RATE_LIMIT_WINDOW_SECONDS,
    );
  }
  if (!row) return null;
  const givenEmail = email?.trim().toLowerCase();
  const knowsEmail = Boolean(givenEmail) && givenEmail === row.customerEmail.toLowerCase();
  const order = toOrderView(row, owner || user?.isAdmin || knowsEmail ? "shopper" : "stranger");
  return { order, view: order.view, mine: owner };
}

/** The shopper's own order of that number (typed in any case); another's never matches. */
export const ownOrder = (shopperId: string, orderNumber: string) =>
  and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), eq(orders.userId, shopperId));

/** The items of one of the shopper's own orders, as bought; another's order is not found, as on its page. */
export async function myOrderItems(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<OrderItem[]> {
  const shopper = requireUser(user);
  const [row] = await ctx.db
    .select({ items: orders.items })
    .from(orders)
    .where(ownOrder(shopper.id, orderNumber))
    .limit(1);
  if (!row) throw notFound("Order not found");
  return row.items;
}

/**
 * Where the shopper's newest delivered-to-an-address order went (name, phone and address), for checkout to start
 * from; null before their first such order. Orders picked up in store keep no address and are passed over.
 */
export async function lastDeliveryAddress(ctx: AppContext, user: CurrentUser | null): Promise<ShippingAddress | null> {
  const shopper = requireUser(user);
  const [row] = await lastAddressQuery(ctx.db).execute({ userId: shopper.id });
  return row?.address ?? null;
}

/** How many of the shopper's latest delivery addresses checkout offers to deliver to again. */
export const RECENT_ADDRESSES = 3;

/**
 * What checkout starts from, in one trip to the database: the shopper's recent delivery addresses, newest
 * first and each once (the first is `lastDeliveryAddress`), and how many of their orders count against the
 * limit of unpaid orders now.
 */
export async function checkoutStanding(
  ctx: AppContext,
  user: CurrentUser | null,
): Promise<{ recentAddresses: ShippingAddress[]; openUnpaid: number }> {
  const shopper = requireUser(user);
  const [row] = await checkoutStandingQuery(ctx.db).execute({ userId: shopper.id });
  return { recentAddresses: row?.recentAddresses ?? [], openUnpaid: row?.openUnpaid ?? 0 };
}

const hasDeliveryAddress = sql`${orders.shippingAddress} ->> 'address' <> ''`;

/** The shopper's newest order delivered to an address, walked newest first on orders_user_created_idx. */
const newestDeliveryAddress = (db: Db) =>
  db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder("userId")), hasDeliveryAddress))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);

/**
 * The shopper's latest distinct delivery addresses as one JSON array, newest first: of their 20 newest orders
 * (orders_user_created_idx), each street, town and state once, as it was last written.
 */
function recentDeliveryAddresses() {
  const place = sql`lower(btrim(n.address ->> 'address')), lower(btrim(n.address ->> 'city')), n.address ->> 'state'`;
  return sql`SELECT coalesce(json_agg(d.address ORDER BY d.at DESC), '[]'::json) FROM (
    SELECT address, at FROM (
      SELECT DISTINCT ON (${place}) n.address, n.at
      FROM (
        SELECT ${orders.shippingAddress} AS address, ${orders.createdAt} AS at FROM ${orders}
        WHERE ${orders.userId} = ${sql.placeholder("userId")} AND ${hasDeliveryAddress}
        ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC LIMIT 20
      ) AS n
      ORDER BY ${place}, n.at DESC
    ) AS each_place
    ORDER BY at DESC LIMIT ${sql.raw(String(RECENT_ADDRESSES))}
  ) AS d`;
}

/** Each part as its own subquery, so that each keeps its index: the address one row, the count orders_unpaid_user_idx. */
function checkoutStandingQuery(db: Db) {
  return preparedOnce(db, "checkout_standing", (db) => {
    const unpaid = db
      .select({ count: sql`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder("userId")), isOpenUnpaid));
    return db
      .select({
        recentAddresses: sql<ShippingAddress[]>`(${recentDeliveryAddresses()})`,
        openUnpaid: sql<number>`(${unpaid})`,
      })
      .from(sql`(VALUES (1)) AS one_row (x)`)
      .prepare("checkout_standing");
  });
}

function lastAddressQuery(db: Db) {
  return preparedOnce(db, "last_delivery_address", (db) => newestDeliveryAddress(db).prepare("last_delivery_address"));
}
