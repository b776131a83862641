import { useEffect, useMemo, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import {
  citiesText,
  deliveryZoneFormSchema,
  ZONE_FORM_FIELDS,
  type ZoneFormField,
  type ZoneFormValues,
  adminDeliveryZones,
  createDeliveryZone,
  deleteDeliveryZone,
  updateDeliveryZone,
} from "@/delivery";
import { NIGERIAN_STATES } from "@/shop/constants";
import { NIGERIAN_REGIONS } from "@/shop/regions";
import { formatNaira, nairaBoxValue } from "@/shop/money";
import { deliveryWording, type DeliveryZone } from "@/shop/shipping";
import { FieldError } from "~/components/field-error";
import { changeAndReturn, formError } from "~/lib/admin-action.server";
import { splitAnswer, useFormErrors } from "~/lib/form-errors";
import { requireIntent } from "~/lib/form-intent.server";
import { formText, textsOf } from "@/platform/form-fields";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.delivery";
import { DesktopTable, PhoneCards } from "~/components/admin/admin-table";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";

const PAGE = "/admin/delivery";
/** The id of the "Add a zone" form, in place of a zone's id. */
const NEW_ZONE = "new";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Delivery | Admin | ${store}` },
    { name: "description", content: `The ${store} store's delivery zones, fees and times, and pick up in store.` },
  ];
}

/** The summary of every zone, or one zone's form on its own (`?zone={id}`, or `?zone=new` to add one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const zones = await adminDeliveryZones(context.app, user);
  const params = new URL(request.url).searchParams;
  const asked = params.get("zone");
  const zone = zones.find((candidate) => candidate.id === asked) ?? null;
  // `&delete` asks before an area zone goes (docs/product-rules.md#delete-confirmation).
  const deleting = zone?.kind === "area" && params.has("delete");
  return { zones, editing: asked === NEW_ZONE || zone ? { zone, deleting } : null };
}

/** The boxes as posted, so a refused form keeps them without JavaScript. */
function typedIn(form: FormData): ZoneFormValues {
  const texts = textsOf(
    form,
    ZONE_FORM_FIELDS.filter((name) => name !== "states"),
  ) as Omit<ZoneFormValues, "states">;
  return { ...texts, states: form.getAll("states").filter((value) => typeof value === "string") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const intent = requireIntent(form, ["create", "update", "delete"]);
  const id = formText(form.get("id"));
  if (intent === "delete") {
    return changeAndReturn(
      PAGE,
      () => deleteDeliveryZone(context.app, user, id),
      { success: "Delivery zone deleted", failure: "Failed to delete the delivery zone" },
      context,
    );
  }
  const formId = intent === "create" ? NEW_ZONE : id;
  const parsed = parseForm(deliveryZoneFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { formId, typed: typedIn(form) });
  try {
    if (intent === "create") await createDeliveryZone(context.app, user, parsed.value);
    else await updateDeliveryZone(context.app, user, id, parsed.value);
  } catch (error) {
    // The service's own refusals (a state or city already in another zone) name the form's boxes.
    return formError(error, { formId, typed: typedIn(form) });
  }
  return redirectWithToast(PAGE, {
    kind: "success",
    message: intent === "create" ? "Delivery zone added" : "Delivery zone saved",
  });
}

const inputClass = "w-full rounded-md border px-3 py-2";

/** A zone's saved values as its form shows them. */
function formValuesOf(zone: DeliveryZone | null): ZoneFormValues {
  return {
    name: zone?.name ?? "",
    offered: zone?.offered ? "on" : "",
    pickupAddress: zone?.pickupAddress ?? "",
    states: zone?.states ?? [],
    cities: citiesText(zone?.cities ?? []),
    fee: zone ? nairaBoxValue(zone.feeKobo) : "",
    freeFrom: zone?.freeFromKobo != null ? nairaBoxValue(zone.freeFromKobo) : "",
    timeMin: String(zone?.time.min ?? 1),
    timeMax: String(zone?.time.max ?? 2),
    timeUnit: zone?.time.unit ?? "days",
  };
}

/** What a zone covers, in a sentence for its heading's summary. */
function coverage(zone: DeliveryZone): string {
  if (zone.kind === "rest") return "Every address no other zone covers";
  if (zone.kind === "pickup") return zone.offered ? `Offered at checkout: ${zone.pickupAddress}` : "Not offered";
  return zone.states
    .map((state) => {
      const cities = zone.cities.filter((entry) => entry.state === state).map((entry) => entry.city);
      return cities.length ? `${cities.join(", ")} (${state})` : state;
    })
    .join(", ");
}

function summary(zone: DeliveryZone): string {
  const fee = zone.kind === "pickup" ? "Free" : formatNaira(zone.feeKobo);
  const free = zone.freeFromKobo !== null ? `, free from ${formatNaira(zone.freeFromKobo)}` : "";
  return `${fee}${free}, ${deliveryWording(zone.time)}`;
}

export default function AdminDeliveryPage({ loaderData }: Route.ComponentProps) {
  const { zones, editing } = loaderData;
  if (editing) {
    return (
      <div className="flex flex-col gap-4">
        <Link to={PAGE} className="w-fit text-sm font-medium text-brand underline">
          ← All delivery zones
        </Link>
        <h2 className="text-xl font-semibold">Delivery</h2>
        {editing.deleting && editing.zone ? (
          <DeleteConfirmation
            headingId="delete-zone-heading"
            heading="Delete delivery zone"
            name={editing.zone.name}
            id={editing.zone.id}
            returnTo={PAGE}
            cancelTo={`${PAGE}?zone=${editing.zone.id}`}
          />
        ) : null}
        <ZoneSection key={editing.zone?.id ?? NEW_ZONE} zone={editing.zone} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Delivery</h2>
        <Link to={`?zone=${NEW_ZONE}`} className="btn-primary">
          Add a zone
        </Link>
      </div>
      <p className="text-neutral-700">
        Checkout charges the most specific zone of the shopper&apos;s address: a city first, then a state, then the rest
        of Nigeria. Orders already placed keep the fee and delivery time they were placed with.
      </p>
      <ZonesTable zones={zones} />
      <ZoneCards zones={zones} />
    </div>
  );
}

const editHref = (zone: DeliveryZone) => `?zone=${zone.id}`;
const feeText = (zone: DeliveryZone) => (zone.kind === "pickup" ? "Free" : formatNaira(zone.feeKobo));
const freeFromText = (zone: DeliveryZone) => (zone.freeFromKobo !== null ? formatNaira(zone.freeFromKobo) : "—");

/** Every zone in a row: what it covers, its fee, time and free-delivery subtotal, and a link to edit it alone. */
function ZonesTable({ zones }: { zones: DeliveryZone[] }) {
  const headings = ["Zone", "States and cities", "Fee", "Time", "Free from", "Actions"];
  return (
    <DesktopTable label="Delivery zones table" headings={headings}>
      {zones.map((zone) => (
        <tr key={zone.id} className="border-t border-neutral-200 align-top">
          <td className="px-3 py-2 font-semibold">{zone.name}</td>
          <td className="px-3 py-2">{coverage(zone)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{feeText(zone)}</td>
          <td className="px-3 py-2">{deliveryWording(zone.time)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{freeFromText(zone)}</td>
          <td className="px-3 py-2">
            <Link
              to={editHref(zone)}
              className="inline-flex min-h-11 items-center rounded-md border border-neutral-400 bg-white px-3 font-semibold"
              aria-label={`Edit ${zone.name}`}
            >
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DesktopTable>
  );
}

/** The zones on a phone or a tablet: one card each, with what the table's row says. */
function ZoneCards({ zones }: { zones: DeliveryZone[] }) {
  return (
    <PhoneCards label="Delivery zones" items={zones} nameOf={(zone) => zone.name}>
      {(zone) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold break-words">{zone.name}</p>
            <Link
              to={editHref(zone)}
              className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-neutral-400 bg-white px-3 font-semibold"
              aria-label={`Edit ${zone.name}`}
            >
              Edit
            </Link>
          </div>
          <p className="text-neutral-800">{coverage(zone)}</p>
          <dl className="grid grid-cols-3 gap-2">
            <div>
              <dt className="text-neutral-700">Fee</dt>
              <dd className="font-semibold">{feeText(zone)}</dd>
            </div>
            <div>
              <dt className="text-neutral-700">Time</dt>
              <dd>{deliveryWording(zone.time)}</dd>
            </div>
            <div>
              <dt className="text-neutral-700">Free from</dt>
              <dd>{freeFromText(zone)}</dd>
            </div>
          </dl>
        </>
      )}
    </PhoneCards>
  );
}

/** One zone's form, or the "Add a zone" form when `zone` is null. */
function ZoneSection({ zone }: { zone: DeliveryZone | null }) {
  const formId = zone?.id ?? NEW_ZONE;
  const kind = zone?.kind ?? "area";
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === (zone?.id ?? "");
  const mine = actionData && "formId" in actionData && actionData.formId === formId ? actionData : null;
  const answer = useMemo(() => splitAnswer(mine, ZONE_FORM_FIELDS), [mine]);
  const form = useFormErrors({
    fields: ZONE_FORM_FIELDS,
    server: answer.fields,
    // The service's schema in the browser; the rules that need the other zones are answered by the server.
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkDeliveryZoneForm),
    idPrefix: `zone-${formId}-`,
  });
  // Without JavaScript a refused form comes back with what was typed, not the saved values.
  const shown = mine?.typed ?? formValuesOf(zone);
  const id = (name: ZoneFormField) => `zone-${formId}-${name}`;
  const headingId = `zone-${formId}-heading`;

  const text = (
    name: ZoneFormField,
    label: string,
    options: { hint?: string; inputMode?: "decimal" | "numeric" } = {},
  ) => {
    const hintId = options.hint ? `${id(name)}-hint` : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id(name)} className="font-medium">
          {label}
        </label>
        <input
          id={id(name)}
          name={name}
          type="text"
          inputMode={options.inputMode}
          autoComplete="off"
          defaultValue={String(shown[name as keyof ZoneFormValues] ?? "")}
          {...form.field(name, hintId)}
          className={`${inputClass} ${form.errors[name] ? "border-red-700" : "border-neutral-400"}`}
        />
        {options.hint ? (
          <p id={hintId} className="text-sm text-neutral-700">
            {options.hint}
          </p>
        ) : null}
        <FieldError id={form.errorId(name)} message={form.errors[name]} />
      </div>
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-neutral-300 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {zone ? zone.name : "Add a zone"}
      </h3>
      <p className="text-sm text-neutral-700">
        {zone ? `${coverage(zone)}. ${summary(zone)}.` : "A fee and delivery time for some states, or some cities."}
      </p>
      <Form
        method="post"
        noValidate
        ref={form.formRef}
        onSubmit={form.onSubmit}
        onFocus={form.onFocus}
        className="mt-3 flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value={zone ? "update" : "create"} />
        <input type="hidden" name="id" value={zone?.id ?? ""} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "Zone name")}
          {kind === "pickup" && (
            <div className="flex items-center gap-2 self-end py-2">
              <input
                id={id("offered")}
                name="offered"
                type="checkbox"
                defaultChecked={shown.offered === "on"}
                className="h-5 w-5"
              />
              <label htmlFor={id("offered")} className="font-medium">
                Offer pick up in store at checkout
              </label>
            </div>
          )}
        </div>
        {kind === "pickup" && text("pickupAddress", "Pickup address", { hint: "Where shoppers collect their order" })}
        {kind === "area" && (
          <>
            <StatesPicker
              formId={formId}
              chosen={shown.states}
              error={form.errors.states}
              errorId={form.errorId("states")}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={id("cities")} className="font-medium">
                Only these cities (optional)
              </label>
              <textarea
                id={id("cities")}
                name="cities"
                rows={2}
                defaultValue={shown.cities}
                {...form.field("cities", `${id("cities")}-hint`)}
                className={`${inputClass} ${form.errors.cities ? "border-red-700" : "border-neutral-400"}`}
              />
              <p id={`${id("cities")}-hint`} className="text-sm text-neutral-700">
                One per line, as “Ibadan, Oyo”. A state with cities listed is covered in those cities only.
              </p>
              <FieldError id={form.errorId("cities")} message={form.errors.cities} />
            </div>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {kind !== "pickup" && text("fee", "Delivery fee (₦)", { inputMode: "decimal" })}
          {kind !== "pickup" &&
            text("freeFrom", "Free delivery from (₦, optional)", {
              inputMode: "decimal",
              hint: "Orders with this subtotal or more are delivered free",
            })}
        </div>
        <fieldset className="grid grid-cols-3 gap-3">
          <legend className="mb-1 font-medium">{kind === "pickup" ? "Ready for pickup in" : "Delivery time"}</legend>
          {text("timeMin", "From", { inputMode: "numeric" })}
          {text("timeMax", "To", { inputMode: "numeric" })}
          <div className="flex flex-col gap-1">
            <label htmlFor={id("timeUnit")} className="font-medium">
              Unit
            </label>
            <select
              id={id("timeUnit")}
              name="timeUnit"
              defaultValue={shown.timeUnit}
              {...form.field("timeUnit")}
              className={`${inputClass} border-neutral-400`}
            >
              <option value="hours">Hours</option>
              <option value="days">Business days</option>
            </select>
            <FieldError id={form.errorId("timeUnit")} message={form.errors.timeUnit} />
          </div>
        </fieldset>
        {answer.message ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {answer.message}
          </p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className="btn-primary">
            {zone ? `Save ${zone.name}` : "Add Zone"}
          </button>
        </div>
      </Form>
      {kind === "area" && zone && (
        <div className="mt-2 flex justify-end">
          <Link
            to={`${PAGE}?zone=${zone.id}&delete`}
            className="inline-flex min-h-11 items-center font-medium text-red-800 underline"
          >
            Delete {zone.name}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The 36 states and FCT as boxes grouped by region (src/shop/regions.ts), each region a fieldset: plain
 * boxes without JavaScript; with it, a box above filters them by name and a line says what is chosen.
 */
function StatesPicker(props: { formId: string; chosen: string[]; error?: string; errorId: string }) {
  const { formId, error, errorId } = props;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState(() => new Set(props.chosen));
  const wanted = filter.trim().toLowerCase();
  const shows = (state: string) => !wanted || state.toLowerCase().includes(wanted);
  const toggle = (state: string, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      if (on) after.add(state);
      else after.delete(state);
      return after;
    });
  const filterId = `zone-${formId}-state-filter`;
  const picked = NIGERIAN_STATES.filter((state) => chosen.has(state));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="font-medium">States</legend>
      {hydrated ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Find a state
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Type to filter, e.g. Lag"
            autoComplete="off"
            className={`${inputClass} border-neutral-400 sm:max-w-xs`}
          />
          <p className="text-sm text-neutral-700" aria-live="polite">
            {picked.length ? `Chosen (${picked.length}): ${picked.join(", ")}` : "None chosen"}
          </p>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {NIGERIAN_REGIONS.map((region) => (
          <fieldset
            key={region.name}
            hidden={!region.states.some(shows)}
            className="rounded-md border border-neutral-300 px-3 pb-2"
          >
            <legend className="px-1 text-sm font-semibold">{region.name}</legend>
            <div className="grid grid-cols-2 gap-x-3">
              {region.states.map((state) => (
                <label key={state} hidden={!shows(state)} className="flex min-h-9 items-center gap-2">
                  <input
                    type="checkbox"
                    name="states"
                    value={state}
                    defaultChecked={props.chosen.includes(state)}
                    onChange={(event) => toggle(state, event.target.checked)}
                  />
                  {state}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
