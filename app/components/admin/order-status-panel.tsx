import { Form, Link } from "react-router";
import type { AdminOrderView } from "@/orders";
import { ORDER_STATUSES, type OrderStatus } from "@/shop/constants";
import { formatNaira } from "@/shop/money";
import { waitsOnShoppersPayment } from "@/shop/payment-methods";

/** The step an order usually takes next, which the panel offers as its main button. */
const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { Pending: "Shipped", Shipped: "Delivered" };

type PaymentFacts = Pick<AdminOrderView, "status" | "paymentMethod" | "paymentStatus">;

/**
 * A transfer or card order not yet paid: sending it is still allowed (the owner may trust a shopper), but not
 * offered as the next step, and marked beside its status, so that no parcel leaves unpaid by a slip of the thumb.
 */
export function UnpaidMark({ order }: { order: PaymentFacts }) {
  if (!waitsOnShoppersPayment(order)) return null;
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900">
      Not paid yet
    </span>
  );
}

/** The main button's status: the usual next step, none while the order waits on the shopper's payment. */
export const nextStepOf = (order: PaymentFacts): OrderStatus | undefined =>
  waitsOnShoppersPayment(order) ? undefined : NEXT_STATUS[order.status];

/**
 * The admin order page's status buttons. Cancelling puts the items back on the shelf and mails the shopper, so it
 * is asked first, on the page itself (`?cancel`), with or without JavaScript; the links land on the panel,
 * clear of the sticky header.
 */
export function OrderStatusPanel(props: {
  order: Pick<AdminOrderView, "id" | "orderNumber" | "status" | "paymentMethod" | "paymentStatus" | "totalAmountKobo">;
  customerName: string;
  askingToCancel: boolean;
  className: string;
}) {
  const { order } = props;
  return (
    <section id="order-status" aria-labelledby="update-heading" className={`scroll-mt-28 ${props.className}`}>
      <h3 id="update-heading" className="font-semibold">
        Update Order Status
      </h3>
      <p className="mt-1 text-sm">
        Current status: <strong>{order.status}</strong>
        <UnpaidMark order={order} />
      </p>
      {props.askingToCancel && order.status !== "Cancelled" ? (
        <CancelConfirmation order={order} customerName={props.customerName} />
      ) : (
        <Form method="post" className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={order.id} />
          <StatusButtons status={order.status} next={nextStepOf(order)} cancelHref="?cancel#order-status" />
          {/* The courier hands over the parcel for the cash: Delivered and paid are one step, unless the owner says not. */}
          {order.status === "Shipped" &&
          order.paymentMethod === "pay-on-delivery" &&
          order.paymentStatus === "Pending" ? (
            <label className="col-span-full flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" name="paidOnDelivery" defaultChecked className="size-5 shrink-0 accent-brand" />
              With Delivered, mark it paid: the courier collected {formatNaira(order.totalAmountKobo)}
            </label>
          ) : null}
        </Form>
      )}
    </section>
  );
}

/**
 * The four statuses as the submit buttons of the caller's form (which posts `status`): `next` (./nextStepOf)
 * as the main button, the current one disabled, and Cancelled as a red link to `cancelHref`, the order
 * page's question, since cancelling restocks the items and mails the shopper.
 */
export function StatusButtons({
  status: current,
  next,
  cancelHref,
}: {
  status: OrderStatus;
  next: OrderStatus | undefined;
  cancelHref: string;
}) {
  return ORDER_STATUSES.map((status) =>
    status === "Cancelled" && current !== "Cancelled" ? (
      <Link
        key={status}
        to={cancelHref}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 bg-white px-3 text-sm font-bold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {status}
      </Link>
    ) : (
      <button
        key={status}
        type="submit"
        name="status"
        value={status}
        disabled={status === current}
        className={`${status === next ? "btn-primary" : "btn-secondary disabled:cursor-not-allowed disabled:border-neutral-200 disabled:bg-neutral-200 disabled:text-neutral-600"} min-h-11 px-3 py-2`}
      >
        {status}
      </button>
    ),
  );
}

function CancelConfirmation(props: { order: { id: string; orderNumber: string }; customerName: string }) {
  return (
    <div role="group" aria-labelledby="cancel-heading" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3">
      <p id="cancel-heading" className="font-semibold">
        Cancel order {props.order.orderNumber}?
      </p>
      <p className="mt-1 text-sm">
        Its items go back into stock and {props.customerName} is e-mailed that it is cancelled.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={props.order.id} />
        <button
          type="submit"
          name="status"
          value="Cancelled"
          className="btn-primary bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
        >
          Yes, cancel order
        </button>
        <Link to=".#order-status" className="btn-secondary">
          Keep order
        </Link>
      </Form>
    </div>
  );
}
