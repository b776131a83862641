import { useEffect, useState } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/order-history";
import { listMyOrders, findOrderForTracking, myReturnStatesOf } from "@/orders";
import { offersBuyAgain } from "@/cart";
import { paymentDueLine } from "@/payments";
import { formatLongDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { requireShopper } from "~/lib/guards.server";
import { LOAD_FAILED, readOrReport } from "~/lib/load-failure.server";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { ReturnBadge } from "~/components/order-return";
import { storeNameIn } from "~/lib/store-name";
import { paymentPanelFor } from "@/payments";
import { takePlacedOrder } from "~/lib/placed-order.server";
import { OrderPlaced, type PlacedOrder } from "~/components/order-placed";
import { ItemPicture } from "~/components/item-picture";
import type { OrderView } from "@/orders";
import { EmptyState } from "~/components/empty-state";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Order History | ${store}` },
    {
      name: "description",
      content: `Your ${store} orders: search by order number, filter by status and track each one.`,
    },
  ];
}

const TABS = ["All", "Pending", "Shipped", "Delivered"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, 60);
  const tab = TABS.find((t) => t === params.get("status")) ?? "All";
  const read = await readOrReport(
    context,
    async () => {
      const list = await listMyOrders(context.app, user, {
        search: search || undefined,
        status: tab === "All" ? undefined : tab,
        limit: 100,
      });
      // Only a delivered order can have a return: a list without one asks nothing more.
      const delivered = list.items.filter((order) => order.status === "Delivered").map((order) => order.id);
      return { ...list, returns: await myReturnStatesOf(context.app, user, delivered) };
    },
    "Failed to load orders",
  );
  const { placed, clear } = await placedOrder(context, request);
  const headers = clear ? { "Set-Cookie": clear } : undefined;
  if ("failed" in read) {
    return data({ orders: [], total: 0, search, tab, loadFailed: read.failed, placed }, { ...LOAD_FAILED, headers });
  }
  const { returns } = read.value;
  return data(
    {
      orders: read.value.items.map((order) => ({
        ...order,
        canBuyAgain: offersBuyAgain(order),
        paymentDue: paymentDueLine(order),
        sentBack: returns[order.id] ?? null,
      })),
      total: read.value.total,
      search,
      tab,
      loadFailed: null,
      placed,
    },
    { headers },
  );
}

/** The order checkout just placed (its cookie, read once), when it is this shopper's own. */
async function placedOrder(context: Route.LoaderArgs["context"], request: Request) {
  const { orderNumber, clear } = takePlacedOrder(request);
  if (!orderNumber) return { placed: null, clear };
  const found = await findOrderForTracking(context.app, context.user, orderNumber, null, context.clientIp);
  // A full view is the shopper's own order (or an admin's, who may see any): a cookie naming someone else's shows nothing.
  if (!found || found.view !== "full") return { placed: null, clear };
  const placed: PlacedOrder = {
    order: found.order,
    payment: await paymentPanelFor(context.app, context.user, found.order),
    unpaidHours: context.app.config.UNPAID_ORDER_TTL_HOURS,
  };
  return { placed, clear };
}

const THUMBNAILS = 3;

/** What was ordered, as a shopper recognises an order: its first pictures and the first item's name. */
function OrderedItems({ items, eager }: { items: OrderView["items"]; eager: boolean }) {
  const [first] = items;
  if (!first) return null;
  const others = items.length - 1;
  return (
    <div className="mt-3 flex items-center gap-3">
      <div className="flex shrink-0 gap-1">
        {items.slice(0, THUMBNAILS).map((item, i) => (
          <ItemPicture
            key={`${item.productId}-${item.size}-${item.color}-${i}`}
            url={item.imageUrl}
            width={40}
            eager={eager}
          />
        ))}
      </div>
      <p className="min-w-0 text-sm text-neutral-800">
        <span className="line-clamp-2">{first.productName}</span>
        {others > 0 && <span className="text-neutral-600">and {others} more</span>}
      </p>
    </div>
  );
}

function tabUrl(tab: string, search: string) {
  const params = new URLSearchParams();
  if (tab !== "All") params.set("status", tab);
  if (search) params.set("search", search);
  const query = params.toString();
  return query ? `/order-history?${query}` : "/order-history";
}

export default function OrderHistoryPage({ loaderData }: Route.ComponentProps) {
  const { orders, search, tab, loadFailed, total } = loaderData;
  // A shopper yet to order has nothing to search or filter: the page says so and leads to the shop.
  const noOrdersYet = !loadFailed && total === 0 && !search && tab === "All";
  // The confirmation stays while the shopper is on this page, through searches and tab changes.
  const [placed, setPlaced] = useState(loaderData.placed);
  useEffect(() => {
    if (loaderData.placed) setPlaced(loaderData.placed);
  }, [loaderData.placed]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {/* Just placed, the confirmation leads the page, as a shop's thank-you page would; the history follows. */}
      {placed && <OrderPlaced placed={placed} />}
      <h1 className={`section-title ${placed ? "mt-10" : ""}`}>Order History</h1>
      {noOrdersYet ? (
        <NoOrdersYet />
      ) : (
        <>
          <OrderFinder search={search} tab={tab} />
          {loadFailed ? (
            <p role="alert" className="mt-10 text-center font-semibold text-red-800">
              {loadFailed}
            </p>
          ) : orders.length === 0 ? (
            <p className="mt-10 text-center text-neutral-700">No orders found</p>
          ) : (
            <MyOrders orders={orders} />
          )}
        </>
      )}
    </div>
  );
}

/** The search by number and the status tabs, over a shopper's orders. */
function OrderFinder({ search, tab }: { search: string; tab: string }) {
  return (
    <>
      <Form method="get" role="search" className="mt-6 flex items-end gap-2">
        {tab !== "All" && <input type="hidden" name="status" value={tab} />}
        <div className="flex-1">
          <label htmlFor="order-search" className="block text-sm font-medium">
            Search by order number
          </label>
          <input
            id="order-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="e.g. BAY-ABC123XYZ"
            className="mt-1 w-full rounded-md border border-neutral-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <nav aria-label="Order status" className="mt-6">
        <ul className="flex gap-2 overflow-x-auto">
          {TABS.map((t) => (
            <li key={t}>
              <Link
                to={tabUrl(t, search)}
                aria-current={t === tab ? "page" : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold ${
                  t === tab ? "bg-neutral-900 text-white" : "border border-neutral-300 text-neutral-900"
                }`}
              >
                {t}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function NoOrdersYet() {
  return (
    <EmptyState
      heading="No orders found"
      message="Your orders appear here once placed, to follow from packing to your door."
      actions={
        <>
          <Link to="/shop" className="btn-primary">
            Start shopping
          </Link>
          <Link to="/track-order" className="btn-secondary">
            Track an order by number
          </Link>
        </>
      }
      className="mt-8"
    />
  );
}

/** The shopper's orders as they recognise them, each to its tracking page, with Buy again where it applies. */
function MyOrders({ orders }: { orders: Route.ComponentProps["loaderData"]["orders"] }) {
  return (
    <ul className="mt-6 space-y-3" aria-label="Orders">
      {orders.map((order, i) => (
        <li key={order.id} className="rounded-lg border border-neutral-200 hover:border-neutral-900">
          <Link to={`/track-order/${order.orderNumber}`} className="block p-4">
            {/* The number and its badge share a line on a 360 px phone; the number is never cut short. */}
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 text-sm font-semibold break-all sm:text-base">{order.orderNumber}</span>
              <OrderStatusBadge status={order.status} />
            </div>
            <OrderedItems items={order.items} eager={i < 4} />
            {order.paymentDue && <p className="mt-2 text-sm font-semibold text-amber-800">{order.paymentDue}</p>}
            {order.sentBack && (
              <p className="mt-2 flex items-center gap-2 text-sm text-neutral-700">
                Return <ReturnBadge sentBack={order.sentBack} />
              </p>
            )}
            <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-neutral-700">
              <span>{formatLongDate(order.createdAt)}</span>
              <span>
                {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
              </span>
              <span className="font-semibold text-neutral-900">{formatNaira(order.totalAmountKobo)}</span>
            </div>
          </Link>
          {/* The same pieces again, from the list: the order's page does it (docs/product-rules.md#buy-again). */}
          {order.canBuyAgain ? (
            <Form
              method="post"
              action={`/track-order/${encodeURIComponent(order.orderNumber)}`}
              className="-mt-1 px-4 pb-4"
            >
              <button type="submit" name="intent" value="again" className="btn-secondary min-h-11 px-4 py-2">
                Buy again<span className="sr-only"> the items of {order.orderNumber}</span>
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
