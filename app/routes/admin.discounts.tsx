import { data, Link, useActionData, useNavigation } from "react-router";
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
  type DiscountCodeView,
  DISCOUNT_FORM_FIELDS,
  discountCodeFormSchema,
} from "@/discounts";
import { AppError } from "@/platform/errors";
import { formText } from "@/platform/form-fields";
import { CATEGORIES } from "@/shop/constants";
import { addDays, lagosDay } from "@/shop/dates";
import { nairaBoxValue } from "@/shop/money";
import { DiscountCodeCards, DiscountCodesTable } from "~/components/admin/discount-code-list";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { FieldError } from "~/components/field-error";
import { CheckedForm } from "~/components/checked-form";
import { AdminField, AdminFormSection, boxClass } from "~/components/admin/form-field";
import { parseForm, formRefusal } from "~/lib/form-contract";
import { useFormErrors } from "~/lib/form-errors";
import { changeAndReturn, returnPath } from "~/lib/admin-action.server";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.discounts";

const BASE = "/admin/discounts";
type Field = (typeof DISCOUNT_FORM_FIELDS)[number];
/** The form's boxes as typed (or as the code holds them), so a refused form keeps them without JavaScript. */
type Typed = Partial<Record<Field | "freeDelivery", string | string[]>>;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Discount Codes | Admin | ${store}` },
    { name: "description", content: `Create, pause and follow the ${store} store's discount codes.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const codes = await listDiscountCodes(context.app, user);
  const pick = (key: string) => codes.find((code) => code.id === params.get(key)) ?? null;
  return { codes, editing: pick("edit"), deleting: pick("delete"), adding: params.has("new") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = returnPath(form, BASE);
  const id = formText(form.get("id"));
  const intent = requireIntent(form, ["save", "delete", "pause", "resume"]);
  if (intent === "delete") {
    return changeAndReturn(
      back,
      () => deleteDiscountCode(context.app, user, id),
      { success: "Discount code deleted", failure: "Failed to delete discount code" },
      context,
    );
  }
  if (intent === "pause" || intent === "resume") {
    return changeAndReturn(
      back,
      () => updateDiscountCode(context.app, user, id, { isPaused: intent === "pause" }),
      {
        success: intent === "pause" ? "Discount code paused" : "Discount code resumed",
        failure: "Failed to update discount code",
      },
      context,
    );
  }
  const parsed = parseForm(discountCodeFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed: typedIn(form) });
  try {
    if (id) await updateDiscountCode(context.app, user, id, parsed.value);
    else await createDiscountCode(context.app, user, parsed.value);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A name already taken is the code box's; anything else goes to the form's red box.
    return data({ error: error.message, fields: error.fields ?? {}, typed: typedIn(form) }, { status: error.status });
  }
  return redirectWithToast(back, { kind: "success", message: id ? "Discount code updated" : "Discount code created" });
}

/** The boxes as posted, so a refused form keeps them without JavaScript. */
function typedIn(form: FormData): Typed {
  const typed: Typed = Object.fromEntries(DISCOUNT_FORM_FIELDS.map((name) => [name, formText(form.get(name))]));
  typed.categories = form.getAll("categories").filter((value) => typeof value === "string");
  typed.freeDelivery = form.get("freeDelivery") === "on" ? "on" : "";
  return typed;
}

function typedFrom(code: DiscountCodeView | null): Typed {
  if (!code) return { kind: "percent" };
  const naira = (kobo: number) => (kobo ? nairaBoxValue(kobo) : "");
  return {
    code: code.code,
    kind: code.kind,
    percentOff: code.kind === "percent" ? String(code.percentOff) : "",
    amountOff: code.kind === "fixed" ? naira(code.amountOffKobo) : "",
    minSubtotal: naira(code.minSubtotalKobo),
    startsOn: code.startsAt ? lagosDay(code.startsAt) : "",
    // The code ends at the midnight after its last day.
    endsOn: code.endsAt ? addDays(lagosDay(code.endsAt), -1) : "",
    usageLimit: code.usageLimit?.toString() ?? "",
    perCustomerLimit: code.perCustomerLimit?.toString() ?? "",
    categories: code.categories,
    freeDelivery: code.freeDelivery ? "on" : "",
  };
}

function DiscountCodeForm({ code, returnTo }: { code: DiscountCodeView | null; returnTo: string }) {
  const answer = useActionData<typeof action>();
  const saving = useNavigation().formData?.get("intent") === "save";
  const typed = answer?.typed ?? typedFrom(code);
  const form = useFormErrors({
    fields: DISCOUNT_FORM_FIELDS,
    server: answer?.fields,
    // The action's schema, loaded when the admin first focuses the form: the list's first view loads no zod.
    loadValidate: () => import("~/lib/discount-code-check").then((check) => check.checkDiscountCodeForm),
    idPrefix: "discount-",
  });
  const fields = form.errors;
  const box = (name: Field, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <AdminField label={label} htmlFor={`discount-${name}`}>
      {hint ? (
        <p id={`discount-${name}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      ) : null}
      <input
        id={`discount-${name}`}
        name={name}
        defaultValue={typeof typed[name] === "string" ? typed[name] : ""}
        {...form.field(name, hint && `discount-${name}-hint`)}
        className={boxClass(!!fields[name])}
        {...extra}
      />
      <FieldError id={form.errorId(name)} message={fields[name]} />
    </AdminField>
  );
  const chosen = new Set(Array.isArray(typed.categories) ? typed.categories : []);
  return (
    <CheckedForm checks={form} onFocus={form.onFocus} className="group/discount grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {code ? <input type="hidden" name="id" value={code.id} /> : null}
      {box("code", "Code", { autoCapitalize: "characters", autoComplete: "off" }, "What shoppers type, e.g. RAINY10")}
      <fieldset className="flex flex-col gap-1">
        <legend className="font-medium">Discount</legend>
        {(
          [
            ["percent", "Percentage off"],
            ["fixed", "Fixed amount off (₦)"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              id={`discount-kind-${value}`}
              name="kind"
              value={value}
              defaultChecked={typed.kind === value}
            />
            {label}
          </label>
        ))}
        <FieldError id={form.errorId("kind")} message={fields.kind} />
      </fieldset>
      {/* Only the box of the kind chosen shows (CSS :has, so without JavaScript too); a browser without :has
          shows both, and the form's schema takes the one of the kind (discountCodeFormSchema). */}
      <div className="group-has-[#discount-kind-fixed:checked]/discount:hidden">
        {box(
          "percentOff",
          "Percentage off (%)",
          { type: "number", min: 1, max: 100, inputMode: "numeric" },
          "For a percentage code",
        )}
      </div>
      <div className="group-has-[#discount-kind-percent:checked]/discount:hidden">
        {box("amountOff", "Amount off (₦)", { inputMode: "decimal" }, "For a fixed-amount code")}
      </div>
      {box("minSubtotal", "Minimum subtotal (₦, optional)", { inputMode: "decimal" })}
      {box("usageLimit", "Total uses (optional)", { type: "number", min: 1, inputMode: "numeric" })}
      {box("perCustomerLimit", "Uses per customer (optional)", { type: "number", min: 1, inputMode: "numeric" })}
      {box("startsOn", "Starts on (optional)", { type: "date" }, "Lagos time, from midnight")}
      {box("endsOn", "Ends after (optional)", { type: "date" }, "Lagos time, until midnight")}
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="font-medium">Only for these categories (none ticked: every item)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2">
              <input type="checkbox" name="categories" value={category} defaultChecked={chosen.has(category)} />
              {category}
            </label>
          ))}
        </div>
        <FieldError id={form.errorId("categories")} message={fields.categories} />
      </fieldset>
      <label className="flex items-center gap-2 font-medium sm:col-span-2">
        <input type="checkbox" name="freeDelivery" defaultChecked={typed.freeDelivery === "on"} />
        Free delivery with this code
      </label>
      {answer?.error && !form.first ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
          {answer.error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Link to={returnTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" disabled={saving} className="btn-primary">
          {saving ? "Saving..." : code ? "Update Code" : "Create Code"}
        </button>
      </div>
    </CheckedForm>
  );
}

export default function AdminDiscountsPage({ loaderData }: Route.ComponentProps) {
  const { codes, editing, deleting, adding } = loaderData;
  const refused = useActionData<typeof action>()?.fields;
  // The codes come first, as the owner checks them daily; a form opens when asked for (or refused).
  const formOpen = Boolean(editing || adding || refused);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Discount Codes</h2>
        {formOpen ? null : (
          <Link to="?new" className="btn-primary">
            New discount code
          </Link>
        )}
      </div>
      {formOpen ? (
        <AdminFormSection
          headingId="discount-form-heading"
          heading={editing ? `Edit ${editing.code}` : "New Discount Code"}
        >
          <DiscountCodeForm key={editing?.id ?? `new-${codes.length}`} code={editing} returnTo={BASE} />
        </AdminFormSection>
      ) : null}
      {deleting ? (
        <DeleteConfirmation
          headingId="delete-code-heading"
          heading="Delete discount code"
          name={deleting.code}
          id={deleting.id}
          returnTo={BASE}
        />
      ) : null}
      {codes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No discount codes yet</p>
      ) : (
        <>
          <DiscountCodesTable codes={codes} returnTo={BASE} />
          <DiscountCodeCards codes={codes} returnTo={BASE} />
        </>
      )}
    </div>
  );
}
