import { deliveryToIn, deliveryToQuery, type DeliveryTo } from "~/lib/delivery-estimate";
import { askedDeliveryTo, rememberDeliveryToHeader } from "~/lib/delivery-to.server";
import { DeliveryEstimateLines, DeliveryPlaceForm } from "~/components/delivery-estimate";
import { EmptyState } from "~/components/empty-state";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/cart";
import {
  addToCart,
  addToCartFormSchema,
  getCart,
  removeCartItem,
  stepCartQuantity,
  applyDiscountCode,
  removeDiscountCode,
} from "@/cart";
import { applyDiscountCodeFormSchema } from "@/discounts";
import { formValue } from "~/lib/form-contract";
import { CartTotals, DISCOUNT_FORM, DiscountCodeFields, DiscountCodeForm } from "~/components/discount-code";
import { cartFacts, deliveryEstimate } from "@/shop/shipping";
import { readDeliveryZones } from "@/delivery";
import { isSalePriced } from "@/catalog";
import { lastDeliveryAddress } from "@/orders";
import { saveCartLineForLater, wishlistedIds } from "@/wishlist";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatNaira } from "@/shop/money";
import { requireShopper, safeRedirectPath } from "~/lib/guards.server";
import { redirectWithToast, takeToast, type Toast } from "~/lib/toast.server";
import { PutBack } from "~/components/put-back";
import { requireIntent } from "~/lib/form-intent.server";
import { messageFor } from "~/lib/action-errors.server";
import { welcomeBack } from "~/lib/welcome-back.server";
import { FlashMessage } from "~/components/flash-message";
import { AppError } from "@/platform/errors";
import { addToCartFormKey } from "~/lib/add-to-cart";
import { formText } from "@/platform/form-fields";
import { popularProducts } from "~/lib/popular-products.server";
import { PopularProducts } from "~/components/popular-products";
import { pendingIntentHeader } from "~/lib/pending-intent.server";
import { storeNameIn } from "~/lib/store-name";
import type { AppContext } from "@/platform/context";
import type { CurrentUser } from "@/platform/access";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Your Cart | ${store}` },
    { name: "description", content: `Review the items in your ${store} cart, change quantities and go to checkout.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  const { to: asked, remember } = askedDeliveryTo(request);
  const chosen = asked.state !== "" || asked.city !== "";
  const [cart, last] = await Promise.all([
    getCart(context.app, user),
    chosen ? null : lastDeliveryAddress(context.app, user),
  ]);
  // A place chosen on this visit, else where the last order went: a returning shopper sees their own fee.
  const deliveryTo: DeliveryTo = chosen || !last ? asked : { state: last.state, city: last.city };
  const greeting = await welcomeBack(request, cart.items.length > 0);
  const estimate = deliveryEstimate(await readDeliveryZones(context.app), {
    ...deliveryTo,
    ...cartFacts(cart),
  });
  const headers = new Headers({ "Set-Cookie": greeting.setCookie });
  if (remember) headers.append("Set-Cookie", remember);
  else if (deliveryTo !== asked) headers.append("Set-Cookie", rememberDeliveryToHeader(deliveryTo));
  // An empty bag is not a dead end: the shop's popular pieces, with the shopper's own hearts on them.
  const popular = cart.items.length === 0 ? await popularProducts(context) : [];
  const wishlisted = await wishlistedIds(
    context.app,
    user,
    popular.map((p) => p.id),
  );
  // The root takes the toast (and clears it); the bag reads the line it carries, to offer it back.
  const removed = (await takeToast(request)).toast?.removed ?? null;
  return data({ cart, deliveryTo, estimate, welcomeBack: greeting.message, popular, wishlisted, removed }, { headers });
}

/**
 * One endpoint for every cart form: product cards and the product page post `intent=add` with
 * `redirectTo` (the page to return to); the cart page posts increase, decrease and remove.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = requireIntent(form, [
    "add",
    "put-back",
    "remove",
    "save-for-later",
    "increase",
    "decrease",
    "apply-code",
    "remove-code",
  ]);
  if (intent === "add") {
    const productId = formText(form.get("productId"));
    const back = safeRedirectPath(
      form.get("redirectTo"),
      productId ? `/product/${encodeURIComponent(productId)}` : "/shop",
    );
    if (!context.user) {
      // The sign-in rule stays (docs/product-rules.md#add-to-cart); the item waits for the sign-in
      // (app/lib/pending-intent.server.ts).
      const pending = pendingIntentHeader({
        kind: "cart",
        productId,
        size: formText(form.get("size")) || undefined,
        color: formText(form.get("color")) || undefined,
        quantity: Number(form.get("quantity")) || 1,
        back,
      });
      return redirectWithToast(
        `/login?redirectTo=${encodeURIComponent(back)}`,
        { kind: "error", message: "Please sign in to add items to cart" },
        { headers: { "Set-Cookie": pending } },
      );
    }
    let line;
    try {
      line = await addToCart(context.app, context.user, formValue(addToCartFormSchema, form));
    } catch (err) {
      const message = messageFor(context, err, "Failed to add item to cart");
      // A wrong field (no size, no colour) is shown beside the picker of the form that sent it, not only in the toast.
      const chosen = err instanceof AppError ? err.fields : undefined;
      const fields =
        chosen?.size || chosen?.color
          ? { ...(chosen.size && { size: chosen.size }), ...(chosen.color && { color: chosen.color }) }
          : undefined;
      // A page that opens at a fragment skips autofocus: with a field to fix, the focus brings it into view instead.
      return redirectWithToast(fields ? back.split("#")[0] : back, {
        kind: "error",
        message,
        ...(fields && { form: addToCartFormKey(productId), fields }),
      });
    }
    const quantity = Number(formText(form.get("quantity"))) || 1;
    const { name, imageUrl } = line.product;
    return redirectWithToast(back, {
      kind: "success",
      message: "Item added to cart",
      added: { name, size: line.size, color: line.color, quantity, imageUrl },
    });
  }

  const user = requireShopper(context, request);
  if (intent === "apply-code" || intent === "remove-code") return changeDiscountCode(context, form, intent);
  const cartUrl = `/cart${deliveryToQuery(deliveryToIn((name) => formText(form.get(name))))}`;
  if (intent === "put-back") return putBack(context, user, form, cartUrl);
  const lineId = formText(form.get("lineId"));
  const { change, done, failed } = LINE_CHANGES[intent];
  let outcome;
  try {
    outcome = await change(context.app, user, lineId);
  } catch (err) {
    return data({ lineId, error: messageFor(context, err, failed) }, { status: 400 });
  }
  return redirectWithToast(cartUrl, { kind: "success", message: done, ...outcome });
}

/** A line just removed goes back in the bag as it was, stock allowing (a mistaken tap on Remove). */
async function putBack(context: Route.ActionArgs["context"], user: CurrentUser, form: FormData, cartUrl: string) {
  try {
    await addToCart(context.app, user, formValue(addToCartFormSchema, form));
  } catch (err) {
    return redirectWithToast(cartUrl, {
      kind: "error",
      message: messageFor(context, err, "Failed to add item to cart"),
    });
  }
  return redirectWithToast(cartUrl, { kind: "success", message: "Item put back in your cart" });
}

type LineChange = {
  /** Makes the change; what it answers rides along with the toast (the removed line, to put back). */
  change: (app: AppContext, user: CurrentUser, lineId: string) => Promise<Pick<Toast, "removed"> | void>;
  done: string;
  failed: string;
};

/** A bag line's buttons: the service each calls, its toast and its message when refused. */
const LINE_CHANGES: Record<"remove" | "save-for-later" | "increase" | "decrease", LineChange> = {
  remove: {
    change: async (app, user, lineId) => ({ removed: await removeCartItem(app, user, lineId) }),
    done: "Item removed from cart",
    failed: "Failed to remove item",
  },
  "save-for-later": {
    change: async (app, user, lineId) => {
      await saveCartLineForLater(app, user, lineId);
    },
    done: "Saved to your wishlist",
    failed: "Failed to save item for later",
  },
  increase: {
    change: (app, user, lineId) => stepCartQuantity(app, user, lineId, 1),
    done: "Cart updated",
    failed: "Failed to update cart",
  },
  decrease: {
    change: (app, user, lineId) => stepCartQuantity(app, user, lineId, -1),
    done: "Cart updated",
    failed: "Failed to update cart",
  },
};

/** The discount box of the cart and checkout pages: back to the page it was on, with the outcome. */
async function changeDiscountCode(
  context: Route.ActionArgs["context"],
  form: FormData,
  intent: "apply-code" | "remove-code",
) {
  const back = safeRedirectPath(form.get("redirectTo"), "/cart");
  try {
    if (intent === "apply-code") {
      await applyDiscountCode(
        context.app,
        context.user,
        formValue(applyDiscountCodeFormSchema, form),
        context.clientIp,
      );
    } else await removeDiscountCode(context.app, context.user);
  } catch (err) {
    const message = messageFor(context, err, "Failed to update cart");
    return redirectWithToast(back, { kind: "error", message, form: DISCOUNT_FORM, fields: { code: message } });
  }
  const message = intent === "apply-code" ? "Discount code applied" : "Discount code removed";
  return redirectWithToast(back, { kind: "success", message });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, deliveryTo, estimate, welcomeBack, removed } = loaderData;
  // A fee the shopper can rely on: the place is known well enough to pick the zone checkout will.
  const feeKnown = estimate !== null && !estimate.cityMatters;
  const where = deliveryToQuery(deliveryTo);
  const busy = useNavigation().state !== "idle";
  const stockProblem = cart.items.some((line) => line.stockProblem);

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="section-title">Your Cart</h1>
        {removed && (
          <PutBack removed={removed} busy={busy}>
            <DeliveryToFields to={deliveryTo} />
          </PutBack>
        )}
        <EmptyState
          heading="Your cart is empty"
          message="Pieces you add wait here, ready to check out."
          actions={
            <>
              <Link to="/shop" className="btn-primary">
                Continue Shopping
              </Link>
              <Link to="/wishlist" className="btn-secondary">
                See your wishlist
              </Link>
            </>
          }
          className="mt-6"
        />
        <PopularProducts products={loaderData.popular} wishlisted={loaderData.wishlisted} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="section-title">Your Cart</h1>
      {removed && (
        <PutBack removed={removed} busy={busy}>
          <DeliveryToFields to={deliveryTo} />
        </PutBack>
      )}
      {welcomeBack && (
        <div className="mt-4">
          <FlashMessage kind="info">{welcomeBack}</FlashMessage>
        </div>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label="Cart items">
            {cart.items.map((line, i) => (
              <li key={line.id} className="flex gap-4 py-4">
                <ResponsiveImage
                  url={line.product.imageUrl}
                  fallbackWidth={320}
                  sizes="96px"
                  loading={i === 0 ? "lead" : "eager"}
                  alt={line.product.name}
                  width={96}
                  height={120}
                  className="h-30 w-24 shrink-0 rounded-md bg-neutral-100 object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 className="font-semibold">
                    <Link to={`/product/${line.productId}`} className="hover:underline">
                      {line.product.name}
                    </Link>
                  </h2>
                  {(line.size || line.color) && (
                    <p className="text-sm text-neutral-700">
                      {line.size && <span>Size: {line.size}</span>}
                      {line.size && line.color && <span aria-hidden="true"> · </span>}
                      {line.color && <span>Colour: {line.color}</span>}
                    </p>
                  )}
                  {line.stockProblem && (
                    <p className="text-sm font-semibold text-red-700">
                      {line.stockProblem}: please change or remove this item to check out.
                    </p>
                  )}
                  <p className="text-sm">
                    {isSalePriced(line.product) && (
                      <s className="mr-2 text-neutral-600">
                        <span className="sr-only">Was </span>
                        {formatNaira(line.product.priceKobo)}
                      </s>
                    )}
                    <span className="font-semibold">{formatNaira(line.unitPriceKobo)}</span>
                    <span className="text-neutral-700"> each</span>
                  </p>
                  {/* The amount beside the stepper, and the two ways out of the bag under them: three rows on a
                      phone rather than four, so a line is about as tall as its picture. */}
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <div className="flex items-center rounded-md border border-neutral-300">
                      <CartButton
                        lineId={line.id}
                        deliveryTo={deliveryTo}
                        intent="decrease"
                        label={`Decrease quantity of ${line.product.name}`}
                        disabled={busy}
                      >
                        −
                      </CartButton>
                      <span className="min-w-10 text-center" aria-label={`Quantity of ${line.product.name}`}>
                        {line.quantity}
                      </span>
                      <CartButton
                        lineId={line.id}
                        deliveryTo={deliveryTo}
                        intent="increase"
                        label={`Increase quantity of ${line.product.name}`}
                        disabled={busy}
                      >
                        +
                      </CartButton>
                    </div>
                    <span className="font-semibold">{formatNaira(line.lineTotalKobo)}</span>
                  </div>
                  <Form method="post" className="-ml-2 flex flex-wrap">
                    <input type="hidden" name="lineId" value={line.id} />
                    <DeliveryToFields to={deliveryTo} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className="min-h-11 px-2 text-sm font-medium text-red-800 underline"
                      disabled={busy}
                    >
                      Remove<span className="sr-only"> {line.product.name}</span>
                    </button>
                    {/* Out of the bag without losing it: the piece goes on the wishlist (docs/product-rules.md#cart-quantity). */}
                    <button
                      type="submit"
                      name="intent"
                      value="save-for-later"
                      className="min-h-11 px-2 text-sm font-medium text-neutral-800 underline"
                      disabled={busy}
                    >
                      Save for later<span className="sr-only"> {line.product.name}</span>
                    </button>
                  </Form>
                  {actionData && "error" in actionData && actionData.lineId === line.id && (
                    <div className="mt-2">
                      <FlashMessage kind="error">{actionData.error}</FlashMessage>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {!stockProblem && (
            <CheckoutBar subtotalKobo={cart.subtotalKobo} itemCount={cart.itemCount} href={`/checkout${where}`} />
          )}
        </div>

        <section aria-labelledby="summary-heading" className="h-fit rounded-lg bg-neutral-50 p-5">
          <h2 id="summary-heading" className="text-lg font-semibold">
            Order Summary
          </h2>
          <DeliveryPlaceForm idPrefix="cart" submitLabel="Update" place={deliveryTo} className="mt-4" />
          <CartTotals
            cart={cart}
            subtotalLabel={`Subtotal (${cart.itemCount} ${cart.itemCount === 1 ? "item" : "items"})`}
            shippingFeeKobo={feeKnown ? estimate.feeKobo : 0}
            feeUnknown={feeKnown ? null : "Calculated at checkout"}
            className="mt-4 space-y-2 text-sm"
          />
          {estimate && !cart.discount?.freeDelivery ? (
            <div className="mt-2 text-neutral-700">
              <DeliveryEstimateLines estimate={estimate} to={deliveryTo} forBag />
            </div>
          ) : null}
          <DiscountCodeForm returnTo={`/cart${where}`} />
          <DiscountCodeFields discount={cart.discount} busy={busy} />
          {stockProblem ? (
            <p className="mt-5 text-sm font-semibold text-red-700">
              Some items no longer have the stock your cart holds: change or remove them to check out.
            </p>
          ) : (
            <Link to={`/checkout${where}`} className="btn-primary mt-5 w-full">
              Proceed to Checkout
            </Link>
          )}
          <Link to="/shop" className="mt-2 flex min-h-11 items-center justify-center text-sm underline">
            Continue Shopping
          </Link>
        </section>
      </div>
    </div>
  );
}

/**
 * On a phone the summary's button is a long scroll below the items, so the way to checkout stays at
 * the foot of the screen while the items are in view; it settles under the list (sticky, not fixed),
 * so it never covers the summary. Wide screens have the summary beside the items.
 */
function CheckoutBar({ subtotalKobo, itemCount, href }: { subtotalKobo: number; itemCount: number; href: string }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-neutral-200 bg-white px-4 py-3 lg:hidden">
      <p className="min-w-0 flex-1 text-sm leading-tight text-neutral-700">
        Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
        <span className="block text-base font-semibold text-neutral-900">{formatNaira(subtotalKobo)}</span>
      </p>
      <Link to={href} className="btn-primary px-6">
        Checkout
      </Link>
    </div>
  );
}

/** The estimate's place, sent along with a line's change so the page comes back with it. */
function DeliveryToFields({ to }: { to: DeliveryTo }) {
  return (
    <>
      <input type="hidden" name="state" value={to.state} />
      <input type="hidden" name="city" value={to.city} />
    </>
  );
}

function CartButton(props: {
  lineId: string;
  deliveryTo: DeliveryTo;
  intent: "increase" | "decrease";
  label: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="lineId" value={props.lineId} />
      <DeliveryToFields to={props.deliveryTo} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        aria-label={props.label}
        disabled={props.disabled}
        className="size-11 text-lg font-semibold"
      >
        {props.children}
      </button>
    </Form>
  );
}
