import { useEffect, useState, type ChangeEvent } from "react";
import { StateOptions } from "~/components/state-options";
import { Form, type FormProps } from "react-router";
import { formatNaira } from "@/shop/money";
import { deliveryEstimate, deliveryWording, type DeliveryEstimate, type DeliveryZone } from "@/shop/shipping";
import { rememberDeliveryTo, rememberedDeliveryTo, type DeliveryTo } from "~/lib/delivery-estimate";
import { TruckIcon } from "./icons";

/**
 * The estimate's lines: fee and time, the way to free delivery (for a bag: what is still to add; for
 * one item: from what amount), a hint when the state's fee depends on the city, and pick-up.
 */
export function DeliveryEstimateLines({
  estimate,
  to,
  forBag,
}: {
  estimate: DeliveryEstimate;
  to: DeliveryTo;
  forBag: boolean;
}) {
  const place = [to.city, to.state].filter(Boolean).join(", ");
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      <p>
        Delivery to {place}: <strong>{estimate.feeKobo === 0 ? "Free" : formatNaira(estimate.feeKobo)}</strong> ·{" "}
        {deliveryWording(estimate.time)}
      </p>
      {estimate.cityMatters ? (
        <p className="text-neutral-700">The fee differs by city in {to.state}: add your city for the exact fee.</p>
      ) : null}
      {estimate.moreForFreeKobo !== null && estimate.freeFromKobo !== null ? (
        <p className="font-medium text-brand">
          {forBag
            ? `Spend ${formatNaira(estimate.moreForFreeKobo)} more for free delivery`
            : `Free delivery on orders from ${formatNaira(estimate.freeFromKobo)}`}
        </p>
      ) : null}
      {estimate.pickup ? (
        <p className="text-neutral-700">
          Or pick up in store for free at {estimate.pickup.address} ({deliveryWording(estimate.pickup.time)})
        </p>
      ) : null}
    </div>
  );
}

/**
 * The state (its own row: the longest names fill it) and city a delivery estimate is for, on the product page
 * and in the bag's summary. A GET form, so the place lands in the address without JavaScript; with `onPlace`
 * the fields are the caller's to hold.
 */
export function DeliveryPlaceForm({
  idPrefix,
  submitLabel,
  place,
  onPlace,
  className = "",
  ...form
}: {
  idPrefix: string;
  submitLabel: string;
  place: DeliveryTo;
  onPlace?: (next: DeliveryTo) => void;
} & Omit<FormProps, "method" | "children">) {
  const field = (key: keyof DeliveryTo) =>
    onPlace
      ? {
          value: place[key],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            onPlace({ ...place, [key]: event.target.value }),
        }
      : { defaultValue: place[key] };
  return (
    <Form method="get" {...form} className={`grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 ${className}`}>
      <div className="col-span-2">
        <label htmlFor={`${idPrefix}-state`} className="block text-sm font-medium">
          State
        </label>
        <select
          id={`${idPrefix}-state`}
          name="state"
          {...field("state")}
          autoComplete="address-level1"
          className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 bg-white px-2 py-2"
        >
          <StateOptions prompt="Select your state" />
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-city`} className="block text-sm font-medium">
          City
        </label>
        <input
          id={`${idPrefix}-city`}
          name="city"
          {...field("city")}
          maxLength={100}
          autoComplete="address-level2"
          className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 py-2"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-md border border-neutral-900 bg-white px-3 py-2 text-sm font-semibold"
      >
        {submitLabel}
      </button>
    </Form>
  );
}

/**
 * The product page's "Delivery to" box. The page is shared by every visitor, so the server renders
 * the place in its URL (a form without JavaScript) and the script takes the place remembered for the
 * visit, working the fee out from the owner's zones the page carries (src/shop/shipping.ts).
 */
export function ProductDeliveryEstimate({
  zones,
  asked,
  priceKobo,
}: {
  zones: DeliveryZone[];
  asked: DeliveryTo;
  priceKobo: number;
}) {
  const [to, setTo] = useState(asked);
  useEffect(() => {
    if (!asked.state && !asked.city) setTo(rememberedDeliveryTo());
  }, [asked.state, asked.city]);
  const choose = (next: DeliveryTo) => {
    setTo(next);
    rememberDeliveryTo(next);
  };
  const estimate = deliveryEstimate(zones, { ...to, subtotalKobo: priceKobo });
  return (
    <section
      id="delivery"
      aria-labelledby="delivery-heading"
      className="mt-6 scroll-mt-40 rounded-lg bg-neutral-50 p-4"
    >
      <h2 id="delivery-heading" className="flex items-center gap-2 font-semibold">
        <TruckIcon className="size-5 shrink-0 text-brand" />
        Delivery
      </h2>
      <DeliveryPlaceForm
        idPrefix="delivery"
        submitLabel="Check"
        place={to}
        onPlace={choose}
        action="#delivery"
        preventScrollReset
        onSubmit={(event) => event.preventDefault()}
        className="mt-3"
      />
      <div className="mt-3">
        {estimate ? (
          <DeliveryEstimateLines estimate={estimate} to={{ ...to, city: to.city.trim() }} forBag={false} />
        ) : (
          <p className="text-sm text-neutral-700" aria-live="polite">
            Choose your state to see the delivery fee and time.
          </p>
        )}
      </div>
    </section>
  );
}
