import { BACK_LINK_CLASS } from "~/components/admin/form-field";
import { Link, useNavigation, useSubmit } from "react-router";
import {
  adminSizesAndColours,
  deleteProduct,
  getAdminProduct,
  saveProductWithImages,
  productFormSchema,
  productFormValues,
} from "@/catalog";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { ProductStatusBadge } from "~/components/admin/product-list";
import { ProductForm } from "~/components/admin/product-form";
import { changeAndReturn, formError, listPath } from "~/lib/admin-action.server";
import { productPageHref } from "~/lib/admin-product-links";
import { requireIntent } from "~/lib/form-intent.server";
import { orNotFoundPage, requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.products_.$id";

const LIST = "/admin/products";

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${data?.product.name ?? "Product"} | Admin | ${storeNameIn(matches)}` }];
}

/** The list this page was opened from (its filters, sort and page), for its way back. */
const backOf = (url: URL) => listPath(url.searchParams.get("returnTo"), LIST);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const url = new URL(request.url);
  const [product, listed] = await Promise.all([
    orNotFoundPage(getAdminProduct(context.app, user, params.id)),
    adminSizesAndColours(context.app, user),
  ]);
  return { product, listed, back: backOf(url), deleting: url.searchParams.get("delete") === "1" };
}

/** Saves the form and stays on the page, or deletes the product and goes back to the list. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = backOf(new URL(request.url));
  const self = productPageHref(params.id, back);
  if (requireIntent(form, ["save", "delete"]) === "delete") {
    return changeAndReturn(
      self,
      () => deleteProduct(context.app, user, params.id),
      { success: "Product deleted successfully", failure: "Failed to delete product" },
      context,
      back,
    );
  }
  const { mainImageFile: _file, imageFiles: _files, colorImageFiles: _colorFiles, ...typed } = productFormValues(form);
  const parsed = parseForm(productFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { typed });
  try {
    await saveProductWithImages(context.app, user, params.id, parsed.value);
  } catch (error) {
    return formError(error, { typed });
  }
  return redirectWithToast(self, { kind: "success", message: "Product updated successfully" });
}

const confirmText = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, back, deleting } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const self = productPageHref(product.id, back);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link to={back} className={BACK_LINK_CLASS}>
        ← Products
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-neutral-700">Edit Product</p>
          <h2 className="text-xl font-semibold break-words">{product.name}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
            <ProductStatusBadge status={product.status} />
            {product.category}
          </p>
        </div>
        {product.status === "Active" ? (
          <Link to={`/product/${product.id}`} className="btn-secondary min-h-11 px-4 py-2">
            View in shop
          </Link>
        ) : null}
      </div>

      {deleting ? (
        <DeleteConfirmation
          headingId="delete-heading"
          heading="Delete product"
          name={product.name}
          id={product.id}
          returnTo={back}
          cancelTo={self}
        />
      ) : null}

      <section aria-label="Edit Product" className="rounded-lg border border-neutral-300 bg-white p-4">
        <ProductForm
          key={product.id}
          product={product}
          listed={loaderData.listed}
          cancelTo={back}
          saving={saving}
          answer={actionData ?? null}
        />
      </section>

      {/* Apart from the form's buttons, and asked first (docs/product-rules.md#delete-confirmation): with JavaScript a
         confirm, without it a page. */}
      <section aria-labelledby="delete-section-heading" className="rounded-lg border border-red-200 bg-white p-4">
        <h3 id="delete-section-heading" className="font-semibold">
          Delete this product
        </h3>
        <p className="mt-1 text-sm text-neutral-700">
          It leaves the shop, carts and wishlists with its reviews. Orders already placed keep their lines.
        </p>
        <Link
          to={`${self}${self.includes("?") ? "&" : "?"}delete=1`}
          onClick={(event) => {
            event.preventDefault();
            if (!window.confirm(confirmText(product.name))) return;
            submit({ intent: "delete" }, { method: "post" });
          }}
          className="mt-3 inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 text-sm font-semibold text-red-800"
        >
          Delete product
        </Link>
      </section>
    </div>
  );
}
