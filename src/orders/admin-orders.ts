import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { formOf, formText, isTicked } from "@/platform/form-fields";
import type { PgSelect, SelectedFields } from "drizzle-orm/pg-core";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { orders, orderTotals } from "./tables";
import { keptOrderTotals, type OrderTotals } from "./order-totals";
import { connectionsWith, preparedOnce, type Db } from "@/db/client";
import { changeOrderStatus } from "./order-status";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import { queueOrderStatusMail } from "@/mail";
import type { AppContext } from "@/platform/context";
import { conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@/shop/constants";
import { isUuid, matchableId } from "@/db/ids";
import { containsPattern } from "@/db/like-pattern";
import { optionalText, pageSchema } from "@/db/paginate";
import { rowsLiteral, windowClauses, windowShape, type PageWindow } from "@/db/page-window";
import { orderViewColumns, orderViewRows, toOrderView, type AdminOrderView } from "./order-view";

export type OrderSummary = {
  totalOrders: number;
  pending: number;
  shipped: number;
  delivered: number;
  revenueKobo: number;
};

/** An order's id marks where a page of the list ends or starts (keyset paging, decision 020). */
const cursor = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.string().refine(isUuid, "This link to a page of orders is not valid").optional(),
);

export const orderListSchema = pageSchema
  .extend({
    search: optionalText(200),
    status: z.preprocess(
      (v) => (v === "" || v === "All" ? undefined : v),
      z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional(),
    ),
    paymentStatus: z.preprocess(
      (v) => (v === "" || v === "All" ? undefined : v),
      z.enum(PAYMENT_STATUSES, { error: "Unknown payment status" }).optional(),
    ),
    paymentMethod: z.preprocess(
      (v) => (v === "" || v === "All" ? undefined : v),
      z.enum(PAYMENT_METHODS, { error: "Unknown payment method" }).optional(),
    ),
    /** The orders older than this one (the next page). */
    after: cursor,
    /** The orders newer than this one (the previous page). */
    before: cursor,
  })
  .refine((q) => !(q.after && q.before), { message: "Ask for the orders after or before one order, not both" })
  .refine((q) => q.page === 1 || !(q.after || q.before), {
    message: "Page by number or by cursor, not both",
    path: ["page"],
  });
export const statusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Status must be Pending, Shipped, Delivered or Cancelled" }),
  /**
   * With Delivered: the courier collected a pay-on-delivery order's cash, so it is marked paid in the same step
   * (docs/product-rules.md#payments). Ignored for any other status or way of paying.
   */
  paidOnDelivery: z.boolean({ error: "paidOnDelivery must be true or false" }).default(false),
});

/** The admin's order status forms (decision 036): `status` as text, `paidOnDelivery` a tick. */
export const statusFormSchema = formOf(statusSchema, (sent) => ({
  status: formText(sent.status),
  paidOnDelivery: isTicked(sent.paidOnDelivery),
}));
export const paymentSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Payment status must be Pending or Verified" }),
});

/** How order numbers start (docs/product-rules.md#order-numbers); what follows is upper-case base 36. */
const ORDER_NUMBER_PREFIX = "BAY-";

/** Where a typed term is looked for. */
type SearchField = "number" | "email" | "name" | "phone";

/**
 * What the admin typed, as the filter's shape (the fields it can be in); the text itself is a parameter.
 * "number range": only an order number's beginning, first read as the range of numbers it begins.
 */
type SearchShape = "none" | "number range" | SearchField[];

/** How much of an order number a term can be: BAY- and upper-case base 36 (docs/product-rules.md#order-numbers). */
const NUMBER_START = /^BAY-[A-Z0-9]*$/;

/** Part of a phone number as people write it: digits, spaces, dashes, a leading +, four digits at least. */
const PHONE_PART = /^\+?[\d\s-]*$/;
const PHONE_DIGITS_AT_LEAST = 4;

/**
 * The digits a phone term is looked for among an order's last ten (`search_phone`): "+234 803…",
 * "234803…" and "0803…" all as "803…", the national prefix being no part of what is kept. Null when
 * the term is no part of a phone number.
 */
function phoneDigits(term: string): string | null {
  if (!PHONE_PART.test(term)) return null;
  let digits = term.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS_AT_LEAST) return null;
  if (digits.startsWith("234") && (term.startsWith("+") || digits.length > 10)) digits = digits.slice(3);
  return digits.replace(/^0/, "");
}

/**
 * An order number is found by its beginning ("bay-mf3k" or "MF3K", with or without BAY-) on the unique
 * key; e-mail and name by any part, case-insensitively, in their lower-cased copies (migration 0021)
 * and on those copies' trigram indexes; a phone by any part of its last ten digits (migration 0032).
 * Only where the term can be: a term that is the beginning of an order number with BAY- is searched as
 * nothing else; one with other than letters and digits is no order number's beginning, one with a
 * space is in no e-mail address, and only digits (spaced, dashed, with +) are part of a phone. Each
 * field left out is a test fewer per order walked and an index fewer for the planner to weigh
 * ("customer 12": a third of the work).
 */
function searchShape(term: string | undefined): SearchShape {
  if (!term) return "none";
  if (NUMBER_START.test(term.toUpperCase())) return "number range";
  const fields: SearchField[] = [];
  if (/^[a-z0-9]+$/i.test(term)) fields.push("number");
  if (!/\s/.test(term)) fields.push("email");
  fields.push("name");
  if (phoneDigits(term) !== null) fields.push("phone");
  return fields;
}

/** Order numbers beginning with the term: from it up to the next string of its length, by code point (migration 0019). */
const numberBetween = (from: SQL, to: SQL) => sql`(${orders.orderNumber} >= ${from} AND ${orders.orderNumber} < ${to})`;

/**
 * `walked`: tested on each of the orders walked, by functions whose result the planner cannot foresee,
 * so that its estimate is the same for every term and the statement keeps one plan (see WALKED_FIRST).
 */
function searchFilter(fields: SearchField[], walked = false): SQL {
  const pattern = sql.placeholder("contains");
  const term = sql.placeholder("term");
  const tests: Record<SearchField, SQL> = walked
    ? {
        number: sql`strpos(${orders.orderNumber}, ${sql.placeholder("numberFrom")}) = 1`,
        email: sql`strpos(${orders.searchEmail}, ${term}) > 0`,
        name: sql`strpos(${orders.searchName}, ${term}) > 0`,
        // Not in orders_created_idx: readPage never walks for a phone first (each order would be read).
        phone: sql`strpos(${orders.searchPhone}, ${sql.placeholder("phone")}) > 0`,
      }
    : {
        number: numberBetween(sql`${sql.placeholder("numberFrom")}`, sql`${sql.placeholder("numberTo")}`),
        email: sql`${orders.searchEmail} LIKE ${pattern}`,
        name: sql`${orders.searchName} LIKE ${pattern}`,
        phone: sql`${orders.searchPhone} LIKE ${sql.placeholder("phonePattern")}`,
      };
  return sql`(${sql.join(
    fields.map((field) => tests[field]),
    sql` OR `,
  )})`;
}

/** The term as the filter's parameters: the range of order numbers it begins, any part of an e-mail or a name, and of a phone. */
function searchTerms(term: string) {
  const upper = term.toUpperCase();
  const start = upper.startsWith(ORDER_NUMBER_PREFIX) ? upper : ORDER_NUMBER_PREFIX + upper;
  // Upper-case base 36 and "-": the last character's successor is one more code point, and still ASCII.
  const after = start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + 1);
  const phone = phoneDigits(term) ?? "";
  return {
    numberFrom: start,
    numberTo: after,
    contains: containsPattern(term),
    term: term.toLowerCase(),
    phone,
    phonePattern: containsPattern(phone),
  };
}

/** Newest first; id breaks ties between orders placed in the same microsecond. Matches orders_created_idx. */
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];
const OLDEST_FIRST = [asc(orders.createdAt), asc(orders.id)];

/** Orders placed before (or after) the cursor's order, in the list's order; the row comparison walks the index. */
const cursorOrder = sql`(SELECT o.created_at, o.id FROM orders o WHERE o.id = ${sql.placeholder("cursor")})`;
const olderThanCursor = sql`(${orders.createdAt}, ${orders.id}) < ${cursorOrder}`;
const newerThanCursor = sql`(${orders.createdAt}, ${orders.id}) > ${cursorOrder}`;

/**
 * `walkedFirst`: a search among the WALKED_FIRST orders from the page's start only (see `readPage`),
 * planned once; without it, a search is planned for its term at every run.
 */
type ListShape = {
  search: SearchShape;
  status: boolean;
  /** Filters by payment status and payment method, each walked newest first on its own index. */
  paymentStatus: boolean;
  paymentMethod: boolean;
  cursor: "none" | "after" | "before";
  window: PageWindow;
  walkedFirst?: boolean;
};

const shapeName = (search: SearchShape) =>
  search === "none" ? "none" : search === "number range" ? "number_range" : search.join("_");

/**
 * How many orders from the page's start a search by e-mail, name or number looks among first, with a
 * plan made once. A term matching one order in a few hundred (a common name, part of a domain) fills a
 * page there. Planned for its term instead, the statement cost the embedded database about as much to
 * plan as to run (1.2 and 1.3 ms at 100,000 orders) and PostgreSQL 0.8 ms of its 3 at 1,000,000. A
 * rarer term, whose page these orders do not fill, is searched again, planned for it.
 */
export const WALKED_FIRST = 5_000;

/**
 * A number range holding more orders than this is read by walking the newest orders instead (a term
 * as short as "BAY-" or "BAY-M" begins most numbers): below it, the range's orders are read from the
 * unique key, which holds their created_at, and the newest kept.
 */
export const NUMBER_RANGE_READ_AT_MOST = 5_000;

/** Whether the order a page starts from still exists (always, without one). */
const cursorFound = (shape: ListShape) =>
  shape.cursor === "none" ? sql`true` : sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${sql.placeholder("cursor")})`;

/**
 * The orders a number range holds, at most one more than NUMBER_RANGE_READ_AT_MOST. Its bounds are
 * subqueries, unknown to the planner, so that every term gets the same plan (a walk of the unique key
 * over the range) and the statement is planned once, not at every run: planning a search cost as much
 * as running it on the embedded database.
 */
function numberRangeOrders(db: Db, filters: SQL[]) {
  const from = sql`(SELECT ${sql.placeholder("numberFrom")}::text)`;
  const to = sql`(SELECT ${sql.placeholder("numberTo")}::text)`;
  return db.$with("in_range").as(
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(numberBetween(from, to), ...filters))
      .limit(rowsLiteral(NUMBER_RANGE_READ_AT_MOST + 1)),
  );
}

/**
 * One statement per request, so one round trip and one pooled connection, and one row: the kept
 * totals, the page (one order more, to tell whether more follow) as one JSON text (`orderViewRows`)
 * and, when paging from an order, whether that order still exists. Each shape is built once; those
 * without a search, the number range and the walk of WALKED_FIRST orders are also prepared once per
 * connection. Another search is planned with its term each time: only a known term lets the planner
 * choose between the trigram indexes and walking the newest orders. On connections that plan every run
 * (`plannedPerRun`) it is prepared too, so that only the planning is repeated, not the parsing.
 */
function pageWithTotals(db: Db, shape: ListShape, plannedPerRun: boolean) {
  const name =
    `admin_orders_${shape.walkedFirst ? "walked_" : ""}${shapeName(shape.search)}_${shape.status ? "status" : "all"}${shape.paymentStatus ? "_paid" : ""}${shape.paymentMethod ? "_method" : ""}_${shape.cursor}_${windowShape(shape.window)}`.replace(
      /\+/g,
      "_",
    );
  return preparedOnce(db, name, (db) => {
    // Which orders the list holds and where the page starts; then what a search asks of each.
    const placed: SQL[] = [];
    if (shape.status) placed.push(sql`${orders.status} = ${sql.placeholder("status")}`);
    if (shape.paymentStatus) placed.push(sql`${orders.paymentStatus} = ${sql.placeholder("paymentStatus")}`);
    if (shape.paymentMethod) placed.push(sql`${orders.paymentMethod} = ${sql.placeholder("paymentMethod")}`);
    if (shape.cursor === "after") placed.push(olderThanCursor);
    if (shape.cursor === "before") placed.push(newerThanCursor);
    const searched = Array.isArray(shape.search) ? [searchFilter(shape.search, shape.walkedFirst)] : [];
    const filters = [...searched, ...placed];
    const inRange = shape.search === "number range" ? numberRangeOrders(db, filters) : null;
    const totals = db
      .select({
        kept: keptOrderTotals.as("kept"),
        cursorFound: cursorFound(shape).as("cursor_found"),
        inRange: (inRange ? sql<number>`(SELECT count(*)::int FROM ${inRange})` : sql<number>`0`).as("in_range"),
      })
      .from(orderTotals)
      .as("totals");
    const backwards = shape.cursor === "before";
    const { limit, offset } = windowClauses(shape.window);
    const order = backwards ? OLDEST_FIRST : NEWEST_FIRST;
    const inOrder = <Q extends PgSelect>(query: Q, by = order) =>
      query
        .orderBy(...by)
        .limit(limit)
        .offset(offset);
    // The WALKED_FIRST orders from the page's start, named as the table so that the search's tests read
    // their columns; a subquery with a limit, which the planner can only walk.
    const walked = () =>
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          orderNumber: orders.orderNumber,
          searchEmail: orders.searchEmail,
          searchName: orders.searchName,
        })
        .from(orders)
        .where(and(...placed))
        .orderBy(...order)
        .limit(rowsLiteral(WALKED_FIRST))
        .as("orders");
    // The orders the list's own filters hold, in the page's order: whole rows, or only their ids.
    const listed = <C extends SelectedFields>(columns: C) =>
      inOrder(
        db
          .select(columns)
          .from(orders)
          .where(and(...filters))
          .$dynamic(),
      );
    // The page's ids from orders_created_idx alone (it holds what a search tests), then their rows:
    // from the number range's orders, from the walk of the newest, or from the list's own filters.
    const pageIds = () => {
      if (inRange) {
        const byPlaced = backwards
          ? [asc(inRange.createdAt), asc(inRange.id)]
          : [desc(inRange.createdAt), desc(inRange.id)];
        return inOrder(db.select({ id: inRange.id }).from(inRange).$dynamic(), byPlaced);
      }
      if (shape.walkedFirst) {
        const ids = db.select({ id: sql<string>`${orders.id}` }).from(walked());
        return inOrder(ids.where(and(...searched)).$dynamic());
      }
      return listed({ id: orders.id });
    };
    const page = (
      shape.search === "none"
        ? listed(orderViewColumns)
        : db.select(orderViewColumns).from(orders).where(inArray(orders.id, pageIds()))
    )
      // Named as the table, so that the page's JSON reads its rows through the table's own columns.
      .as("orders");
    return (inRange ? db.with(inRange) : db)
      .select({
        totals: sql<OrderTotals>`totals.kept`,
        cursorFound: sql<boolean>`totals.cursor_found`,
        inRange: sql<number>`totals.in_range`,
        page: sql<
          string | null
        >`(SELECT json_agg(${orderViewRows.array} ORDER BY ${sql.join(order, sql`, `)})::text FROM ${page})`,
      })
      .from(totals)
      .prepare(
        shape.search === "none" || shape.search === "number range" || shape.walkedFirst || plannedPerRun ? name : "",
      );
  });
}

/**
 * A search's walk is planned for its term, and for a common one PostgreSQL started parallel workers to
 * find one page: 8 ms against 1 ms alone, and worse with other requests waiting for the same 2 cores.
 * Its statements are prepared, and planned for their term at every run all the same.
 */
export const ADMIN_SEARCH_SETTINGS = { max_parallel_workers_per_gather: "0", plan_cache_mode: "force_custom_plan" };

export type AdminOrderList = {
  items: AdminOrderView[];
  /** All orders, or those of the status; null for a search or a payment filter, whose matches are never all read (decision 020). */
  total: number | null;
  page: number;
  limit: number;
  /** Ask with `after` for the older orders that follow; null on the last page. */
  nextCursor: string | null;
  /** Ask with `before` for the newer orders that precede; null on the first page. */
  previousCursor: string | null;
  summary: OrderSummary;
};

/**
 * The page's rows. A number range too full to read whole is searched again by walking the newest
 * orders. A search by e-mail, name or number looks first among the WALKED_FIRST orders from the page's
 * start, with a plan made once: a full page there is the page, since every order beyond comes after it;
 * else it is searched again, planned for its term, which may read the trigram indexes instead.
 */
async function readPage(ctx: AppContext, shape: ListShape, values: Record<string, unknown>) {
  const run = async (db: Db, shape: ListShape, plannedPerRun: boolean) => {
    const [{ page, ...rest }] = await pageWithTotals(db, shape, plannedPerRun).execute(values);
    return { ...rest, found: orderViewRows.read(page) };
  };
  if (shape.search === "number range") {
    const read = await run(ctx.db, shape, false);
    if (read.inRange <= NUMBER_RANGE_READ_AT_MOST) return read;
    shape = { ...shape, search: ["number"] };
  }
  // A phone is not in orders_created_idx (migration 0032): its search is planned for its term, on its trigram index.
  if (Array.isArray(shape.search) && !shape.search.includes("phone")) {
    const read = await run(ctx.db, { ...shape, walkedFirst: true }, false);
    if (read.found.length === shape.window.rows) return read;
  }
  const searchConnections = shape.search === "none" ? null : connectionsWith(ctx.db, ADMIN_SEARCH_SETTINGS);
  return run(searchConnections ?? ctx.db, shape, searchConnections !== null);
}

/**
 * Newest first, a page at a time, with the summary cards' figures over all orders (revenue excludes
 * Cancelled, docs/product-rules.md#revenue). Pages by keyset (`after`/`before` an order) or, for older clients, by
 * number; one row more than the page tells whether more follow, so nothing counts a million rows.
 */
export async function listAdminOrders(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<AdminOrderList> {
  requireAdmin(user);
  const { page, limit, search, status, paymentStatus, paymentMethod, after, before } = parseInput(
    orderListSchema,
    query,
  );
  const shape: ListShape = {
    search: searchShape(search),
    status: status !== undefined,
    paymentStatus: paymentStatus !== undefined,
    paymentMethod: paymentMethod !== undefined,
    cursor: after ? "after" : before ? "before" : "none",
    // One row more than the page tells whether more follow.
    window: { rows: limit + 1, skip: (page - 1) * limit },
  };
  const { totals, cursorFound, found } = await readPage(ctx, shape, {
    ...(search ? searchTerms(search) : {}),
    status,
    paymentStatus,
    paymentMethod,
    cursor: after ?? before,
    skip: shape.window.skip,
  });
  // An empty page after a cursor whose order is gone (deleted): say so, rather than show nothing.
  if (!cursorFound) throw invalid("This page of orders is no longer there. Start again from the first page.");
  const more = found.length > limit;
  const shown = found.slice(0, limit);
  if (before) shown.reverse();
  const first = shown[0]?.id ?? null;
  const last = shown.at(-1)?.id ?? null;
  return {
    items: shown.map((row) => toOrderView(row, "admin")),
    // Kept counts are per status only: a payment filter, like a search, is not counted (decision 020).
    total: search || paymentStatus || paymentMethod ? null : status ? totals.byStatus[status] : totals.orders,
    page,
    limit,
    // Going back from a page reached with `after`, or forward from one reached with `before`, there is always a page.
    nextCursor: (before ? true : more) ? last : null,
    previousCursor: (before ? more : after !== undefined || page > 1) ? first : null,
    summary: {
      totalOrders: totals.orders,
      pending: totals.byStatus.Pending,
      shipped: totals.byStatus.Shipped,
      delivered: totals.byStatus.Delivered,
      revenueKobo: totals.revenueKobo,
    },
  };
}

/**
 * Sets an order's status (any to any, docs/product-rules.md#order-statuses); stock goes back or is taken again
 * (decision 007).
 */
export async function setOrderStatus(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminOrderView> {
  const admin = requireAdmin(user);
  const { status, paidOnDelivery } = parseInput(statusSchema, input);
  const result = await changeOrderStatus(ctx, matchableId(id), status, undefined, actorOf(admin));
  if (!result) throw notFound("Order not found");
  // After the commit, and only for a real change: the customer hears of Shipped, Delivered, Cancelled.
  if (result.changed) await queueOrderStatusMail(ctx, result.row, status);
  const { row } = result;
  if (status === "Delivered" && paidOnDelivery && row.paymentMethod === "pay-on-delivery")
    return setPaymentStatus(ctx, user, row.id, { paymentStatus: "Verified" });
  return toOrderView(row, "admin");
}

/**
 * Pay on delivery and bank transfer are confirmed by hand; card payments only by Paystack's
 * verification. A change goes on the order's timeline with the admin who made it, in the same
 * transaction; marking it as it already is changes nothing and records nothing.
 */
export async function setPaymentStatus(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminOrderView> {
  const admin = requireAdmin(user);
  const { paymentStatus } = parseInput(paymentSchema, input);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await holdOrderToChange(tx, id);
    if (current.paymentMethod === "card") throw conflict("Card payments are verified by Paystack, not by hand.");
    if (current.paymentStatus === paymentStatus) return current;
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus, updatedAt: sql`now()` })
      .where(eq(orders.id, current.id))
      .returning();
    await recordOrderEvent(tx, current.id, paymentStatus === "Verified" ? "paid" : "payment-pending", actorOf(admin));
    return updated;
  });
  return toOrderView(row, "admin");
}
