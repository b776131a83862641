import { Fragment, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/track-order.($orderNumber)";
import { FieldError } from "~/components/field-error";
import { useFormErrors, type FieldErrors } from "~/lib/form-errors";
import {
  cancelMyOrder,
  findOrderForTracking,
  myExchangeChoices,
  myOrderReturn,
  requestReturn,
  returnRequestFormSchema,
  shopperMayCancel,
  trackerSteps,
} from "@/orders";
import { OrderReturn, type ReturnTyped } from "~/components/order-return";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { buyAgain, buyAgainMessage, offersBuyAgain } from "@/cart";
import { CancelMyOrder } from "~/components/cancel-my-order";
import { formText } from "@/platform/form-fields";
import { formatLongDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { orderAmountRows } from "@/shop/order-amounts";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { ItemPicture } from "~/components/item-picture";
import { OrderPayment } from "~/components/order-payment";
import { paymentPanelFor, PAYMENT_START_FAILED_MESSAGE, startCardPayment } from "@/payments";
import { AppError } from "@/platform/errors";
import { messageFor } from "~/lib/action-errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { storeNameIn, useStoreDetails } from "~/lib/store-name";
import { whatsappChatLink } from "@/store";
import { readablePhone } from "@/shop/phone";

export function meta({ params, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: params.orderNumber ? `Track Order ${params.orderNumber} | ${store}` : `Track Your Order | ${store}` },
    { name: "description", content: `Follow your ${store} order from placement to delivery.` },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = (url.searchParams.get("email") ?? "").trim().slice(0, 254);
  // The form posts by GET to /track-order?orderNumber=…; the order's own address is /track-order/{number}.
  const typed = (url.searchParams.get("orderNumber") ?? "").trim().toUpperCase().slice(0, 60);
  if (!params.orderNumber && typed) {
    return redirect(`/track-order/${encodeURIComponent(typed)}${email ? `?email=${encodeURIComponent(email)}` : ""}`);
  }
  if (!params.orderNumber) {
    // Sent empty (the form is noValidate): say so beside the field, also without JavaScript.
    const errors = url.searchParams.has("orderNumber") ? { orderNumber: ORDER_NUMBER_REQUIRED } : null;
    return { state: "form" as const, email, errors };
  }
  const found = await findOrderForTracking(
    context.app,
    context.user,
    params.orderNumber,
    email || null,
    context.clientIp,
  ).catch((err) => {
    if (err instanceof AppError && err.status === 429) return err;
    throw err;
  });
  if (found instanceof AppError) {
    const headers = { "Retry-After": String(found.retryAfterSeconds ?? 60) };
    return data({ state: "limited" as const, email, message: found.message }, { status: 429, headers });
  }
  if (!found) return data({ state: "not-found" as const, email }, { status: 404 });
  const payment = await paymentPanelFor(context.app, context.user, found.order);
  const canCancel = found.mine && shopperMayCancel(found.order);
  const canBuyAgain = found.mine && offersBuyAgain(found.order);
  // Only a delivered order of the shopper's own may go back (docs/product-rules.md#returns).
  const returns =
    found.mine && found.order.status === "Delivered"
      ? await myOrderReturn(context.app, context.user, found.order.orderNumber)
      : null;
  const askingToReturn = url.searchParams.has("return");
  // The form offers the sizes and colours to swap for, read only while it is open.
  const swaps =
    askingToReturn && returns?.openUntil
      ? await myExchangeChoices(context.app, context.user, found.order.orderNumber)
      : [];
  return {
    state: "found" as const,
    order: found.order,
    payment,
    email,
    canCancel,
    canBuyAgain,
    returns,
    askingToReturn,
    swaps,
  };
}

// A refused lookup tells the browser when it may try again (docs/product-rules.md#rate-limits).
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/**
 * The order's owner: "Pay now" starts a new card payment for an unpaid card order (a new reference each time);
 * "cancel" cancels their own Pending, unpaid order (docs/product-rules.md#cancelling-your-own-order); "again"
 * puts its items back in the bag and opens it (docs/product-rules.md#buy-again); "return" asks to return or exchange
 * pieces of their delivered order (docs/product-rules.md#returns).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const orderNumber = params.orderNumber ?? "";
  const back = `/track-order/${encodeURIComponent(orderNumber)}`;
  const form = await request.formData();
  const intent = formText(form.get("intent"));
  if (intent === "return") return askToReturn(context, orderNumber, form, back);
  if (intent === "again") {
    try {
      const result = await buyAgain(context.app, context.user, orderNumber);
      return redirectWithToast(result.added > 0 ? "/cart" : back, buyAgainMessage(result));
    } catch (err) {
      return redirectWithToast(back, {
        kind: "error",
        message: messageFor(context, err, "Failed to add item to cart"),
      });
    }
  }
  if (intent === "cancel") {
    try {
      await cancelMyOrder(context.app, context.user, orderNumber);
    } catch (err) {
      return redirectWithToast(back, {
        kind: "error",
        message: messageFor(context, err, "Failed to cancel the order"),
      });
    }
    return redirectWithToast(back, { kind: "success", message: "Your order is cancelled" });
  }
  try {
    const { authorizationUrl } = await startCardPayment(context.app, context.user, orderNumber);
    return redirect(authorizationUrl);
  } catch (err) {
    const message = messageFor(context, err, PAYMENT_START_FAILED_MESSAGE);
    return redirectWithToast(back, { kind: "error", message });
  }
}

/** The return form as sent: what was ticked and typed, to draw it again when it is refused. */
function returnTyped(form: FormData): ReturnTyped {
  const lines = form.getAll("line").map(formText);
  return {
    lines,
    quantities: Object.fromEntries(lines.map((line) => [line, formText(form.get(`quantity-${line}`))])),
    wanted: Object.fromEntries(lines.map((line) => [line, formText(form.get(`wanted-${line}`))])),
    reason: formText(form.get("reason")),
    wants: formText(form.get("wants")),
    note: formText(form.get("note")),
  };
}

async function askToReturn(context: Route.ActionArgs["context"], orderNumber: string, form: FormData, back: string) {
  const typed = returnTyped(form);
  const parsed = parseForm(returnRequestFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed });
  try {
    await requestReturn(context.app, context.user, orderNumber, parsed.value);
  } catch (err) {
    // A box the order refuses (more than was bought) is told beside it; a closed window or a second ask, above.
    if (err instanceof AppError && err.status === 422 && err.fields)
      return formRefusal({ fields: err.fields, message: err.message }, { typed });
    const message = messageFor(context, err, "Failed to send the return request");
    return redirectWithToast(back, { kind: "error", message });
  }
  return redirectWithToast(`${back}#return`, { kind: "success", message: "Return request sent" });
}

export default function TrackOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/track-order");
  // A visitor tracking from a mailed link has no orders page to go back to, only the shop (the page is never cached).
  const viewer = useRouteLoaderData<{ user: { isAdmin: boolean } | null } | null>("root")?.user;
  const signedIn = Boolean(viewer);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Link
          to={signedIn ? "/orders" : "/shop"}
          className="inline-flex min-h-11 items-center text-sm font-medium underline"
        >
          {signedIn ? "← Back to Orders" : "← Continue shopping"}
        </Link>
        {/* An owner sent a shopper's tracking link (WhatsApp, mail) goes on to fulfil it from here. */}
        {viewer?.isAdmin && params.orderNumber ? (
          <Link
            to={`/admin/orders/${encodeURIComponent(params.orderNumber)}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
          >
            Open in admin
          </Link>
        ) : null}
      </div>
      <h1 className="mt-4 section-title">Track Your Order</h1>
      {loading ? (
        <p role="status" className="mt-8 text-center text-neutral-700">
          Loading order details...
        </p>
      ) : loaderData.state === "form" ? (
        <TrackForm email={loaderData.email} errors={loaderData.errors} />
      ) : loaderData.state === "limited" ? (
        <p role="alert" className="mt-8 rounded-lg border border-neutral-200 p-6 text-center">
          {loaderData.message}
        </p>
      ) : loaderData.state === "not-found" ? (
        <section className="mt-8 rounded-lg border border-neutral-200 p-6 text-center">
          <h2 className="text-xl font-semibold">Order Not Found</h2>
          <p className="mt-2 text-neutral-700">
            We couldn&apos;t find an order with that number. Please check and try again.
          </p>
          <p className="mt-1 text-sm text-neutral-700">Order number: {params.orderNumber}</p>
          <Link to="/orders" className="btn-primary mt-5">
            View All Orders
          </Link>
        </section>
      ) : (
        <>
          <OrderDetails
            order={loaderData.order}
            payment={loaderData.payment}
            buyAgain={loaderData.canBuyAgain}
            returns={
              loaderData.returns ? (
                <OrderReturn
                  items={loaderData.order.items}
                  swaps={loaderData.swaps}
                  offer={loaderData.returns}
                  asking={loaderData.askingToReturn}
                  refused={actionData && "typed" in actionData ? actionData : null}
                />
              ) : null
            }
          />
          {loaderData.canCancel ? <CancelMyOrder orderNumber={loaderData.order.orderNumber} /> : null}
        </>
      )}
    </div>
  );
}

const ORDER_NUMBER_REQUIRED = "Please enter your order number";

function TrackForm({ email, errors }: { email: string; errors: FieldErrors | null }) {
  const form = useFormErrors({
    fields: ["orderNumber"],
    server: errors,
    validate: (data) => (String(data.get("orderNumber") ?? "").trim() ? {} : { orderNumber: ORDER_NUMBER_REQUIRED }),
  });
  return (
    <Form
      method="get"
      action="/track-order"
      noValidate
      ref={form.formRef}
      onSubmit={form.onSubmit}
      className="mt-6 space-y-4 rounded-lg border border-neutral-200 p-5"
    >
      <h2 className="text-lg font-semibold">Enter Order Number</h2>
      <div>
        <label htmlFor="orderNumber" className="block text-sm font-medium">
          Order Number
        </label>
        <input
          id="orderNumber"
          name="orderNumber"
          aria-required="true"
          placeholder="e.g. BAY-ABC123XYZ"
          autoCapitalize="characters"
          {...form.field("orderNumber")}
          className="mt-1 w-full rounded-md border border-neutral-400 px-3 py-2"
        />
        <FieldError id={form.errorId("orderNumber")} message={form.errors.orderNumber} />
      </div>
      <div>
        <label htmlFor="track-email" className="block text-sm font-medium">
          Email used for the order (optional)
        </label>
        <input
          id="track-email"
          name="email"
          type="email"
          defaultValue={email}
          autoComplete="email"
          aria-describedby="track-email-hint"
          className="mt-1 w-full rounded-md border border-neutral-400 px-3 py-2"
        />
        <p id="track-email-hint" className="mt-1 text-sm text-neutral-700">
          Add it to see the delivery address and phone number.
        </p>
      </div>
      <button type="submit" className="btn-primary w-full">
        Track Order
      </button>
    </Form>
  );
}

type Found = Extract<Route.ComponentProps["loaderData"], { state: "found" }>;

function OrderDetails(props: {
  order: Found["order"];
  payment: Found["payment"];
  buyAgain: boolean;
  /** A delivered order's return or exchange, right under its progress: what a shopper back on it comes for. */
  returns: ReactNode;
}) {
  const { order, payment } = props;
  const steps = trackerSteps(order.status);
  const address = order.shippingAddress;
  const full = "fullName" in address;
  const store = useStoreDetails();
  // Told once the parcel is on its way: recorded early, "Shipped with" would be untrue while the order is Pending.
  const shipment = order.status === "Shipped" || order.status === "Delivered" ? order.shipment : null;
  return (
    <div className="mt-6 space-y-6">
      <section className="rounded-lg border border-neutral-200 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold">{order.orderNumber}</h2>
            <p className="text-sm text-neutral-700">Placed on {formatLongDate(order.createdAt)}</p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-3 text-lg font-semibold">
          <span className="text-sm font-normal text-neutral-700">Total: </span>
          {formatNaira(order.totalAmountKobo)}
        </p>
      </section>

      {store?.whatsapp ? (
        <p>
          <a
            href={whatsappChatLink(
              store.whatsapp,
              `Hello ${store.storeName}, I have a question about my order ${order.orderNumber}.`,
            )}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium text-brand underline"
          >
            Chat on WhatsApp
          </a>{" "}
          <span className="text-sm text-neutral-700">about this order</span>
        </p>
      ) : null}

      <OrderPayment payment={payment} />

      {order.estimatedDelivery && (
        <section aria-labelledby="eta-heading" className="rounded-lg border border-blue-200 bg-blue-50 p-5">
          <h2 id="eta-heading" className="font-semibold">
            Estimated Delivery
          </h2>
          <p className="mt-1 text-lg font-semibold">{formatLongDate(order.estimatedDelivery.at)}</p>
          <p className="text-sm text-neutral-800">Timeframe: {order.delivery.wording}</p>
          <p className="text-sm text-neutral-800">
            Location: {address.city}, {address.state}
          </p>
          {shipment ? (
            <ShipmentLines shipment={shipment} />
          ) : store ? (
            <p className="text-sm text-neutral-800">{`via ${store.courierOne} or ${store.courierTwo}`}</p>
          ) : null}
        </section>
      )}

      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="font-semibold">
          Order Progress
        </h2>
        {/* Delivered, the order has no estimate box: its courier and number stay here, to look back on. */}
        {shipment && !order.estimatedDelivery ? <ShipmentLines shipment={shipment} /> : null}
        <ol className="mt-3 space-y-3">
          {steps.map((step) => (
            <li key={step.label} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  step.cancelled
                    ? "bg-red-700 text-white"
                    : step.done
                      ? "bg-green-700 text-white"
                      : "border-2 border-neutral-400 text-neutral-600"
                }`}
              >
                {step.cancelled ? "✕" : step.done ? "✓" : ""}
              </span>
              <span
                className={
                  step.cancelled ? "font-semibold text-red-800" : step.done ? "font-semibold" : "text-neutral-700"
                }
              >
                {step.label}
                <span className="sr-only">{step.cancelled ? "" : step.done ? " (completed)" : " (not yet)"}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      {props.returns}

      <section aria-labelledby="address-heading" className="rounded-lg border border-neutral-200 p-5">
        <h2 id="address-heading" className="font-semibold">
          Shipping Address
        </h2>
        {full ? (
          <address className="mt-2 text-sm not-italic leading-6">
            {address.fullName}
            <br />
            {readablePhone(address.phone)}
            <br />
            {address.address}
            <br />
            {address.city}, {address.state}
          </address>
        ) : (
          <>
            <p className="mt-2 text-sm">
              {address.city}, {address.state}
            </p>
            <p className="mt-2 text-sm text-neutral-700">
              The full address is shown to the customer who placed this order. Sign in, or{" "}
              <Link to="/track-order" className="underline">
                track it again with the email used for the order
              </Link>
              .
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="items-heading" className="rounded-lg border border-neutral-200 p-5">
        <h2 id="items-heading" className="font-semibold">
          Order Items
        </h2>
        <ul className="mt-3 divide-y divide-neutral-200">
          {order.items.map((item, index) => (
            <li
              key={`${item.productId}-${item.size}-${item.color}-${index}`}
              className="flex items-start gap-3 py-3 text-sm"
            >
              {item.imageUrl ? <ItemPicture url={item.imageUrl} width={56} /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.productName}</p>
                {/* Each "Label: value" wraps as one piece on a narrow phone, never between its label and value. */}
                <p className="text-neutral-700">
                  {[
                    item.size && `Size: ${item.size}`,
                    item.color && `Colour: ${item.color}`,
                    `Quantity: ${item.quantity}`,
                  ]
                    .filter(Boolean)
                    .map((part, at) => (
                      <Fragment key={at}>
                        {at > 0 ? " · " : ""}
                        <span className="whitespace-nowrap">{part}</span>
                      </Fragment>
                    ))}
                </p>
              </div>
              <span className="font-semibold">{formatNaira(item.priceKobo * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-neutral-200 pt-3 text-sm">
          {orderAmountRows(order).map(([label, amount]) => (
            <div key={label} className={`flex justify-between ${label === "Total" ? "font-semibold" : ""}`}>
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
        {props.buyAgain ? (
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="again" className="btn-primary w-full sm:w-auto">
              Buy again
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Who carries the order and its tracking number, for whoever sees all of the order (a stranger's view has
 * none): the number is plain text in a fixed-width face, whole on one tap, to type or paste into the courier's site.
 */
function ShipmentLines({ shipment }: { shipment: NonNullable<Found["order"]["shipment"]> }) {
  return (
    <div className="mt-2 text-sm text-neutral-800">
      <p>Shipped with {shipment.courier}</p>
      <p>
        Tracking number: <span className="font-mono break-all select-all">{shipment.trackingNumber}</span>
      </p>
    </div>
  );
}
