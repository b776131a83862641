import { useActionData, useNavigation } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import {
  adminSizesAndColours,
  changeSizesAndColours,
  sizesAndColoursFormSchema,
  sizesAndColoursInUse,
} from "@/catalog";
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
import type { Route } from "./+types/admin.sizes-and-colours";

const FIELDS = ["sizes", "colors"] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Sizes & Colours | Admin | ${store}` },
    { name: "description", content: `The sizes and colours ${store}'s products come in.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const [listed, inUse] = await Promise.all([
    adminSizesAndColours(context.app, user),
    sizesAndColoursInUse(context.app, user),
  ]);
  return { listed, inUse };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  requireIntent(form, ["save"]);
  const typed = textsOf(form, FIELDS);
  const parsed = parseForm(sizesAndColoursFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed });
  try {
    await changeSizesAndColours(context.app, user, parsed.value);
  } catch (error) {
    return formError(error, { typed });
  }
  return redirectWithToast("/admin/sizes-and-colours", { kind: "success", message: "Sizes and colours saved" });
}

const BOXES: Array<{ name: (typeof FIELDS)[number]; label: string; hint: string }> = [
  {
    name: "sizes",
    label: "Sizes",
    hint: "For example S, M, L, XL, XXL, 3XL, 40, 42. One Size is always there for products without sizes.",
  },
  { name: "colors", label: "Colours", hint: "For example Black, White, Green, Ankara Print." },
];

/** The owner's lists of sizes and colours: what the product form offers and the shop's filters show. */
export default function SizesAndColoursPage({ loaderData }: Route.ComponentProps) {
  const { listed, inUse } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: actionData && "error" in actionData ? actionData : null,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkSizesAndColoursForm),
    idPrefix: "lists-",
  });
  // Without JavaScript a refused form comes back with what was typed, not the saved lists.
  const shown: Record<(typeof FIELDS)[number], string> =
    actionData && "typed" in actionData
      ? (actionData.typed as Record<(typeof FIELDS)[number], string>)
      : { sizes: listed.sizes.join(", "), colors: listed.colors.join(", ") };
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-xl font-semibold">Sizes &amp; Colours</h2>
      <p className="text-neutral-700">
        The sizes and colours your products can come in. Write them in the order shoppers should see them, separated by
        commas. One still on a product stays until the product no longer has it.
      </p>
      <CheckedForm checks={form} onFocus={form.onFocus} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="save" />
        {BOXES.map((box) => {
          const id = `lists-${box.name}`;
          return (
            <AdminField key={box.name} label={box.label} htmlFor={id}>
              <textarea
                id={id}
                name={box.name}
                rows={3}
                autoComplete="off"
                defaultValue={shown[box.name]}
                {...form.field(box.name, `${id}-hint`)}
                className={boxClass(Boolean(form.errors[box.name]))}
              />
              <p id={`${id}-hint`} className="text-sm text-neutral-700">
                {box.hint}
              </p>
              <InUse listed={listed[box.name]} counts={inUse[box.name]} />
              <FieldError id={form.errorId(box.name)} message={form.errors[box.name]} />
            </AdminField>
          );
        })}
        {form.message ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {form.message}
          </p>
        ) : null}
        <div>
          <button type="submit" disabled={saving} className="btn-primary">
            {saving ? "Saving..." : "Save"}
          </button>
        </div>
      </CheckedForm>
    </div>
  );
}

/** Which of a list's entries products have now (and so stay), and which none has (and may go). */
function InUse({ listed, counts }: { listed: string[]; counts: Record<string, number> }) {
  const used = listed.filter((value) => counts[value]);
  const free = listed.filter((value) => !counts[value]);
  return (
    <p className="text-sm text-neutral-700">
      {used.length > 0 ? <>On products now: {used.map((value) => `${value} (${counts[value]})`).join(", ")}. </> : null}
      {free.length > 0 ? <>On no product: {free.join(", ")}.</> : null}
    </p>
  );
}
