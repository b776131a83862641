import { useActionData, useNavigation } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import {
  adminStoreSettings,
  updateStoreSettings,
  type StoreSettings,
  STORE_SETTINGS_FIELDS,
  storeSettingsFormSchema,
} from "@/store";
import { FieldError } from "~/components/field-error";
import { AdminField, boxClass } from "~/components/admin/form-field";
import { formError } from "~/lib/admin-action.server";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { useAnsweredForm } from "~/lib/form-errors";
import { textsOf } from "@/platform/form-fields";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.settings";

type Field = (typeof STORE_SETTINGS_FIELDS)[number];

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Settings | Admin | ${store}` },
    { name: "description", content: `The ${store} store's name, contact details, couriers and bank account.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  return { settings: await adminStoreSettings(context.app, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  requireIntent(form, ["save"]);
  const typed = textsOf(form, STORE_SETTINGS_FIELDS);
  const parsed = parseForm(storeSettingsFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed });
  try {
    await updateStoreSettings(context.app, user, parsed.value);
  } catch (error) {
    return formError(error, { typed });
  }
  return redirectWithToast("/admin/settings", { kind: "success", message: "Store settings saved" });
}

type FieldSpec = {
  name: Field;
  label: string;
  type?: "email" | "tel" | "url" | "number";
  hint?: string;
  autoComplete?: string;
  /** The shape of what goes in, where the label alone does not say it (a page's full address). */
  placeholder?: string;
};

const SECTIONS: Array<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: "Store",
    fields: [
      { name: "storeName", label: "Store name", autoComplete: "organization" },
      { name: "contactEmail", label: "Contact email", type: "email", autoComplete: "email" },
      { name: "phone", label: "Phone number", type: "tel", hint: "For example 0803 123 4567", autoComplete: "tel" },
      {
        name: "whatsapp",
        label: "WhatsApp number",
        type: "tel",
        hint: "Shoppers get a Chat on WhatsApp link in the footer and on their order page",
      },
    ],
  },
  {
    legend: "Social links",
    fields: [
      { name: "instagramUrl", label: "Instagram", type: "url", placeholder: "https://instagram.com/yourshop" },
      { name: "facebookUrl", label: "Facebook", type: "url", placeholder: "https://facebook.com/yourshop" },
      { name: "xUrl", label: "X", type: "url", placeholder: "https://x.com/yourshop" },
      { name: "tiktokUrl", label: "TikTok", type: "url", placeholder: "https://tiktok.com/@yourshop" },
    ],
  },
  {
    legend: "Shipping partners",
    fields: [
      { name: "courierOne", label: "First courier" },
      { name: "courierTwo", label: "Second courier" },
    ],
  },
  {
    legend: "Bank transfer",
    fields: [
      { name: "bankAccountName", label: "Account name" },
      { name: "bankAccountNumber", label: "Account number", hint: "10 digits (NUBAN)" },
      { name: "bankName", label: "Bank" },
    ],
  },
  {
    legend: "Stock",
    fields: [
      {
        name: "lowStockThreshold",
        label: "Low-stock threshold",
        type: "number",
        hint: 'Products show "Only n left" from this many down',
      },
    ],
  },
  {
    legend: "Images",
    fields: [
      {
        name: "imageOrigins",
        label: "Other image addresses allowed",
        hint: "Uploaded images are always allowed. For images kept elsewhere (your CDN), add its https:// address; separate several with spaces",
      },
    ],
  },
];

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const form = useAnsweredForm({
    fields: STORE_SETTINGS_FIELDS,
    answer: actionData && "error" in actionData ? actionData : null,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkStoreSettingsForm),
    idPrefix: "settings-",
  });
  // Without JavaScript a refused form comes back with what was typed, not the saved values.
  const shown: Record<Field, string | number> =
    actionData && "typed" in actionData ? (actionData.typed as Record<Field, string>) : (settings as StoreSettings);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Settings</h2>
      <CheckedForm checks={form} onFocus={form.onFocus} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="save" />
        {SECTIONS.map((section) => (
          <fieldset key={section.legend} className="rounded-lg border border-neutral-300 p-4">
            <legend className="px-1 text-lg font-semibold">{section.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => {
                const id = `settings-${field.name}`;
                const hintId = field.hint ? `${id}-hint` : undefined;
                return (
                  <AdminField key={field.name} label={field.label} htmlFor={id}>
                    <input
                      id={id}
                      name={field.name}
                      type={field.type ?? "text"}
                      inputMode={field.type === "number" ? "numeric" : undefined}
                      autoComplete={field.autoComplete ?? "off"}
                      placeholder={field.placeholder}
                      defaultValue={String(shown[field.name] ?? "")}
                      {...form.field(field.name, hintId)}
                      className={boxClass(Boolean(form.errors[field.name]))}
                    />
                    {field.hint ? (
                      <p id={hintId} className="text-sm text-neutral-700">
                        {field.hint}
                      </p>
                    ) : null}
                    <FieldError id={form.errorId(field.name)} message={form.errors[field.name]} />
                  </AdminField>
                );
              })}
            </div>
          </fieldset>
        ))}
        <TickSetting
          legend="Mail to you"
          name="notifyNewOrders"
          checked={settings.notifyNewOrders}
          label="Mail me about new orders"
          hint="Each new order is mailed to the contact email above, when there is one. A daily digest of low stock and unpaid bank transfers goes to the contact email in any case."
        />
        <TickSetting
          legend="Mail to shoppers"
          name="remindBags"
          checked={settings.remindBags}
          label="Remind shoppers of a bag left a day"
          hint="One e-mail to a shopper whose bag has waited a day, naming what is in it. Each shopper can turn it off in their own settings."
        />
        {form.message ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {form.message}
          </p>
        ) : null}
        {/* Seven groups make the form several screens long on a phone: Save stays at the foot of the screen,
            so a phone number changed at the top is saved without scrolling to the end. */}
        <div className="sticky bottom-0 z-10 -mx-4 -mb-5 flex justify-end border-t border-neutral-200 bg-white/95 px-4 py-3 md:-mx-6 md:px-6">
          <button type="submit" disabled={saving} className="btn-primary">
            {saving ? "Saving..." : "Save Settings"}
          </button>
        </div>
      </CheckedForm>
    </div>
  );
}

/** A yes-or-no setting in its own group: its tick, and what it does in a line under it. */
function TickSetting(props: {
  legend: string;
  name: "notifyNewOrders" | "remindBags";
  checked: boolean;
  label: string;
  hint: string;
}) {
  const hintId = `settings-${props.name}-hint`;
  return (
    <fieldset className="rounded-lg border border-neutral-300 p-4">
      <legend className="px-1 text-lg font-semibold">{props.legend}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name={props.name}
          defaultChecked={props.checked}
          aria-describedby={hintId}
          className="size-5"
        />
        <span className="font-medium">{props.label}</span>
      </label>
      <p id={hintId} className="text-sm text-neutral-700">
        {props.hint}
      </p>
    </fieldset>
  );
}
