import { BACK_LINK_CLASS } from "~/components/admin/form-field";
import { Link, useNavigation } from "react-router";
import { adminSizesAndColours, saveProductWithImages, productFormSchema, productFormValues } from "@/catalog";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { ProductForm } from "~/components/admin/product-form";
import { formError, listPath } from "~/lib/admin-action.server";
import { productPageHref } from "~/lib/admin-product-links";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.products_.new";

const LIST = "/admin/products";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Add New Product | Admin | ${storeNameIn(matches)}` }];
}

/** The list this page was opened from, for its way back. */
const backOf = (request: Request) => listPath(new URL(request.url).searchParams.get("returnTo"), LIST);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  return { back: backOf(request), listed: await adminSizesAndColours(context.app, user) };
}

/** Adds the product, then opens its own page, where its stock by size and colour is set. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  requireIntent(form, ["save"]);
  const { mainImageFile: _file, imageFiles: _files, colorImageFiles: _colorFiles, ...typed } = productFormValues(form);
  const parsed = parseForm(productFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed });
  let id: string;
  try {
    ({ id } = await saveProductWithImages(context.app, user, null, parsed.value));
  } catch (error) {
    return formError(error, { typed });
  }
  return redirectWithToast(productPageHref(id, backOf(request)), {
    kind: "success",
    message: "Product added successfully",
  });
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { back } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link to={back} className={BACK_LINK_CLASS}>
        ← Products
      </Link>
      <section aria-labelledby="product-heading" className="rounded-lg border border-neutral-300 bg-white p-4">
        <h2 id="product-heading" className="mb-3 text-xl font-semibold">
          Add New Product
        </h2>
        <ProductForm
          product={null}
          listed={loaderData.listed}
          cancelTo={back}
          saving={saving}
          answer={actionData ?? null}
        />
      </section>
    </div>
  );
}
