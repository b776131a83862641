import { useEffect, useState } from "react";
import { StateOptions } from "~/components/state-options";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { getCart } from "@/cart";
import {
  checkoutDefaults,
  checkoutFormSchema,
  placeOrderAndStartPayment,
  SHIPPING_FORM_FIELDS,
  SHIPPING_FORM_LABELS,
  unpaidOrdersRefusal,
} from "@/checkout";
import { checkoutStanding } from "@/orders";
import { offeredPaymentMethods } from "@/shop/payment-methods";
import { cartFacts, deliveryWording, pickupZone, shippingQuote } from "@/shop/shipping";
import { readDeliveryZones } from "@/delivery";
import { cardPaymentsEnabled } from "@/payments";
import { formatNaira } from "@/shop/money";
import { requireShopper } from "~/lib/guards.server";
import { askedDeliveryTo, rememberDeliveryToHeader } from "~/lib/delivery-to.server";
import { redirectWithToast } from "~/lib/toast.server";
import { placedOrderHeader } from "~/lib/placed-order.server";
import { messageFor } from "~/lib/action-errors.server";
import { welcomeBack } from "~/lib/welcome-back.server";
import { FlashMessage } from "~/components/flash-message";
import { FieldError } from "~/components/field-error";
import { useFormErrors } from "~/lib/form-errors";
import { useOnline } from "~/lib/online";
import { formText } from "@/platform/form-fields";
import { parseForm } from "~/lib/form-contract";
import { CartTotals, DiscountCodeFields, DiscountCodeForm } from "~/components/discount-code";
import { storeNameIn } from "~/lib/store-name";
import { ResponsiveImage } from "~/components/responsive-image";
import { FOCUSED_PAGE } from "~/lib/focused-page";

// A shopper about to pay sees the order and the way back to the bag, not the shop's menus (issue 45).
export const handle = FOCUSED_PAGE;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Checkout | ${store}` },
    { name: "description", content: `Enter your delivery address and choose how to pay for your ${store} order.` },
  ];
}

const FIELDS = SHIPPING_FORM_FIELDS;
type Values = Record<(typeof FIELDS)[number] | "paymentMethod" | "delivery", string>;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  const [cart, { recentAddresses, openUnpaid }] = await Promise.all([
    getCart(context.app, user),
    checkoutStanding(context.app, user),
  ]);
  const greeting = await welcomeBack(request, cart.items.length > 0);
  // One of the recent addresses the shopper picked (?address=1), else the last one, unless they chose a place since.
  const picked = Number(new URL(request.url).searchParams.get("address"));
  const chosen = Number.isInteger(picked) && picked > 0 && picked < recentAddresses.length ? picked : 0;
  const start =
    chosen > 0
      ? checkoutDefaults(user, recentAddresses[chosen], { city: "", state: "" })
      : checkoutDefaults(user, recentAddresses[0] ?? null, askedDeliveryTo(request).to);
  return data(
    {
      cart,
      // A fresh key per rendered form: submitting this form twice finds the first order
      // (docs/product-rules.md#placing-an-order).
      checkoutKey: crypto.randomUUID(),
      defaults: start.values,
      fromLastOrder: start.fromLastOrder,
      // The shopper's other recent addresses, each a link that starts the form from it.
      recentAddresses: recentAddresses.map((address, index) => ({
        index,
        line: [address.address, address.city, address.state].map((part) => part.trim()).join(", "),
        forName: address.fullName,
        chosen: start.fromLastOrder && index === chosen,
      })),
      paymentMethods: offeredPaymentMethods(cardPaymentsEnabled(context.app)),
      // The owner's zones, so the fee shown live is the one the server charges (src/shop/shipping.ts).
      zones: await readDeliveryZones(context.app),
      welcomeBack: greeting.message,
      // Said before the shopper fills the form in: placing the order would be refused.
      unpaidRefusal: unpaidOrdersRefusal(context.app.config, openUnpaid),
    },
    { headers: { "Set-Cookie": greeting.setCookie } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) {
    return redirectWithToast("/login?redirectTo=%2Fcheckout", {
      kind: "error",
      message: "Please sign in to place an order",
    });
  }
  const form = await request.formData();
  const values = Object.fromEntries(
    [...FIELDS, "paymentMethod", "delivery"].map((name) => [name, formText(form.get(name))]),
  ) as Values;
  const parsed = parseForm(checkoutFormSchema, form);
  if (!parsed.value) return data({ values, errors: parsed.fields as FieldErrors, formError: null }, { status: 422 });
  let placed;
  try {
    placed = await placeOrderAndStartPayment(context.app, context.user, parsed.value, context.clientIp);
  } catch (err) {
    const formError = messageFor(context, err, "Failed to place order");
    return data({ values, errors: {} as FieldErrors, formError }, { status: 409 });
  }
  // A card order goes straight to Paystack; if that fails the order stays payable from its page (Pay now).
  if (placed.payment === "started") return redirect(placed.redirectTo);
  // The place it goes to is where the product pages estimate delivery to from now on.
  const headers = new Headers();
  if (!placed.order.delivery.pickup)
    headers.append("Set-Cookie", rememberDeliveryToHeader(parsed.value.shippingAddress));
  if (placed.payment === "failed") {
    return redirectWithToast(placed.redirectTo, { kind: "error", message: placed.message }, { headers });
  }
  headers.append("Set-Cookie", placedOrderHeader(placed.order.orderNumber));
  // The order history's confirmation panel says "Order placed successfully!" itself (app/components/order-placed.tsx).
  if (placed.redirectTo === "/order-history") return redirect(placed.redirectTo, { headers });
  return redirectWithToast(placed.redirectTo, { kind: "success", message: "Order placed successfully!" }, { headers });
}

const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  fullName: "name",
  phone: "tel",
  address: "street-address",
  city: "address-level2",
  state: "address-level1",
  postalCode: "postal-code",
};

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    cart,
    checkoutKey,
    defaults,
    fromLastOrder,
    recentAddresses,
    welcomeBack,
    paymentMethods,
    zones,
    unpaidRefusal,
  } = loaderData;
  const values: Partial<Values> = actionData?.values ?? defaults;
  const [city, setCity] = useState(values.city ?? "");
  const [state, setState] = useState(values.state ?? "");
  const [delivery, setDelivery] = useState(values.delivery || "address");
  const pickup = pickupZone(zones);
  const submitting = useNavigation().state === "submitting";
  // The same schema as the action: with JavaScript nothing is sent while a field is wrong. It loads
  // on the form's first focus, off the page's first view (issue 13's budget).
  const form = useFormErrors({
    fields: FIELDS,
    server: actionData?.errors as FieldErrors | undefined,
    loadValidate: () => import("~/lib/shipping-address-check").then((check) => check.checkShippingAddressForm),
  });
  const errors = form.errors;
  // Checkout always asks the server (prices, stock, the delivery fee); offline it says so, and sends
  // nothing, so what the shopper typed stays in the form (issue 50).
  const online = useOnline();
  const [triedOffline, setTriedOffline] = useState(false);
  useEffect(() => {
    if (online) setTriedOffline(false);
  }, [online]);
  // The page's scripts start once it has loaded: what a shopper chose before that is in the form, not
  // yet in this state, and the order summary's delivery fee follows the form.
  useEffect(() => {
    const typed = form.formRef.current ? new FormData(form.formRef.current) : null;
    if (!typed) return;
    const text = (name: string) => (typeof typed.get(name) === "string" ? (typed.get(name) as string) : null);
    setCity((shown) => text("city") ?? shown);
    setState((shown) => text("state") ?? shown);
    setDelivery((shown) => text("delivery") ?? shown);
  }, [form.formRef]);

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="section-title">Checkout</h1>
        <p className="mt-6 text-neutral-700">Your cart is empty</p>
        <Link to="/shop" className="btn-primary mt-6">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const quote = shippingQuote(zones, {
    city,
    state,
    ...cartFacts(cart),
    pickup: delivery === "pickup",
  });
  const typedCity = city.trim() || quote.pickup;
  const box = (name: (typeof FIELDS)[number]) => {
    const error = errors[name];
    return {
      id: name,
      name,
      autoComplete: AUTOCOMPLETE[name],
      "aria-required": name === "postalCode" ? undefined : true,
      ...form.field(name),
      className: `mt-1 min-h-11 w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-neutral-400"}`,
    };
  };
  const fieldRow = (name: (typeof FIELDS)[number], control: React.ReactNode) => (
    <div key={name}>
      <label htmlFor={name} className="block text-sm font-medium">
        {SHIPPING_FORM_LABELS[name]}
      </label>
      {control}
      <FieldError id={form.errorId(name)} message={errors[name]} />
    </div>
  );
  const textBox = (name: "fullName" | "phone" | "city" | "postalCode") =>
    fieldRow(
      name,
      <input
        {...box(name)}
        type={name === "phone" ? "tel" : "text"}
        inputMode={name === "phone" ? "tel" : undefined}
        placeholder={name === "phone" ? "e.g. 0803 123 4567" : undefined}
        defaultValue={values[name] ?? ""}
        onChange={name === "city" ? (event) => setCity(event.currentTarget.value) : undefined}
      />,
    );
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="section-title">Checkout</h1>
      {welcomeBack && (
        <div className="mt-4">
          <FlashMessage kind="info">{welcomeBack}</FlashMessage>
        </div>
      )}
      {unpaidRefusal && (
        <div
          id="unpaid-orders"
          className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{unpaidRefusal}</p>
          <Link to="/order-history" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
            See your orders
          </Link>
        </div>
      )}
      <Form
        method="post"
        noValidate
        ref={form.formRef}
        onSubmit={(event) => {
          if (!navigator.onLine) {
            event.preventDefault();
            setTriedOffline(true);
            return;
          }
          setTriedOffline(false);
          form.onSubmit(event);
        }}
        onFocus={form.onFocus}
        onChange={form.onChange}
        className="checkout-form mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]"
      >
        <div className="space-y-8">
          <input type="hidden" name="checkoutKey" value={checkoutKey} />
          {pickup && (
            <ChoiceCards
              legend="Delivery"
              name="delivery"
              options={[
                { value: "address", label: "Deliver to my address", next: "A courier brings your order to your door." },
                { value: "pickup", label: "Pick up in store (free)", next: pickup.pickupAddress },
              ]}
              defaultValue={delivery}
              onChange={setDelivery}
            />
          )}
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold">Your details</legend>
            {textBox("fullName")}
            {textBox("phone")}
          </fieldset>
          {/* Hidden by CSS while pick-up is chosen (app.css), with or without JavaScript: the server asks no address then. */}
          <fieldset className="delivery-address space-y-4">
            <legend className="text-lg font-semibold">Shipping Address</legend>
            {fromLastOrder && !actionData ? (
              <p className="text-sm text-neutral-700">
                {recentAddresses.some((address) => address.chosen && address.index > 0)
                  ? "From an earlier order: change anything that is different."
                  : "From your last order: change anything that is different."}
              </p>
            ) : null}
            {recentAddresses.length > 1 && !actionData ? <RecentAddresses addresses={recentAddresses} /> : null}
            {fieldRow("address", <textarea {...box("address")} rows={2} defaultValue={values.address ?? ""} />)}
            {textBox("city")}
            {fieldRow(
              "state",
              <select
                {...box("state")}
                defaultValue={values.state ?? ""}
                onChange={(event) => setState(event.currentTarget.value)}
              >
                <StateOptions prompt="Select your state" />
              </select>,
            )}
            {textBox("postalCode")}
          </fieldset>
          <ChoiceCards
            legend="Payment Method"
            name="paymentMethod"
            options={paymentMethods}
            defaultValue={values.paymentMethod || "pay-on-delivery"}
          />
        </div>

        <section aria-labelledby="summary-heading" className="h-fit rounded-lg bg-neutral-50 p-5 lg:sticky lg:top-6">
          <h2 id="summary-heading" className="text-lg font-semibold">
            Order Summary
          </h2>
          <ul className="mt-4 space-y-3 text-sm" aria-label="Items">
            {cart.items.map((line) => (
              <li key={line.id} className="flex items-center gap-3">
                <ResponsiveImage
                  url={line.product.imageUrl}
                  fallbackWidth={320}
                  sizes="48px"
                  loading="eager"
                  alt=""
                  width={48}
                  height={60}
                  className="h-15 w-12 shrink-0 rounded bg-neutral-200 object-cover"
                />
                <span className="min-w-0 flex-1">
                  {line.product.name}
                  {(line.size || line.color) && (
                    <span className="block text-neutral-700">{[line.size, line.color].filter(Boolean).join(", ")}</span>
                  )}
                  <span className="block text-neutral-700">Qty {line.quantity}</span>
                </span>
                <span className="font-medium">{formatNaira(line.lineTotalKobo)}</span>
              </li>
            ))}
          </ul>
          <CartTotals
            cart={cart}
            subtotalLabel="Subtotal"
            shippingFeeKobo={quote.feeKobo}
            feeUnknown={typedCity ? null : "Enter your city"}
            className="mt-4 space-y-2 border-t border-neutral-300 pt-3 text-sm"
            live
          />
          {typedCity && (
            <p className="mt-2 text-sm text-neutral-700" aria-live="polite">
              {quote.pickup ? "Ready to pick up" : "Estimated delivery"}:{" "}
              <span className="font-medium">{deliveryWording(quote.time)}</span>
            </p>
          )}
          <DiscountCodeFields discount={cart.discount} busy={submitting} />
          {!online || triedOffline ? (
            <div className="mt-4">
              <FlashMessage kind="error">
                You are offline, so your order cannot be placed yet. What you typed is kept here: place the order when
                you are back online.
              </FlashMessage>
            </div>
          ) : null}
          {actionData?.formError && (
            <div className="mt-4">
              <FlashMessage kind="error">{actionData.formError}</FlashMessage>
            </div>
          )}
          <button
            type="submit"
            disabled={submitting || Boolean(unpaidRefusal)}
            aria-describedby={unpaidRefusal ? "unpaid-orders" : undefined}
            className="btn-primary mt-5 w-full"
          >
            {submitting ? "Placing order..." : "Place Order"}
          </button>
          <Link to="/cart" className="mt-2 flex min-h-11 items-center justify-center text-sm underline">
            Back to cart
          </Link>
        </section>
      </Form>
      <DiscountCodeForm returnTo="/checkout" />
    </div>
  );
}

/**
 * A choice of one among a few (delivery, payment): each option a card the whole of which is tapped,
 * named by its label and described by what happens next.
 */
function ChoiceCards(props: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string; next: string }>;
  defaultValue: string;
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{props.legend}</legend>
      <div className="mt-3 space-y-2">
        {props.options.map((option) => {
          const id = `${props.name}-${option.value}`;
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 bg-white p-4 has-checked:border-brand has-checked:bg-brand/5 has-checked:ring-1 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name={props.name}
                value={option.value}
                defaultChecked={props.defaultValue === option.value}
                onChange={() => props.onChange?.(option.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-next`}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span id={`${id}-label`} className="block font-semibold">
                  {option.label}
                </span>
                <span id={`${id}-next`} className="mt-0.5 block text-sm text-neutral-700">
                  {option.next}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The shopper's recent delivery addresses (docs/product-rules.md#shipping-form), each a link that starts the form
 * from it: home, office or a relative's, without typing one again. A whole page load, so that every box starts
 * afresh from the address picked, with or without JavaScript.
 */
function RecentAddresses({ addresses }: { addresses: Route.ComponentProps["loaderData"]["recentAddresses"] }) {
  return (
    <nav aria-label="Recent addresses">
      <p className="text-sm font-semibold">Deliver to a recent address</p>
      <ul className="mt-2 grid gap-2">
        {addresses.map((address) => (
          <li key={address.index}>
            <Link
              to={address.index === 0 ? "/checkout" : `/checkout?address=${address.index}`}
              reloadDocument
              aria-current={address.chosen ? "true" : undefined}
              className="flex min-h-11 flex-col justify-center rounded-lg border border-neutral-300 px-3 py-2 text-sm hover:border-neutral-900 aria-[current]:border-brand aria-[current]:bg-brand-50"
            >
              <span className="font-medium">{address.line}</span>
              <span className="text-neutral-700">For {address.forName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
