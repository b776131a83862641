import { data, Form, Link, useNavigation } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import type { Route } from "./+types/wishlist";
import { choosableSizes, isSalePriced, unitPriceKobo } from "@/catalog";
import { listWishlist, moveWishlistItemToCart, removeFromWishlist, toggleWishlist } from "@/wishlist";
import { addToCartFormSchema } from "@/cart";
import { formValue } from "~/lib/form-contract";
import { ResponsiveImage } from "~/components/responsive-image";
import { CARD_IMAGE_SIZES } from "~/components/product-card";
import { CloseIcon } from "~/components/icons";
import { countOf } from "@/shop/counts";
import { formatNaira } from "@/shop/money";
import { requireShopper, safeRedirectPath } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireIntent } from "~/lib/form-intent.server";
import { messageFor } from "~/lib/action-errors.server";
import { FlashMessage } from "~/components/flash-message";
import { FieldError } from "~/components/field-error";
import { colorsToChoose, missingChoice } from "~/lib/add-to-cart";
import { soldOutColors, soldOutSizes } from "~/lib/variant-stock";
import { useFormErrors, type FieldControl, type FieldErrors } from "~/lib/form-errors";
import { AppError } from "@/platform/errors";
import { formText } from "@/platform/form-fields";
import { popularProducts } from "~/lib/popular-products.server";
import { PopularProducts } from "~/components/popular-products";
import { pendingIntentHeader } from "~/lib/pending-intent.server";
import { storeNameIn } from "~/lib/store-name";
import { EmptyState } from "~/components/empty-state";
import { BackInStockLink } from "~/components/sold-out";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Your Wishlist | ${store}` },
    {
      name: "description",
      content: `The ${store} pieces you saved for later: move them to your cart when you are ready.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  const entries = await listWishlist(context.app, user);
  return {
    // An empty wishlist is not a dead end: the shop's popular pieces to heart or add.
    popular: entries.length === 0 ? await popularProducts(context) : [],
    entries: entries.map((entry) => {
      const sizes = choosableSizes(entry.product.sizes);
      const colors = colorsToChoose(entry.product.colors);
      const { variants } = entry.product;
      // Sold out in every colour (a size) or every size (a colour): offered, but not to be chosen.
      const soldOut = [...soldOutSizes(variants, sizes, ""), ...soldOutColors(variants, colors)];
      return { ...entry, sizes, colors, soldOut };
    }),
  };
}

/** `intent=toggle` comes from the heart on product cards and pages (with `redirectTo`); the rest from this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = requireIntent(form, ["toggle", "remove", "move"]);
  const productId = formText(form.get("productId"));
  if (intent === "toggle") {
    const back = safeRedirectPath(form.get("redirectTo"), "/wishlist");
    if (!context.user) {
      // The heart waits for the sign-in (app/lib/pending-intent.server.ts).
      return redirectWithToast(
        `/login?redirectTo=${encodeURIComponent(back)}`,
        { kind: "error", message: "Please sign in to add items to wishlist" },
        { headers: { "Set-Cookie": pendingIntentHeader({ kind: "wishlist", productId, back }) } },
      );
    }
    try {
      const { inWishlist } = await toggleWishlist(context.app, context.user, productId);
      return redirectWithToast(back, {
        kind: "success",
        message: inWishlist ? "Added to wishlist" : "Removed from wishlist",
      });
    } catch (err) {
      const failure =
        formText(form.get("wishlisted")) === "1" ? "Failed to remove from wishlist" : "Failed to add to wishlist";
      return redirectWithToast(back, { kind: "error", message: messageFor(context, err, failure) });
    }
  }

  const user = requireShopper(context, request);
  if (intent === "remove") {
    try {
      await removeFromWishlist(context.app, user, productId);
    } catch (err) {
      return data(
        {
          productId,
          error: messageFor(context, err, "Failed to remove from wishlist"),
          fields: null as FieldErrors | null,
        },
        { status: 400 },
      );
    }
    return redirectWithToast("/wishlist", { kind: "success", message: "Removed from wishlist" });
  }
  try {
    await moveWishlistItemToCart(context.app, user, formValue(addToCartFormSchema, form));
  } catch (err) {
    // A missing size or colour is that field's message (the cart service's text); the rest is the item's.
    const chosen = err instanceof AppError ? err.fields : undefined;
    const fields: FieldErrors | null =
      chosen?.size || chosen?.color
        ? { ...(chosen.size && { size: chosen.size }), ...(chosen.color && { color: chosen.color }) }
        : null;
    return data({ productId, error: messageFor(context, err, "Failed to add to cart"), fields }, { status: 400 });
  }
  return redirectWithToast("/wishlist", { kind: "success", message: "Item added to cart" });
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { entries } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="section-title">My Wishlist</h1>
      {entries.length === 0 ? (
        <>
          <EmptyState
            heading="Your wishlist is empty"
            message="Tap the heart on a piece to keep it here for later."
            actions={
              <Link to="/shop" className="btn-primary">
                Continue Shopping
              </Link>
            }
            className="mt-6"
          />
          <PopularProducts products={loaderData.popular} wishlisted={[]} />
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-neutral-700">{countOf(entries.length, "item")}</p>
          {/* Two to a row on a phone, as the shop's grid: the saved pieces are seen together, not one per screen. */}
          <ul
            className="mt-4 grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4"
            aria-label="Wishlist items"
          >
            {entries.map(({ product, sizes, colors, soldOut }) => {
              const answer =
                actionData && "error" in actionData && actionData.productId === product.id ? actionData : null;
              const fields = answer?.fields ?? null;
              // A size message sits beside the size select; other failures stay under the item.
              const error = fields ? null : (answer?.error ?? null);
              return (
                <li key={product.id} className="flex min-w-0 flex-col">
                  <div className="relative">
                    <Link to={`/product/${product.id}`} className="block" tabIndex={-1} aria-hidden="true">
                      <ResponsiveImage
                        url={product.imageUrl}
                        fallbackWidth={640}
                        loading="eager"
                        sizes={CARD_IMAGE_SIZES}
                        alt=""
                        width={400}
                        height={500}
                        className={`aspect-[4/5] w-full rounded-md bg-neutral-100 object-cover ${product.stockQuantity === 0 ? "opacity-60" : ""}`}
                      />
                    </Link>
                    <Form method="post" className="absolute top-0 right-0">
                      <input type="hidden" name="productId" value={product.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        disabled={busy}
                        className="group/remove grid size-11 place-items-center text-neutral-900"
                      >
                        <span className="grid size-8 place-items-center rounded-full bg-white/90 shadow-sm group-hover/remove:bg-white">
                          <CloseIcon className="size-4" />
                        </span>
                        <span className="sr-only">Remove {product.name} from wishlist</span>
                      </button>
                    </Form>
                  </div>
                  <Link to={`/product/${product.id}`} className="mt-2 block">
                    <h2 className="line-clamp-2 text-sm font-semibold [overflow-wrap:anywhere] hover:underline sm:text-base">
                      {product.name}
                    </h2>
                  </Link>
                  <p className="mt-1 text-sm">
                    {isSalePriced(product) && (
                      <s className="mr-2 text-neutral-600">
                        <span className="sr-only">Was </span>
                        {formatNaira(product.priceKobo)}
                      </s>
                    )}
                    <span className="font-semibold">{formatNaira(unitPriceKobo(product))}</span>
                  </p>
                  {product.stockQuantity === 0 && <p className="mt-1 text-sm font-medium text-red-800">Out of Stock</p>}
                  {product.stockQuantity === 0 ? (
                    <BackInStockLink product={product} className="mt-3 py-2 text-sm" />
                  ) : (
                    <MoveToCartForm
                      productId={product.id}
                      productName={product.name}
                      sizes={sizes}
                      colors={colors}
                      soldOut={soldOut}
                      busy={busy}
                      fields={fields}
                    />
                  )}
                  {error && (
                    <div className="mt-2">
                      <FlashMessage kind="error">{error}</FlashMessage>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Moves one saved item to the cart. A product with sizes needs one chosen: "Please select a size"
 * (the cart service's text) beside the select, and one with several colours "Please select a colour", on submit before any request, or from the action's
 * answer without JavaScript (app/lib/form-errors.ts).
 */
function MoveToCartForm(props: {
  productId: string;
  productName: string;
  sizes: readonly string[];
  colors: readonly string[];
  /** The sizes and colours sold out everywhere. */
  soldOut: readonly string[];
  busy: boolean;
  fields: FieldErrors | null;
}) {
  const { productId, sizes, colors } = props;
  const form = useFormErrors({
    fields: ["size", "color"],
    server: props.fields,
    idPrefix: `wishlist-${productId}-`,
    validate: (formData) => missingChoice(formData, sizes, colors),
  });
  return (
    <CheckedForm checks={form} className="mt-3 flex flex-1 flex-col gap-2">
      <input type="hidden" name="productId" value={productId} />
      {sizes.length > 0 && (
        <ChoiceSelect
          name="size"
          label="Size"
          prompt="Select a size"
          options={sizes}
          soldOut={props.soldOut}
          id={`size-${productId}`}
          field={form.field("size")}
          error={form.errors.size}
          errorId={form.errorId("size")}
        />
      )}
      {colors.length > 0 && (
        <ChoiceSelect
          name="color"
          label="Colour"
          prompt="Select a colour"
          options={colors}
          soldOut={props.soldOut}
          id={`color-${productId}`}
          field={form.field("color")}
          error={form.errors.color}
          errorId={form.errorId("color")}
        />
      )}
      <button
        type="submit"
        name="intent"
        value="move"
        disabled={props.busy}
        className="btn-primary mt-auto w-full px-3 py-2 text-sm"
      >
        Move to cart<span className="sr-only">: {props.productName}</span>
      </button>
    </CheckedForm>
  );
}

/** A size or colour to choose before the item moves to the bag, with its message below. */
function ChoiceSelect(props: {
  name: "size" | "color";
  label: string;
  prompt: string;
  options: readonly string[];
  soldOut: readonly string[];
  id: string;
  field: FieldControl;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-xs font-medium text-neutral-700">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue=""
        {...props.field}
        className={`mt-1 min-h-11 w-full rounded-md border bg-white ${props.error ? "border-red-700" : "border-neutral-400"} px-2 text-sm`}
      >
        <option value="">{props.prompt}</option>
        {props.options.map((option) => {
          const soldOut = props.soldOut.includes(option);
          return (
            <option key={option} value={option} disabled={soldOut}>
              {soldOut ? `${option} (sold out)` : option}
            </option>
          );
        })}
      </select>
      <FieldError id={props.errorId} message={props.error} />
    </div>
  );
}
