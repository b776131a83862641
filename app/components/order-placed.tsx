import { Link } from "react-router";
import type { OrderView } from "@/orders";
import type { PaymentPanel } from "@/payments";
import { formatLongDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { whatsappChatLink } from "@/store";
import { useStoreDetails } from "~/lib/store-name";
import { BankTransferDetails } from "./bank-transfer";
import { PhoneLink } from "./phone-link";

export type PlacedOrder = { order: OrderView; payment: PaymentPanel; unpaidHours: number };

/**
 * The confirmation of the order just placed, leading the order history (issue 45): its number
 * and amount, what happens next (for a bank transfer: the account, amount and reference), when it
 * arrives, and how to reach the shop. It stays until the shopper leaves the page.
 */
export function OrderPlaced({ placed }: { placed: PlacedOrder }) {
  const { order, payment } = placed;
  const store = useStoreDetails();
  const total = formatNaira(order.totalAmountKobo);
  const pickup = order.delivery.pickup;
  return (
    <section
      aria-labelledby="placed-heading"
      className="rounded-2xl border border-green-700 bg-green-50 p-5 text-neutral-900"
    >
      {/* The toast's words, said here instead: a toast at the foot of a phone's screen would cover the transfer's
          reference and its Copy button just when the shopper needs them. */}
      <div role="status">
        <h2 id="placed-heading" className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-green-700 text-white">
            ✓
          </span>
          Order placed successfully!
        </h2>
        <p className="mt-1 text-sm">Thank you for shopping with {store?.storeName ?? "us"}.</p>
      </div>
      {/* The number on a row of its own, whole: a phone's width holds it beside no label. */}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-neutral-700">Order number</dt>
          <dd className="font-semibold whitespace-nowrap">{order.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-700">Total</dt>
          <dd className="font-semibold">{total}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-700">Payment</dt>
          <dd>{payment.methodLabel}</dd>
        </div>
      </dl>

      <h3 className="mt-5 font-semibold">What happens next</h3>
      {payment.bankTransfer ? (
        <div className="mt-2 rounded-lg border border-neutral-300 bg-white p-4 text-sm">
          <p>Please pay by bank transfer:</p>
          <BankTransferDetails transfer={payment.bankTransfer} />
          <p className="mt-2 text-neutral-700">
            We send your order once your transfer arrives. An order unpaid after {placed.unpaidHours} hours is
            cancelled.
          </p>
        </div>
      ) : (
        <p className="mt-1 text-sm">
          {payment.payOnArrival
            ? `${pickup ? "Pay" : "Pay the courier"} ${total} when you ${pickup ? "collect your order" : "receive your order"}.`
            : "Your payment has been received."}
        </p>
      )}
      {order.estimatedDelivery && (
        <p className="mt-3 text-sm">
          {pickup ? `Ready to pick up at ${order.delivery.pickupAddress}` : "Estimated delivery"}:{" "}
          <span className="font-semibold">{formatLongDate(order.estimatedDelivery.at)}</span> ({order.delivery.wording})
        </p>
      )}
      {store && (store.whatsapp || store.phone) ? (
        <p className="mt-3 text-sm">
          Questions about your order?{" "}
          {store.whatsapp ? (
            <a
              href={whatsappChatLink(
                store.whatsapp,
                `Hello ${store.storeName}, I have a question about my order ${order.orderNumber}.`,
              )}
              rel="noopener noreferrer"
              target="_blank"
              className="font-semibold text-brand underline"
            >
              Chat on WhatsApp
            </a>
          ) : null}
          {store.whatsapp && store.phone ? " or call " : store.phone ? "Call " : null}
          {store.phone ? <PhoneLink phone={store.phone} className="font-semibold text-brand underline" /> : null}
        </p>
      ) : null}
      <Link to={`/track-order/${order.orderNumber}`} className="btn-primary mt-4 w-full sm:w-auto">
        Track this order
      </Link>
    </section>
  );
}
