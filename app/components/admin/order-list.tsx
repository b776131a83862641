import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import type { AdminOrderView, ReturnState } from "@/orders";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@/shop/constants";
import { countOf } from "@/shop/counts";
import { formatShortDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { PAYMENT_METHOD_NAMES } from "@/shop/payment-methods";
import { DesktopTable, PhoneCards } from "~/components/admin/admin-table";
import { CustomerPhone } from "~/components/admin/customer-phone";
import { ASKED, TickBox, TickedRows } from "~/components/admin/ticked-rows";
import { RETURN_STATUS_TONE, returnBadge } from "~/components/order-return";

export const STATUS_BADGE: Record<AdminOrderView["status"], string> = {
  Pending: "bg-yellow-100 text-yellow-900",
  Shipped: "bg-blue-100 text-blue-900",
  Delivered: "bg-green-100 text-green-900",
  Cancelled: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: AdminOrderView["status"] }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_BADGE[status]}`}>
      {status}
    </span>
  );
}

/** The order's status, and under it where its return stands (linked to it), when the shopper asked for one. */
function OrderState({ order, sentBack }: { order: AdminOrderView; sentBack: ReturnState | undefined }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={order.status} />
      {sentBack ? (
        <Link
          to={`${orderHref(order)}#return`}
          className={`rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap underline ${RETURN_STATUS_TONE[sentBack.status]}`}
        >
          Return: {returnBadge(sentBack)}
        </Link>
      ) : null}
    </div>
  );
}

/** `named` where no column heading says it is the payment's: beside the order's own status, two bare "Pending" read alike. */
export function PaymentBadge({ status, named }: { status: AdminOrderView["paymentStatus"]; named?: boolean }) {
  return (
    <span
      className={`inline-block w-fit rounded px-2 py-0.5 text-xs font-bold ${status === "Verified" ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900"}`}
    >
      {named ? `Payment ${status.toLowerCase()}` : status}
    </span>
  );
}

/** The list's filters by payment, beside the status tabs: a form that posts nowhere, so it works without JavaScript. */
export function PaymentFilters() {
  const [searchParams] = useSearchParams();
  const kept = ["search", "status"].filter((key) => searchParams.get(key));
  const select = "min-h-11 rounded-md border border-neutral-400 bg-white px-2 text-sm";
  return (
    <Form
      method="get"
      className="grid w-full grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:flex sm:w-auto sm:flex-wrap"
      aria-label="Filter by payment"
    >
      {kept.map((key) => (
        <input key={key} type="hidden" name={key} value={searchParams.get(key) ?? ""} />
      ))}
      <label className="flex flex-col text-sm font-medium">
        Payment status
        <select name="paymentStatus" defaultValue={searchParams.get("paymentStatus") ?? ""} className={select}>
          <option value="">All</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium">
        Payment method
        <select name="paymentMethod" defaultValue={searchParams.get("paymentMethod") ?? ""} className={select}>
          <option value="">All</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_NAMES[method]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary min-h-11 px-3 py-2 sm:px-4">
        Filter
      </button>
    </Form>
  );
}

const cancelQuestion = (ticked: number) => `Cancel ${countOf(ticked, "order")}?`;
const CANCEL_CONSEQUENCES =
  "Their items go back into stock and each shopper is e-mailed that their order is cancelled.";

/**
 * Ticked orders set to Cancelled from a page whose JavaScript did not run (slow data, or none): the
 * question the browser would have asked, on the page, before anything changes. `ids`: the ticked orders.
 */
export function CancelTickedOrders({
  ids,
  orders,
  returnTo,
}: {
  ids: string[];
  orders: AdminOrderView[];
  returnTo: string;
}) {
  const numbers = orders.filter((order) => ids.includes(order.id)).map((order) => order.orderNumber);
  return (
    <section aria-labelledby="cancel-ticked-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id="cancel-ticked-heading" className="font-semibold">
        {cancelQuestion(ids.length)}
      </h3>
      {numbers.length > 0 ? (
        <ul aria-label="Orders to cancel" className="mt-1 flex flex-wrap gap-x-3 text-sm">
          {numbers.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-sm">{CANCEL_CONSEQUENCES}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="bulk-status" />
        <input type="hidden" name="status" value="Cancelled" />
        <input type="hidden" name={ASKED} value="yes" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800 focus-visible:outline-red-700">
          Yes, cancel {countOf(ids.length, "order")}
        </button>
        <Link to={returnTo} className="btn-secondary">
          Keep them
        </Link>
      </Form>
    </section>
  );
}

/**
 * The orders list's ticked rows: set to one status at once (a morning's parcels to Shipped), or their packing
 * slips printed on one page (the same ticks, sent by GET: works without JavaScript too).
 */
export function TickedOrders({ returnTo, list }: { returnTo: string; list: ReactNode }) {
  return (
    <TickedRows
      noun="order"
      statuses={ORDER_STATUSES}
      defaultStatus="Shipped"
      returnTo={returnTo}
      list={list}
      askFirst={{ status: "Cancelled", question: (ticked) => `${cancelQuestion(ticked)} ${CANCEL_CONSEQUENCES}` }}
      more={(disabled) => (
        <>
          {/* The evening's deliveries: the couriers handed each parcel over for its cash (docs/product-rules.md#payments). */}
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium max-sm:w-full">
            <input type="checkbox" name="paidOnDelivery" defaultChecked className="size-5 shrink-0 accent-brand" />
            With Delivered, mark pay on delivery paid
          </label>
          <button
            type="submit"
            formMethod="get"
            formAction="/admin/orders/packing-slips"
            disabled={disabled}
            className="btn-secondary min-h-11 px-4 py-2 whitespace-nowrap max-sm:w-full"
          >
            Print packing slips
          </button>
        </>
      )}
    />
  );
}

const orderHref = (order: AdminOrderView) => `/admin/orders/${encodeURIComponent(order.orderNumber)}`;

function Delivery({ order }: { order: AdminOrderView }) {
  return (
    <>
      <p>
        {order.delivery.pickup
          ? "Pick up in store"
          : [order.shippingAddress.city, order.shippingAddress.state].filter(Boolean).join(", ")}
      </p>
      <p className="text-neutral-700">
        {order.estimatedDelivery ? `By ${formatShortDate(order.estimatedDelivery.at)}` : "—"}
      </p>
    </>
  );
}

/** "2 × Essential Cotton Crew Tee (M, White) · 1 × Lagos Lions Home Jersey (L, Navy)": what to pack, without opening the order. */
export function itemsBought(order: Pick<AdminOrderView, "items">): string {
  return order.items
    .map((item) => {
      const options = [item.size, item.color].filter(Boolean).join(", ");
      return `${item.quantity} × ${item.productName}${options ? ` (${options})` : ""}`;
    })
    .join(" · ");
}

/** Two lines at most beside the other columns; the whole list is in its title and on the order page. */
function ItemsBoughtInTwoLines({ order }: { order: AdminOrderView }) {
  const bought = itemsBought(order);
  return (
    <p className="line-clamp-2 max-w-56 text-neutral-700" title={bought}>
      {bought}
    </p>
  );
}

function Amount({ order }: { order: AdminOrderView }) {
  return (
    <>
      <p className="font-semibold whitespace-nowrap">{formatNaira(order.totalAmountKobo)}</p>
      {order.discountCode ? (
        <p className="text-neutral-700">
          Discount ({order.discountCode}) −{formatNaira(order.discountKobo)}
        </p>
      ) : null}
    </>
  );
}

function Payment({ order, named }: { order: AdminOrderView; named?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <PaymentBadge status={order.paymentStatus} named={named} />
      <span className="text-xs text-neutral-700">{PAYMENT_METHOD_NAMES[order.paymentMethod]}</span>
    </div>
  );
}

/**
 * The orders at desktop width: seven columns that fit beside the sidebar at 1280 px (the order's date
 * under its number, the delivery date under the place), so nothing scrolls sideways.
 */
export function OrdersTable({
  orders,
  returns,
  updateStatus,
}: {
  orders: AdminOrderView[];
  /** Where the return of each order that has one stands, by order id. */
  returns: Record<string, ReturnState>;
  updateStatus: (order: AdminOrderView) => ReactNode;
}) {
  const headings = [
    <span key="tick" className="sr-only">
      Tick
    </span>,
    "Order #",
    "Customer",
    "Amount",
    "Delivery",
    "Status",
    "Payment",
    "Actions",
  ];
  return (
    <DesktopTable label="Orders table" headings={headings} cellClassName="px-2 first:pl-3">
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-neutral-200 align-top">
          <td className="py-2 pr-1 pl-3">
            <TickBox id={order.id} name={order.orderNumber} />
          </td>
          <td className="px-2 py-2">
            <Link to={orderHref(order)} className="font-semibold whitespace-nowrap text-brand underline">
              {order.orderNumber}
            </Link>
            <p className="text-neutral-700">{formatShortDate(order.createdAt)}</p>
            <ItemsBoughtInTwoLines order={order} />
          </td>
          <td className="px-2 py-2">
            <p className="font-medium">{order.shippingAddress.fullName}</p>
            {/* A long address is cut short rather than squeezing the other columns; the order page has it whole. */}
            <p className="max-w-56 truncate text-neutral-700" title={order.customerEmail}>
              {order.customerEmail}
            </p>
            <CustomerPhone phone={order.customerPhone} />
          </td>
          <td className="px-2 py-2">
            <Amount order={order} />
          </td>
          <td className="px-2 py-2">
            <Delivery order={order} />
          </td>
          <td className="px-2 py-2">
            <OrderState order={order} sentBack={returns[order.id]} />
          </td>
          <td className="px-2 py-2">
            <Payment order={order} />
          </td>
          <td className="px-2 py-2">{updateStatus(order)}</td>
        </tr>
      ))}
    </DesktopTable>
  );
}

/** The orders on a phone or a tablet: one card each, with what the table's row says. */
export function OrderCards({
  orders,
  returns,
  updateStatus,
}: {
  orders: AdminOrderView[];
  returns: Record<string, ReturnState>;
  updateStatus: (order: AdminOrderView) => ReactNode;
}) {
  return (
    <PhoneCards label="Orders" items={orders} nameOf={(order) => order.orderNumber}>
      {(order) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex items-start gap-2">
              <TickBox id={order.id} name={order.orderNumber} />
              <div>
                <Link to={orderHref(order)} className="font-semibold break-all text-brand underline">
                  {order.orderNumber}
                </Link>
                <p className="text-neutral-700">{formatShortDate(order.createdAt)}</p>
              </div>
            </div>
            <OrderState order={order} sentBack={returns[order.id]} />
          </div>
          <p className="text-neutral-700">{itemsBought(order)}</p>
          <div>
            <p className="font-medium">{order.shippingAddress.fullName}</p>
            <p className="break-all text-neutral-700">{order.customerEmail}</p>
            <CustomerPhone phone={order.customerPhone} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <Amount order={order} />
            </div>
            <div>
              <Delivery order={order} />
            </div>
          </div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <Payment order={order} named />
            {updateStatus(order)}
          </div>
        </>
      )}
    </PhoneCards>
  );
}
