import { BACK_LINK_CLASS, TEXT_LINK_TARGET } from "~/components/admin/form-field";
import { Form, Link, useSearchParams } from "react-router";
import {
  changeDeliveryAddress,
  setOrderStatus,
  setPaymentStatus,
  setShipment,
  adminOrderPage,
  answerReturn,
  orderNoteFormSchema,
  receiveReturn,
  refundReturn,
  sendExchange,
  returnAnswerFormSchema,
  returnExchangeFormSchema,
  returnReceivedFormSchema,
  returnRefundFormSchema,
  saveOrderNote,
  SHIPMENT_FORM_FIELDS,
  shipmentFormSchema,
  statusFormSchema,
} from "@/orders";
import { formRefusal, formValue, parseForm, type FormResult } from "~/lib/form-contract";
import { ORDER_NOTE_MAX } from "@/shop/constants";
import { formatShortDate, lagosTime } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { PAYMENT_METHOD_NAMES } from "@/shop/payment-methods";
import { PaymentBadge, StatusBadge } from "~/components/admin/order-list";
import { OrderStatusPanel } from "~/components/admin/order-status-panel";
import { ShipmentForm } from "~/components/admin/shipment-form";
import { ChangeAddressLink, DeliveryAddressForm } from "~/components/admin/delivery-address-form";
import { SHIPPING_FORM_FIELDS } from "@/checkout";
import { shippingAddressFormSchema } from "@/shop/shipping-address";
import { PackingSlip } from "~/components/admin/packing-slip";
import { OrderReturnPanel } from "~/components/admin/order-return-panel";
import { ItemPicture } from "~/components/item-picture";
import { changeAndReturn } from "~/lib/admin-action.server";
import { messageFor } from "~/lib/action-errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { AppError } from "@/platform/errors";
import { requireIntent } from "~/lib/form-intent.server";
import { formText, textsOf } from "@/platform/form-fields";
import { orNotFoundPage, requireAdminPage } from "~/lib/guards.server";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import { whatsappChatLink } from "@/store";
import type { Route } from "./+types/admin.orders_.$orderNumber";
import { PhoneLink } from "~/components/phone-link";

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Order ${params.orderNumber} | Admin | ${storeNameIn(matches)}` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  return orNotFoundPage(adminOrderPage(context.app, user, params.orderNumber));
}

/** Every change goes through the orders service, which checks the admin and puts it on the timeline. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = `/admin/orders/${encodeURIComponent(params.orderNumber)}`;
  const id = formText(form.get("id"));
  const intent = requireIntent(form, [
    "status",
    "paid",
    "unpaid",
    "note",
    "shipment",
    "address",
    "return-answer",
    "return-received",
    "return-refund",
    "return-exchange",
  ]);
  if (intent === "return-answer") {
    const parsed = parseForm(returnAnswerFormSchema, form);
    if (!parsed.value) return formRefusal(parsed, { form: intent, typed: textsOf(form, ["reply"]) });
    const answer = parsed.value;
    return changeAndReturn(
      `${back}#return`,
      () => answerReturn(context.app, user, id, answer),
      {
        success: answer.decision === "accept" ? "Return accepted" : "Return declined",
        failure: "Failed to answer the return",
      },
      context,
    );
  }
  if (intent === "return-received") {
    return changeAndReturn(
      `${back}#return`,
      async () => receiveReturn(context.app, user, id, formValue(returnReceivedFormSchema, form)),
      {
        success: (done) => (done.restocked ? "Return received, back in stock" : "Return received"),
        failure: "Failed to mark the return received",
      },
      context,
    );
  }
  if (intent === "return-refund") return recordRefund(context, user, id, form, `${back}#return`);
  if (intent === "return-exchange") return sendTheExchange(context, user, id, form, `${back}#return`);
  if (intent === "address") {
    const parsed = parseForm(shippingAddressFormSchema, form);
    if (!parsed.value) return formRefusal(parsed, { form: intent, typed: textsOf(form, SHIPPING_FORM_FIELDS) });
    const address = parsed.value;
    return changeAndReturn(
      back,
      () => changeDeliveryAddress(context.app, user, id, address),
      { success: "Delivery address saved", failure: "Failed to save the delivery address" },
      context,
    );
  }
  if (intent === "shipment") {
    // Refused, the page shows the messages under the boxes with what was typed, without JavaScript too.
    const parsed = parseForm(shipmentFormSchema, form);
    if (!parsed.value) return formRefusal(parsed, { form: intent, typed: textsOf(form, SHIPMENT_FORM_FIELDS) });
    const shipment = parsed.value;
    return changeAndReturn(
      back,
      () => setShipment(context.app, user, id, shipment),
      { success: "Tracking saved", failure: "Failed to save tracking" },
      context,
    );
  }
  if (intent === "note") {
    return changeAndReturn(
      back,
      async () => saveOrderNote(context.app, user, id, formValue(orderNoteFormSchema, form)),
      { success: "Note saved", failure: "Failed to save note" },
      context,
    );
  }
  if (intent === "paid" || intent === "unpaid") {
    const paymentStatus = intent === "paid" ? "Verified" : "Pending";
    return changeAndReturn(
      back,
      () => setPaymentStatus(context.app, user, id, { paymentStatus }),
      {
        success: intent === "paid" ? "Order marked as paid" : "Order marked as not paid",
        failure: "Failed to update payment status",
      },
      context,
    );
  }
  const status = formText(form.get("status"));
  return changeAndReturn(
    back,
    async () => setOrderStatus(context.app, user, id, formValue(statusFormSchema, form)),
    { success: `Order status updated to ${status}`, failure: "Failed to update order status" },
    context,
  );
}

const box = "rounded-lg border border-neutral-300 bg-white p-4";

/**
 * A return's form whose service can refuse one of its boxes (a refund above the order's total, an exchange without a
 * choice): the refusal is drawn beside the box with what was typed; anything else is a toast.
 */
async function returnForm<Value>(
  context: Route.ActionArgs["context"],
  back: string,
  form: { name: string; typed: Record<string, string>; parsed: FormResult<Value>; boxOf?: Record<string, string> },
  change: (value: Value) => Promise<unknown>,
  messages: { success: string; failure: string },
) {
  const refused = (fields: Record<string, string>, message: string) =>
    formRefusal({ fields, message }, { form: form.name, typed: form.typed });
  const { parsed } = form;
  if (parsed.fields) return refused(parsed.fields, parsed.message);
  try {
    await change(parsed.value);
  } catch (err) {
    if (err instanceof AppError && err.fields) {
      const fields = Object.fromEntries(
        Object.entries(err.fields).map(([field, message]) => [form.boxOf?.[field] ?? field, message]),
      );
      return refused(fields, err.message);
    }
    return redirectWithToast(back, { kind: "error", message: messageFor(context, err, messages.failure) });
  }
  return redirectWithToast(back, { kind: "success", message: messages.success });
}

const recordRefund = (
  context: Route.ActionArgs["context"],
  user: AdminUser,
  id: string,
  sent: FormData,
  back: string,
) =>
  returnForm(
    context,
    back,
    {
      name: "return-refund",
      typed: textsOf(sent, ["amount"]),
      parsed: parseForm(returnRefundFormSchema, sent),
      boxOf: { amountKobo: "amount" },
    },
    (refund) => refundReturn(context.app, user, id, refund),
    { success: "Refund recorded", failure: "Failed to record the refund" },
  );

const sendTheExchange = (
  context: Route.ActionArgs["context"],
  user: AdminUser,
  id: string,
  sent: FormData,
  back: string,
) => {
  const choices = sent.getAll("line").map((line) => `variant-${String(line)}`);
  return returnForm(
    context,
    back,
    {
      name: "return-exchange",
      typed: textsOf(sent, ["courier", "trackingNumber", ...choices]),
      parsed: parseForm(returnExchangeFormSchema, sent),
    },
    (exchange) => sendExchange(context.app, user, id, exchange),
    { success: "Exchange sent", failure: "Failed to send the exchange" },
  );
};

type AdminUser = ReturnType<typeof requireAdminPage>;

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, note, timeline, return: sentBack, exchangeChoices } = loaderData;
  const store = useStoreName();
  const [searchParams] = useSearchParams();
  const address = order.shippingAddress;
  const slipHref = `/admin/orders/${encodeURIComponent(order.orderNumber)}/packing-slip`;
  const addressChangeable = order.status === "Pending" && !order.delivery.pickup;
  const changingAddress = searchParams.has("address") || actionData?.form === "address";
  return (
    <>
      <div className="flex flex-col gap-4 print:hidden">
        <Link to="/admin/orders" className={BACK_LINK_CLASS}>
          ← Orders
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold break-all">Order {order.orderNumber}</h2>
            <p className="text-sm text-neutral-700">
              Placed {formatShortDate(order.createdAt)} at {lagosTime(order.createdAt)}
            </p>
            <p className="mt-1 flex flex-wrap gap-2">
              <StatusBadge status={order.status} />
              <PaymentBadge status={order.paymentStatus} named />
            </p>
          </div>
          {/* With JavaScript the browser prints this page, whose print style is the slip; without, the slip's own page. */}
          <a
            href={slipHref}
            onClick={(event) => {
              event.preventDefault();
              window.print();
            }}
            className="btn-secondary min-h-11 px-4 py-2"
          >
            Print packing slip
          </a>
        </div>

        {/* One column on a phone, in the order an admin works an order: the items, who and where, the status,
           payment and note, then the timeline. From lg, two columns that never wait on each other: what was ordered
           and what happened on the left, one stack of who, where and what to do on the right (it spans both rows,
           and the flexible second row takes its extra height, so the timeline sits right under the items). */}
        <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
          <section aria-labelledby="items-heading" className={`${box} lg:col-start-1 lg:row-start-1`}>
            <h3 id="items-heading" className="font-semibold">
              Items ({order.itemCount})
            </h3>
            <ul className="mt-2 divide-y divide-neutral-200">
              {lines.map((line, i) => (
                <li key={`${line.productId}-${line.size}-${line.color}-${i}`} className="flex gap-3 py-3">
                  <ItemPicture url={line.imageUrl} width={56} eager />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium">{line.productName}</p>
                    <p className="text-neutral-700">
                      {[line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`]
                        .filter(Boolean)
                        .join(" · ") || "One size"}
                    </p>
                    {line.sku ? <p className="break-all text-neutral-700">SKU {line.sku}</p> : null}
                  </div>
                  <div className="shrink-0 text-right text-sm">
                    <p>
                      {line.quantity} × {formatNaira(line.priceKobo)}
                    </p>
                    <p className="font-semibold">{formatNaira(line.priceKobo * line.quantity)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-neutral-200 pt-2 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatNaira(order.subtotalKobo)}</dd>
              <dt>Delivery</dt>
              <dd className="text-right">{formatNaira(order.shippingFeeKobo)}</dd>
              {order.discountCode ? (
                <>
                  <dt>Discount ({order.discountCode})</dt>
                  <dd className="text-right">−{formatNaira(order.discountKobo)}</dd>
                </>
              ) : null}
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{formatNaira(order.totalAmountKobo)}</dd>
            </dl>
          </section>

          <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {/* A return comes first: the latest thing to happen to a delivered order, and a shopper waits on its answer. */}
            {sentBack ? (
              <OrderReturnPanel
                orderId={order.id}
                orderNumber={order.orderNumber}
                sentBack={sentBack}
                paid={order.paymentStatus === "Verified"}
                exchangeChoices={exchangeChoices}
                refused={actionData?.form?.startsWith("return-") ? actionData : null}
                className={box}
              />
            ) : null}
            <section aria-labelledby="customer-heading" className={box}>
              <h3 id="customer-heading" className="font-semibold">
                Customer
              </h3>
              <p className="mt-1 text-sm font-medium">{address.fullName}</p>
              <p className="flex flex-wrap gap-x-4 text-sm [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center">
                <PhoneLink phone={order.customerPhone} className="text-brand underline" />
                {/* Most shoppers here answer WhatsApp sooner than mail: a chat opens with the order named. */}
                <a
                  href={whatsappChatLink(
                    order.customerPhone,
                    `Hello ${address.fullName}, this is ${store} about your order ${order.orderNumber}.`,
                  )}
                  className="text-brand underline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  WhatsApp<span className="sr-only"> {address.fullName}</span>
                </a>
              </p>
              <p className="text-sm break-all">
                <a href={`mailto:${order.customerEmail}`} className={`${TEXT_LINK_TARGET} text-brand underline`}>
                  {order.customerEmail}
                </a>
              </p>
              <p className="text-sm">
                <Link
                  to={`/admin/orders?search=${encodeURIComponent(order.customerEmail ?? "")}`}
                  className={`${TEXT_LINK_TARGET} font-medium text-brand underline`}
                >
                  All orders from this customer
                </Link>
              </p>
            </section>

            <section aria-labelledby="delivery-heading" className={box}>
              <h3 id="delivery-heading" className="scroll-mt-28 font-semibold">
                {order.delivery.pickup ? "Pick up in store" : "Delivery"}
              </h3>
              <div className="mt-1 text-sm">
                {order.delivery.pickup ? (
                  <p>{order.delivery.pickupAddress}</p>
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p>{address.address}</p>
                      <p>
                        {address.city}, {address.state}
                        {address.postalCode ? ` ${address.postalCode}` : ""}
                      </p>
                    </div>
                    {addressChangeable && !changingAddress ? <ChangeAddressLink /> : null}
                  </div>
                )}
                <p className="mt-1 text-neutral-700">Zone: {order.delivery.zone}</p>
                {order.estimatedDelivery ? (
                  <p className="text-neutral-700">Expected by {formatShortDate(order.estimatedDelivery.at)}</p>
                ) : null}
              </div>
              {addressChangeable && changingAddress ? (
                <DeliveryAddressForm order={order} refused={actionData?.form === "address" ? actionData : null} />
              ) : null}
              <ShipmentForm order={order} refused={actionData?.form === "shipment" ? actionData : null} />
            </section>

            <OrderStatusPanel
              order={order}
              customerName={address.fullName}
              askingToCancel={searchParams.has("cancel")}
              className={box}
            />

            <section aria-labelledby="payment-heading" className={box}>
              <h3 id="payment-heading" className="font-semibold">
                Payment
              </h3>
              <p className="mt-1 text-sm">{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
              <p className="mt-1">
                <PaymentBadge status={order.paymentStatus} />
              </p>
              {order.paymentMethod === "card" ? (
                <p className="mt-2 text-xs text-neutral-700">Card payments are verified by Paystack.</p>
              ) : (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="id" value={order.id} />
                  {order.paymentStatus === "Pending" ? (
                    <button type="submit" name="intent" value="paid" className="btn-primary w-full">
                      Mark as paid
                    </button>
                  ) : (
                    <button type="submit" name="intent" value="unpaid" className="btn-secondary w-full">
                      Mark as not paid
                    </button>
                  )}
                </Form>
              )}
            </section>

            <section aria-labelledby="note-heading" className={box}>
              <h3 id="note-heading" className="font-semibold">
                Private note
              </h3>
              <Form method="post" className="mt-2 flex flex-col gap-2">
                <input type="hidden" name="intent" value="note" />
                <input type="hidden" name="id" value={order.id} />
                <label htmlFor="order-note" className="text-sm text-neutral-700">
                  Only admins see this note.
                </label>
                <textarea
                  id="order-note"
                  name="note"
                  rows={4}
                  maxLength={ORDER_NOTE_MAX}
                  defaultValue={note}
                  key={note}
                  className="rounded-md border border-neutral-400 p-2 text-sm"
                />
                <button type="submit" className="btn-secondary min-h-11 py-2">
                  Save note
                </button>
              </Form>
            </section>
          </div>

          <section aria-labelledby="timeline-heading" className={`${box} lg:col-start-1 lg:row-start-2`}>
            <h3 id="timeline-heading" className="font-semibold">
              Timeline
            </h3>
            <ol className="mt-2 flex flex-col gap-2 border-l-2 border-neutral-200 pl-3 text-sm">
              {timeline.map((entry, i) => (
                <li key={i}>
                  <p>
                    {entry.text}
                    {entry.by ? <span className="text-neutral-700"> · by {entry.by}</span> : null}
                  </p>
                  <p className="text-xs text-neutral-700">
                    <time dateTime={entry.at}>
                      {formatShortDate(entry.at)} {lagosTime(entry.at)}
                    </time>
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      <PackingSlip page={loaderData} store={store} className="hidden print:block" />
    </>
  );
}
