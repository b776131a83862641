import { Form } from "react-router";
import type { CartDiscount } from "@/discounts";
import { formatNaira } from "@/shop/money";
import { orderTotal } from "@/shop/order-amounts";
import { inKobo } from "@/shop/reckoning";
import { FieldError } from "./field-error";
import { useToastFieldErrors } from "~/lib/form-errors";

/** The key the cart action names the discount box by when it refuses a code (app/routes/cart.tsx). */
export const DISCOUNT_FORM = "discount-code-form";

/**
 * The discount code's own form, posted to the cart whichever page shows it. It holds nothing
 * visible: its fields (DiscountCodeFields) join it through their `form` attribute, so that on the
 * checkout page they can sit in the order summary, inside the checkout form, without nesting forms.
 */
export function DiscountCodeForm({ returnTo }: { returnTo: string }) {
  return (
    <Form id={DISCOUNT_FORM} method="post" action="/cart" hidden>
      <input type="hidden" name="redirectTo" value={returnTo} />
    </Form>
  );
}

/** The "Discount code" box, or the applied code with what it gives (or why it does not apply) and Remove. */
export function DiscountCodeFields({ discount, busy }: { discount: CartDiscount | null; busy: boolean }) {
  const error = useToastFieldErrors(DISCOUNT_FORM)?.code;
  if (discount) {
    return (
      <div className="mt-4 rounded-md border border-neutral-300 bg-white p-3 text-sm">
        <p>
          Discount code <strong>{discount.code}</strong>
          {discount.summary && <span>: {discount.summary}</span>}
        </p>
        {discount.problem && <p className="mt-1 font-medium text-red-800">{discount.problem}</p>}
        <button
          type="submit"
          form={DISCOUNT_FORM}
          name="intent"
          value="remove-code"
          disabled={busy}
          className="mt-2 font-medium text-red-800 underline"
        >
          Remove code<span className="sr-only"> {discount.code}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <label htmlFor="discount-code" className="block text-sm font-medium">
        Discount code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="discount-code"
          name="code"
          form={DISCOUNT_FORM}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "discount-code-error" : undefined}
          className={`w-full min-w-0 rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-neutral-400"}`}
        />
        <button
          type="submit"
          form={DISCOUNT_FORM}
          name="intent"
          value="apply-code"
          disabled={busy}
          className="rounded-md border border-neutral-900 px-3 py-2 text-sm font-semibold"
        >
          Apply
        </button>
      </div>
      <FieldError id="discount-code-error" message={error} />
    </div>
  );
}

/** The discount's line of an order summary, when a code takes something off. */
function DiscountLine({ discount }: { discount: CartDiscount | null }) {
  if (!discount || discount.problem || discount.amountKobo === 0) return null;
  return (
    <div className="flex justify-between text-green-800">
      <dt>Discount ({discount.code})</dt>
      <dd>−{formatNaira(discount.amountKobo)}</dd>
    </div>
  );
}

/**
 * The money lines of the cart and checkout summaries: subtotal, the code's discount, shipping
 * (`shippingFeeKobo` is deliveryFee's, which already counts a free-delivery code; `feeUnknown` says why
 * there is no fee yet) and what the shopper pays (orderTotal, as checkout charges it).
 */
export function CartTotals(props: {
  cart: { subtotalKobo: number; discount: CartDiscount | null };
  subtotalLabel: string;
  shippingFeeKobo: number;
  feeUnknown: string | null;
  className: string;
  live?: boolean;
}) {
  const { cart } = props;
  const shippingKobo = props.shippingFeeKobo;
  const totalKobo = orderTotal(inKobo, {
    subtotal: cart.subtotalKobo,
    discount: cart.discount?.amountKobo ?? 0,
    shipping: shippingKobo,
  });
  return (
    <dl className={props.className} aria-live={props.live ? "polite" : undefined}>
      <div className="flex justify-between">
        <dt>{props.subtotalLabel}</dt>
        <dd>{formatNaira(cart.subtotalKobo)}</dd>
      </div>
      <DiscountLine discount={cart.discount} />
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{cart.discount?.freeDelivery ? "Free" : (props.feeUnknown ?? formatNaira(shippingKobo))}</dd>
      </div>
      <div className="flex justify-between border-t border-neutral-300 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatNaira(totalKobo)}</dd>
      </div>
    </dl>
  );
}
