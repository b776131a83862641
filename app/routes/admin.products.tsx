import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import {
  importCatalogCsv,
  listAdminProducts,
  productsStatusFormSchema,
  productsStatusMessage,
  setStatusOfProducts,
} from "@/catalog";
import { PRODUCT_STATUSES } from "@/shop/constants";
import { changeAndReturn, returnPath } from "~/lib/admin-action.server";
import { formValue } from "~/lib/form-contract";
import { TickedRows } from "~/components/admin/ticked-rows";
import { AppError } from "@/platform/errors";
import { formatCount } from "@/shop/counts";
import { Pager } from "~/components/admin/pager";
import { ProductCards, ProductFilters, ProductsTable } from "~/components/admin/product-list";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.products";
import { storeNameIn } from "~/lib/store-name";
import { CatalogImportForm, type CatalogImportAnswer } from "~/components/admin/catalog-import";
import { productListHref, productPageHref } from "~/lib/admin-product-links";

const PAGE_SIZE = 20;
const BASE = "/admin/products";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Products | Admin | ${store}` },
    { name: "description", content: `Find, add, edit, import and export the products of the ${store} store.` },
  ];
}

/** The addresses of the old page, whose forms opened in the list (bookmarks, links in old mails). */
function oldAddress(params: URLSearchParams): string | null {
  const [edit, remove] = [params.get("edit"), params.get("delete")];
  if (params.get("new") === "1") return `${BASE}/new`;
  if (edit) return productPageHref(edit, BASE);
  if (remove) return `${productPageHref(remove, BASE)}?delete=1`;
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const moved = oldAddress(params);
  if (moved) throw redirect(moved);
  const list = await listOrFirstPage((asked) => listAdminProducts(context.app, user, asked), {
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    status: params.get("status") ?? "",
    sort: params.get("sort") ?? "",
    page: params.get("page") ?? 1,
    limit: PAGE_SIZE,
  });
  return { list, importing: params.get("import") === "1" };
}

/** The CSV import posted without JavaScript (with it, the form sends the file to the import API). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  if (requireIntent(form, ["import", "bulk-status"]) === "bulk-status") {
    return changeAndReturn(
      returnPath(form, BASE),
      async () => setStatusOfProducts(context.app, user, formValue(productsStatusFormSchema, form)),
      { success: productsStatusMessage, failure: "Failed to update products" },
      context,
    );
  }
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

function without(search: URLSearchParams, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  return params.toString();
}

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, importing } = loaderData;
  const [searchParams] = useSearchParams();
  const importAnswer = actionData?.catalogImport ?? null;
  // The list as filtered now, for the product pages' way back (never the import panel's address).
  const listHref = productListHref(without(searchParams, "import"));
  const hrefOf = (product: { id: string }) => productPageHref(product.id, listHref);
  const filtered = ["search", "category", "status"].some((key) => searchParams.get(key));
  const dialog = useRef<HTMLDialogElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    if (dialogOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [dialogOpen]);
  // Without JavaScript the import panel shows in the page (?import=1, or the answer of its post).
  const importInPage = importing || importAnswer !== null;
  const first = (list.page - 1) * list.limit + 1;
  const last = first + list.items.length - 1;

  return (
    <div className="flex flex-col gap-4">
      {/* On a phone: the heading and Add Product, then Import and Export below; wider, one row. */}
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xl font-semibold">Products</h2>
        <Link to={productPageHref("new", listHref)} className="btn-primary min-h-11 px-4 py-2 sm:order-last">
          Add Product
        </Link>
        <div className="flex w-full gap-2 sm:w-auto">
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(searchParams), import: "1" })}`}
            onClick={(event) => {
              if (importInPage) return;
              event.preventDefault();
              setDialogOpen(true);
            }}
            className="btn-secondary min-h-11 px-4 py-2"
          >
            Import CSV
          </Link>
          {/* A plain link: the browser sends the session cookie and saves the file. */}
          <a href="/api/v1/admin/products.csv" download className="btn-secondary min-h-11 px-4 py-2">
            Export CSV
          </a>
        </div>
      </div>

      {importInPage ? (
        <div className="flex flex-col gap-2">
          <CatalogImportForm answer={importAnswer} />
          <Link to={listHref} className="w-fit text-sm font-medium text-brand underline">
            Close the import
          </Link>
        </div>
      ) : null}

      <ProductFilters />

      {list.total === 0 && !filtered ? (
        <div className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">
          <p className="mb-3 text-lg font-semibold">No products yet</p>
          <Link to={productPageHref("new", listHref)} className="btn-primary">
            Add Your First Product
          </Link>
        </div>
      ) : list.total === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No products found</p>
      ) : (
        <>
          <p className="text-sm text-neutral-700" aria-live="polite">
            {formatCount(first)}–{formatCount(last)} of {formatCount(list.total)} products
          </p>
          {/* The end of a season: several products out of the shop (or back) at once. */}
          <TickedRows
            noun="product"
            statuses={PRODUCT_STATUSES}
            defaultStatus="Inactive"
            returnTo={listHref}
            list={
              <>
                <ProductsTable products={list.items} hrefOf={hrefOf} />
                <ProductCards products={list.items} hrefOf={hrefOf} />
              </>
            }
          />
        </>
      )}
      <Pager page={list.page} limit={list.limit} total={list.total} search={searchParams} />

      <dialog
        ref={dialog}
        aria-labelledby="catalog-import-heading"
        onClose={() => setDialogOpen(false)}
        className="m-auto w-[min(100%-1rem,40rem)] rounded-lg p-0 backdrop:bg-black/50"
      >
        {dialogOpen ? (
          <div className="flex max-h-[90vh] flex-col gap-2 overflow-y-auto p-2">
            <CatalogImportForm answer={null} />
            <button type="button" className="btn-secondary self-end" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
