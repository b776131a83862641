import { Link } from "react-router";
import type { ReactNode } from "react";
import { StateOptions } from "~/components/state-options";
import { SHIPPING_FORM_FIELDS, SHIPPING_FORM_LABELS } from "@/checkout";
import type { AdminOrderView } from "@/orders";
import { formatNaira } from "@/shop/money";
import { readablePhone } from "@/shop/phone";
import { FieldError } from "~/components/field-error";
import { CheckedForm } from "~/components/checked-form";
import { boxClass } from "~/components/admin/form-field";
import { useAnsweredForm } from "~/lib/form-errors";

type AddressBox = (typeof SHIPPING_FORM_FIELDS)[number];

/** The action's refusal of this form: the messages by box and what was typed, to show it again without JavaScript. */
type AddressRefusal = { error: string; fields: Record<string, string>; typed: Record<string, string> };

/**
 * The admin order page's correction of a pending order's delivery address (docs/product-rules.md#correcting-a-delivery-address),
 * with the checkout's boxes and checks. Shown when asked for (ChangeAddressLink): most orders go out as placed.
 */
export function DeliveryAddressForm(props: {
  order: Pick<AdminOrderView, "id" | "shippingAddress" | "shippingFeeKobo">;
  refused: AddressRefusal | null;
}) {
  const { order, refused } = props;
  const form = useAnsweredForm({
    fields: SHIPPING_FORM_FIELDS,
    answer: refused,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkDeliveryAddressForm),
    idPrefix: "address-",
  });
  const saved = (name: AddressBox) =>
    name === "phone" ? readablePhone(order.shippingAddress.phone) : order.shippingAddress[name];
  const shown = (name: AddressBox) => (refused ? refused.typed[name] : saved(name)) ?? "";
  const control = (name: AddressBox) => ({
    id: `address-${name}`,
    name,
    defaultValue: shown(name),
    ...form.field(name),
    className: boxClass(Boolean(form.errors[name])),
  });
  const box = (name: AddressBox, input: ReactNode) => (
    <div key={name} className="flex flex-col gap-1">
      <label htmlFor={`address-${name}`} className="text-sm font-medium">
        {SHIPPING_FORM_LABELS[name]}
      </label>
      {input}
      <FieldError id={form.errorId(name)} message={form.errors[name]} />
    </div>
  );
  return (
    <CheckedForm
      checks={form}
      onFocus={form.onFocus}
      aria-label="Change delivery address"
      className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-3"
    >
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="id" value={order.id} />
      {box("fullName", <input {...control("fullName")} autoComplete="off" />)}
      {box("phone", <input {...control("phone")} type="tel" inputMode="tel" autoComplete="off" />)}
      {box("address", <textarea {...control("address")} rows={2} />)}
      {box("city", <input {...control("city")} autoComplete="off" />)}
      {box(
        "state",
        <select {...control("state")}>
          <StateOptions prompt="Select a state" />
        </select>,
      )}
      {box("postalCode", <input {...control("postalCode")} autoComplete="off" />)}
      <p className="text-xs text-neutral-700">
        The order keeps its delivery fee ({formatNaira(order.shippingFeeKobo)}) and date.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11 py-2">
          Save address
        </button>
        <Link to="." className="btn-secondary min-h-11 py-2">
          Cancel
        </Link>
      </div>
    </CheckedForm>
  );
}

/**
 * The way to the form beside the address it changes, so the box grows no taller: the page with `?address`
 * shows the form, with or without JavaScript (the status panel stays in a wide screen's first view).
 */
export function ChangeAddressLink() {
  return (
    <Link
      to="?address#delivery-heading"
      className="-my-2 inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-brand underline"
    >
      Change<span className="sr-only"> delivery address</span>
    </Link>
  );
}
