import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation, useSearchParams, useSubmit } from "react-router";
import { importCatalogCsv } from "@/catalog/catalog-import";
import { productFormValues } from "@/catalog/product-form-schema";
import { AppError } from "@/platform/errors";
import { deleteProduct, getAdminProduct, listAdminProducts, saveProductWithImages } from "@/catalog/admin-products";
import type { ProductView } from "@/catalog/product-view";
import { ADMIN_GALLERY_THUMBNAILS, CATEGORIES, FEATURED_PRIORITY_BELOW } from "@/shop/constants";
import { formatNaira } from "@/shop/money";
import { Pager } from "~/components/admin/pager";
import { ProductForm } from "~/components/admin/product-form";
import { AdminFormSection } from "~/components/admin/form-field";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { changeAndReturn, formError, returnPath } from "~/lib/admin-action.server";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.products";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { formText } from "~/lib/form-text";
import { storeNameIn } from "~/lib/store-name";
import { StockSummary } from "~/components/admin/stock-summary";
import { CatalogImportForm, type CatalogImportAnswer } from "~/components/admin/catalog-import";

const PAGE_SIZE = 12;
const BASE = "/admin/products";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Products | Admin | ${store}` },
    { name: "description", content: `Add, edit and delete the products of the ${store} store.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const list = await listOrFirstPage((asked) => listAdminProducts(context.app, user, asked), {
    search: query.search,
    category: query.category,
    page: query.page,
    limit: PAGE_SIZE,
  });
  const pick = async (id: string | null) => (id ? getAdminProduct(context.app, user, id).catch(() => null) : null);
  return {
    list,
    editing: await pick(url.searchParams.get("edit")),
    deleting: await pick(url.searchParams.get("delete")),
    creating: url.searchParams.get("new") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = returnPath(form, BASE);
  const id = formText(form, "id");
  const intent = requireIntent(form, ["save", "delete", "import"]);
  if (intent === "import") return answerImport(context, user, form);
  if (intent === "delete") {
    return changeAndReturn(
      back,
      () => deleteProduct(context.app, user, id),
      { success: "Product deleted successfully", failure: "Failed to delete product" },
      context,
    );
  }
  const values = productFormValues(form);
  try {
    await saveProductWithImages(context.app, user, id || null, values);
  } catch (error) {
    const { mainImageFile: _file, imageFiles: _files, ...typed } = values;
    return formError(error, { typed, productId: id });
  }
  return redirectWithToast(back, {
    kind: "success",
    message: id ? "Product updated successfully" : "Product added successfully",
  });
}

/** The CSV import posted without JavaScript (with it, the form sends the file to the import API). */
async function answerImport(
  context: Route.ActionArgs["context"],
  user: ReturnType<typeof requireAdminPage>,
  form: FormData,
) {
  const file = form.get("file");
  const csv = file instanceof File ? await file.text() : "";
  let answer: CatalogImportAnswer;
  try {
    const report = await importCatalogCsv(context.app, user, {
      csv,
      validRowsOnly: form.get("validRowsOnly") !== null,
    });
    answer = { imported: report.imported, summary: report.summary, badLines: report.badLines };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    answer = { imported: false, summary: error.message, badLines: [] };
  }
  return data({ catalogImport: answer }, { status: answer.imported ? 200 : 422 });
}

function withoutDialogParams(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const key of ["new", "edit", "delete"]) params.delete(key);
  const rest = params.toString();
  return rest ? `${BASE}?${rest}` : BASE;
}

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing, deleting, creating } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  // The product in the dialog: undefined = closed, null = new product.
  const [inDialog, setInDialog] = useState<ProductView | null | undefined>(undefined);
  const returnTo = withoutDialogParams(searchParams);
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const answer = actionData && "error" in actionData ? actionData : null;
  const importAnswer = actionData && "catalogImport" in actionData ? actionData.catalogImport : null;
  // A refusal belongs to the form it came from: another product's form opens with that product's values.
  const answerFor = (product: ProductView | null) => (answer?.productId === (product?.id ?? "") ? answer : null);
  const wasSaving = useRef(false);

  useEffect(() => {
    if (inDialog !== undefined && !dialog.current?.open) dialog.current?.showModal();
  }, [inDialog]);
  // Close the dialog once a save has finished without an error (the list has reloaded by then).
  useEffect(() => {
    if (saving) wasSaving.current = true;
    else if (wasSaving.current) {
      wasSaving.current = false;
      if (!answer) dialog.current?.close();
    }
  }, [saving, answer]);

  const open = (product: ProductView | null) => (event: React.MouseEvent) => {
    event.preventDefault();
    setInDialog(product);
  };
  const confirmDelete = (product: ProductView) => (event: React.MouseEvent) => {
    event.preventDefault();
    if (!window.confirm(`Are you sure you want to delete "${product.name}"? This action cannot be undone.`)) return;
    submit({ intent: "delete", id: product.id, returnTo }, { method: "post" });
  };
  const filtered = Boolean(searchParams.get("search") || searchParams.get("category"));
  const pageHref = (extra: Record<string, string>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    return `?${params.toString()}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Products</h2>
        <div className="flex flex-wrap gap-2">
          {/* A plain link: the browser sends the session cookie and saves the file. */}
          <a href="/api/v1/admin/products.csv" download className="btn-secondary">
            Download CSV
          </a>
          <Link to={pageHref({ new: "1" })} onClick={open(null)} className="btn-primary">
            Add Product
          </Link>
        </div>
      </div>

      <CatalogImportForm answer={importAnswer} />

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <p className="flex flex-1 flex-col gap-1">
          <label htmlFor="product-search" className="text-sm font-medium">
            Search by name
          </label>
          <input
            id="product-search"
            name="search"
            type="search"
            defaultValue={searchParams.get("search") ?? ""}
            placeholder="Product name"
            className="rounded-md border border-neutral-400 px-3 py-2"
          />
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor="product-category" className="text-sm font-medium">
            Category
          </label>
          <select
            id="product-category"
            name="category"
            defaultValue={searchParams.get("category") ?? ""}
            className="rounded-md border border-neutral-400 px-3 py-2"
          >
            <option value="">All</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </p>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>

      {creating || editing ? (
        <AdminFormSection headingId="product-form-heading" heading={editing ? "Edit Product" : "Add New Product"}>
          <ProductForm
            key={editing?.id ?? "new"}
            product={editing}
            returnTo={returnTo}
            saving={saving}
            answer={answerFor(editing)}
          />
        </AdminFormSection>
      ) : null}

      {deleting ? (
        <DeleteConfirmation
          headingId="delete-heading"
          heading="Delete product"
          name={deleting.name}
          id={deleting.id}
          returnTo={returnTo}
        />
      ) : null}

      {list.total === 0 && !filtered ? (
        <div className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">
          <p className="mb-3 text-lg font-semibold">No products yet</p>
          <Link to={pageHref({ new: "1" })} onClick={open(null)} className="btn-primary">
            Add Your First Product
          </Link>
        </div>
      ) : list.total === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No products found</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Products">
          {list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              editHref={pageHref({ edit: product.id })}
              deleteHref={pageHref({ delete: product.id })}
              onEdit={open(product)}
              onDelete={confirmDelete(product)}
            />
          ))}
        </ul>
      )}
      <Pager page={list.page} limit={list.limit} total={list.total} search={searchParams} />

      <dialog
        ref={dialog}
        aria-labelledby="product-dialog-heading"
        onClose={() => setInDialog(undefined)}
        className="m-auto w-[min(100%-1rem,44rem)] rounded-lg p-0 backdrop:bg-black/50"
      >
        {inDialog !== undefined ? (
          <div className="max-h-[90vh] overflow-y-auto p-4">
            <h3 id="product-dialog-heading" className="mb-3 text-lg font-semibold">
              {inDialog ? "Edit Product" : "Add New Product"}
            </h3>
            <ProductForm
              key={inDialog?.id ?? "new"}
              product={inDialog}
              returnTo={returnTo}
              saving={saving}
              answer={answerFor(inDialog)}
              onCancel={() => dialog.current?.close()}
            />
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

type CardProps = {
  product: ProductView;
  editHref: string;
  deleteHref: string;
  onEdit: (event: React.MouseEvent) => void;
  onDelete: (event: React.MouseEvent) => void;
};

function ProductCard({ product, editHref, deleteHref, onEdit, onDelete }: CardProps) {
  const thumbnails = product.images.slice(0, ADMIN_GALLERY_THUMBNAILS);
  const more = product.images.length - thumbnails.length;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-300 p-3">
      <div className="flex gap-3">
        <img
          src={product.imageUrl}
          alt=""
          className="h-24 w-24 shrink-0 rounded-md bg-neutral-100 object-cover"
          loading="lazy"
        />
        <div className="min-w-0">
          <h3 className="font-semibold">{product.name}</h3>
          <p className="line-clamp-2 text-sm text-neutral-700">{product.description}</p>
          <div className="mt-1 flex flex-wrap gap-1 text-xs font-bold">
            {product.priority < FEATURED_PRIORITY_BELOW ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Featured #{product.priority}</span>
            ) : null}
            {product.isNew ? <span className="rounded bg-blue-100 px-2 py-0.5 text-blue-900">NEW</span> : null}
            {product.isOnSale ? (
              <span className="rounded bg-orange-100 px-2 py-0.5 text-orange-900">ON SALE</span>
            ) : null}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-neutral-600">Price</dt>
        <dd>
          {product.isOnSale && product.salePriceKobo !== null ? (
            <>
              <span className="font-semibold">{formatNaira(product.salePriceKobo)}</span>{" "}
              <s className="text-neutral-600">{formatNaira(product.priceKobo)}</s>
            </>
          ) : (
            <span className="font-semibold">{formatNaira(product.priceKobo)}</span>
          )}
        </dd>
        <dt className="text-neutral-600">Stock</dt>
        <dd>
          <StockSummary product={product} />
        </dd>
        <dt className="text-neutral-600">Category</dt>
        <dd>{product.category}</dd>
        <dt className="text-neutral-600">Status</dt>
        <dd>
          <span
            className={`rounded px-2 py-0.5 text-xs font-bold ${product.status === "Active" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
          >
            {product.status}
          </span>
        </dd>
      </dl>
      {thumbnails.length ? (
        <ul className="flex items-center gap-1" aria-label={`Gallery of ${product.name}`}>
          {thumbnails.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={`${product.name}, view ${index + 2}`}
                className="h-10 w-10 rounded object-cover"
                loading="lazy"
              />
            </li>
          ))}
          {more > 0 ? <li className="text-sm font-semibold">+{more}</li> : null}
        </ul>
      ) : null}
      <div className="mt-auto flex gap-2">
        <Link
          to={editHref}
          onClick={onEdit}
          className="flex-1 rounded-md border border-neutral-400 px-3 py-2 text-center text-sm font-semibold"
          aria-label={`Edit ${product.name}`}
        >
          Edit
        </Link>
        <Link
          to={deleteHref}
          onClick={onDelete}
          className="flex-1 rounded-md border border-red-700 px-3 py-2 text-center text-sm font-semibold text-red-800"
          aria-label={`Delete ${product.name}`}
        >
          Delete
        </Link>
      </div>
    </li>
  );
}
