import { SHIPMENT_FORM_FIELDS, SHIPMENT_TEXT_MAX } from "@/orders";
import type { OrderView } from "@/orders";
import { COURIERS } from "@/shop/constants";
import { FieldError } from "~/components/field-error";
import { CheckedForm } from "~/components/checked-form";
import { boxClass } from "~/components/admin/form-field";
import { useAnsweredForm } from "~/lib/form-errors";
import { useStoreDetails } from "~/lib/store-name";

type ShipmentBox = (typeof SHIPMENT_FORM_FIELDS)[number];

/** The action's refusal of this form: the messages by box and what was typed, to show it again without JavaScript. */
type ShipmentRefusal = { error: string; fields: Record<string, string>; typed: Record<string, string> };

/** The couriers a courier box suggests: the two the owner named in Settings, then the shop's usual ones. */
export function useCourierSuggestions(): string[] {
  const store = useStoreDetails();
  return [...new Set([...(store ? [store.courierOne, store.courierTwo] : []), ...COURIERS])].filter(Boolean);
}

/**
 * The admin order page's courier and tracking number (docs/product-rules.md#courier-and-tracking-number). The
 * courier box suggests the couriers the owner named in Settings and the shop's usual ones, and takes any other.
 */
export function ShipmentForm(props: {
  order: Pick<OrderView, "id" | "shipment" | "status">;
  refused: ShipmentRefusal | null;
}) {
  const { order, refused } = props;
  const form = useAnsweredForm({
    fields: SHIPMENT_FORM_FIELDS,
    answer: refused,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkShipmentForm),
    idPrefix: "shipment-",
  });
  const couriers = useCourierSuggestions();
  const shown = (name: ShipmentBox) => (refused ? refused.typed[name] : order.shipment?.[name]) ?? "";
  const box = (name: ShipmentBox, label: string, list?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`shipment-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`shipment-${name}`}
        name={name}
        defaultValue={shown(name)}
        maxLength={SHIPMENT_TEXT_MAX}
        autoComplete="off"
        list={list}
        {...form.field(name)}
        className={boxClass(Boolean(form.errors[name]))}
      />
      <FieldError id={form.errorId(name)} message={form.errors[name]} />
    </div>
  );
  // Closed until it matters: most orders get their number only as they ship, so it opens once Shipped.
  return (
    <details
      open={Boolean(order.shipment || refused || order.status === "Shipped")}
      className="mt-3 border-t border-neutral-200 pt-1"
      // A save shows the saved courier and number; a refusal keeps what was typed.
      key={refused ? "refused" : `${order.shipment?.courier}\n${order.shipment?.trackingNumber}`}
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand underline">
        {order.shipment ? "Courier and tracking number" : "Add courier and tracking number"}
      </summary>
      <CheckedForm checks={form} onFocus={form.onFocus} className="mt-1 flex flex-col gap-2">
        <input type="hidden" name="intent" value="shipment" />
        <input type="hidden" name="id" value={order.id} />
        {box("courier", "Courier", "shipment-couriers")}
        <datalist id="shipment-couriers">
          {couriers.map((courier) => (
            <option key={courier} value={courier} />
          ))}
        </datalist>
        {box("trackingNumber", "Tracking number")}
        {order.status === "Shipped" ? (
          <p className="text-xs text-neutral-700">The shopper is e-mailed a new tracking number when you save it.</p>
        ) : null}
        <button type="submit" className="btn-secondary min-h-11 py-2">
          Save tracking
        </button>
      </CheckedForm>
    </details>
  );
}
