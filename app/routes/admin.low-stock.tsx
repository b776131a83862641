import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
// Straight from their files: the browser's copy of this page keeps only the window (no zod, no queries).
import {
  listLowStockProducts,
  type LowStockLine,
  type LowStockProduct,
  restockedName,
  restockEveryFormSchema,
  restockEveryVariant,
  restockVariant,
  SALES_WINDOW_DAYS,
  restockFormSchema,
} from "@/catalog";
import { formValue } from "~/lib/form-contract";
import { imageSrc } from "@/media";
import type { CurrentUser } from "@/platform/access";
import { AppError } from "@/platform/errors";
import { formatCount } from "@/shop/counts";
import { storeDetails } from "@/store";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { returnPath } from "~/lib/admin-action.server";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.low-stock";

const PAGE_SIZE = 20;
const BASE = "/admin/low-stock";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Low Stock | Admin | ${store}` },
    { name: "description", content: `The ${store} products running out, the soonest to sell out first, to restock.` },
  ];
}

/** Issue 46: the products with a size or colour at the owner's low-stock threshold or fewer, as a to-do list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const page = new URL(request.url).searchParams.get("page") ?? 1;
  const threshold = (await storeDetails(context.app)).lowStockThreshold;
  const list = await listOrFirstPage((query) => listLowStockProducts(context.app, user, query), {
    page,
    limit: PAGE_SIZE,
    threshold,
  });
  return { ...list, threshold };
}

/**
 * Restock in place: one variant's new stock, or every size and colour shown of a product at once, checked
 * by the service; back to the same page with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const intent = requireIntent(form, ["restock", "restock-every"]);
  const back = returnPath(form, BASE);
  try {
    return redirectWithToast(back, { kind: "success", message: await restock(context, user, intent, form) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return redirectWithToast(back, { kind: "error", message: `Failed to restock. ${error.message}` });
  }
}

async function restock(
  context: Route.ActionArgs["context"],
  user: CurrentUser,
  intent: "restock" | "restock-every",
  form: FormData,
): Promise<string> {
  if (intent === "restock") {
    const restocked = await restockVariant(context.app, user, formValue(restockFormSchema, form));
    return `${restockedName(restocked)}: stock set to ${formatCount(restocked.stockQuantity)}`;
  }
  const { productName, variants, stockQuantity } = await restockEveryVariant(
    context.app,
    user,
    formValue(restockEveryFormSchema, form),
  );
  return `${productName}: ${formatCount(variants)} sizes and colours set to ${formatCount(stockQuantity)} each`;
}

/** "Sold out", "About 4 days left", "No sales in 30 days": how soon it runs out at the last 30 days' pace. */
function paceWords(daysLeft: number | null): string {
  if (daysLeft === 0) return "Sold out";
  if (daysLeft === null) return `No sales in ${SALES_WINDOW_DAYS} days`;
  if (daysLeft < 1) return "Sells out within a day";
  const days = Math.round(daysLeft);
  return `About ${formatCount(days)} ${days === 1 ? "day" : "days"} left`;
}

/** The variant's own "Runs out" cell: in about n days, or not known (nothing sold); a sold-out one has none. */
function runsOut(daysLeft: number | null): string {
  if (daysLeft === null || daysLeft === 0) return "—";
  if (daysLeft < 1) return "Within a day";
  const days = Math.round(daysLeft);
  return `In ~${formatCount(days)} ${days === 1 ? "day" : "days"}`;
}

function paceClass(daysLeft: number | null): string {
  if (daysLeft === 0) return "bg-red-100 text-red-900";
  if (daysLeft !== null && daysLeft <= 7) return "bg-yellow-100 text-yellow-900";
  return "bg-neutral-100 text-neutral-800";
}

/** On a wide screen each size and colour is a row of one table-like grid, its labels said once in a header row. */
const VARIANT_COLUMNS = "sm:grid sm:grid-cols-[minmax(0,1fr)_6rem_8rem_7rem_13rem] sm:items-center sm:gap-x-4";

/** One fact of a size and colour: "Stock Sold out" in a line of facts on a phone, a column's cell on a wide screen. */
const FACT = "flex gap-1.5 sm:block";

const variantName = (line: Pick<LowStockLine, "size" | "color">) =>
  [line.size, line.color].filter(Boolean).join(" · ") || "One size";

export default function AdminLowStockPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, threshold } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const returnTo = `${BASE}${location.search}`;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Low Stock</h2>
      <p className="text-neutral-800">
        {total === 1 ? "1 product has" : `${formatCount(total)} products have`} sizes or colours at{" "}
        <strong>{threshold}</strong> or fewer units (your threshold,{" "}
        <Link to="/admin/settings" className="text-brand underline">
          changed in Settings
        </Link>
        ). The soonest to sell out come first, at the pace of the last {SALES_WINDOW_DAYS} days&apos; orders.
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">Nothing is running low</p>
      ) : (
        <ul aria-label="Products to restock" className="flex flex-col gap-3">
          {items.map((product) => (
            <ProductToRestock key={product.productId} product={product} returnTo={returnTo} />
          ))}
        </ul>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}

function ProductToRestock({ product, returnTo }: { product: LowStockProduct; returnTo: string }) {
  const headingId = `low-${product.productId}`;
  return (
    <li className="rounded-lg border border-neutral-300 bg-white">
      <article aria-labelledby={headingId}>
        <header className="flex items-start gap-3 border-b border-neutral-200 p-3">
          <img
            src={imageSrc(product.imageUrl, 320)}
            alt=""
            width={48}
            height={60}
            loading="lazy"
            className="h-[60px] w-12 shrink-0 rounded object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={headingId} className="font-semibold break-words">
                <Link
                  to={`/admin/products/${product.productId}`}
                  className="-my-3 inline-block py-3 text-brand underline"
                >
                  {product.productName}
                </Link>
              </h3>
              {product.status === "Inactive" ? <p className="text-sm text-neutral-700">Inactive</p> : null}
            </div>
            <span className={`rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${paceClass(product.daysLeft)}`}>
              {paceWords(product.daysLeft)}
            </span>
          </div>
        </header>
        <div
          aria-hidden="true"
          className={`hidden px-3 pt-2 text-xs font-semibold text-neutral-700 ${VARIANT_COLUMNS}`}
        >
          <span>Size · Colour</span>
          <span>Stock</span>
          <span>Sold ({SALES_WINDOW_DAYS} days)</span>
          <span>Runs out</span>
          <span>New stock</span>
        </div>
        <ul className="divide-y divide-neutral-200">
          {product.variants.map((line) => (
            <VariantLine key={line.variantId} line={line} productName={product.productName} returnTo={returnTo} />
          ))}
        </ul>
        {product.variants.length > 1 ? <RestockEvery product={product} returnTo={returnTo} /> : null}
      </article>
    </li>
  );
}

/** One size and colour: its stock and pace, and a form to set its new stock (a plain form: no JavaScript needed). */
function VariantLine({ line, productName, returnTo }: { line: LowStockLine; productName: string; returnTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("variantId") === line.variantId;
  const inputId = `restock-${line.variantId}`;
  return (
    // On a phone: the name with the new stock and Restock beside it, its three facts on one line under
    // them, so a size and colour takes a thumb's scroll, not a screen.
    <li className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 p-3 text-sm ${VARIANT_COLUMNS}`}>
      <div className="min-w-0">
        <p className="font-medium">{variantName(line)}</p>
        {line.sku ? <p className="break-all text-neutral-700">SKU {line.sku}</p> : null}
      </div>
      <dl className="col-span-2 flex flex-wrap gap-x-3 text-xs sm:contents sm:text-sm">
        <div className={FACT}>
          <dt className="text-neutral-700 sm:sr-only">Stock</dt>
          <dd className={`font-semibold ${line.stockQuantity === 0 ? "text-red-800" : ""}`}>
            {line.stockQuantity === 0 ? "Sold out" : formatCount(line.stockQuantity)}
          </dd>
        </div>
        <div className={FACT}>
          <dt className="text-neutral-700 sm:sr-only">Sold ({SALES_WINDOW_DAYS} days)</dt>
          <dd className="font-semibold">{formatCount(line.soldLast30Days)}</dd>
        </div>
        {/* Sold out already says when it ran out: on a phone the line keeps to what it adds. */}
        <div className={line.daysLeft === 0 ? `hidden ${FACT}` : FACT}>
          <dt className="text-neutral-700 sm:sr-only">Runs out</dt>
          <dd className="font-semibold">{runsOut(line.daysLeft)}</dd>
        </div>
      </dl>
      <Form method="post" className="col-start-2 row-start-1 flex items-center gap-2 sm:col-auto sm:row-auto">
        <input type="hidden" name="intent" value="restock" />
        <input type="hidden" name="variantId" value={line.variantId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="flex flex-col">
          <label htmlFor={inputId} className="sr-only">
            New stock of {productName}, {variantName(line)}
          </label>
          <NewStockBox id={inputId} placeholder="New stock" className="w-24 sm:placeholder:text-transparent" />
        </div>
        <button type="submit" disabled={busy} className="btn-primary min-h-11 px-4">
          {busy ? "Saving..." : "Restock"}
          <span className="sr-only">
            {" "}
            {productName}, {variantName(line)}
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The count a restock sets (the shelf from now on); the browser refuses what the service would. */
function NewStockBox({ id, placeholder, className }: { id: string; placeholder: string; className: string }) {
  return (
    <input
      id={id}
      name="stockQuantity"
      type="number"
      inputMode="numeric"
      min={0}
      max={1_000_000}
      required
      defaultValue=""
      placeholder={placeholder}
      className={`min-h-11 rounded-md border border-neutral-400 px-2 placeholder:text-xs placeholder:text-neutral-600 ${className}`}
    />
  );
}

/** "10 of each came in": every size and colour shown of the product set to one count, in one go. */
function RestockEvery({ product, returnTo }: { product: LowStockProduct; returnTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("productId") === product.productId;
  const inputId = `restock-every-${product.productId}`;
  const count = formatCount(product.variants.length);
  return (
    <Form
      method="post"
      className="flex items-center justify-end gap-2 rounded-b-lg border-t border-neutral-200 bg-neutral-50 p-3 text-sm"
    >
      <input type="hidden" name="intent" value="restock-every" />
      <input type="hidden" name="productId" value={product.productId} />
      {product.variants.map((line) => (
        <input key={line.variantId} type="hidden" name="variantIds" value={line.variantId} />
      ))}
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={inputId} className="mr-auto font-medium">
        Set all {count} to
        <span className="sr-only"> (new stock of each size and colour of {product.productName} listed)</span>
      </label>
      <NewStockBox id={inputId} placeholder="Each" className="w-20 bg-white sm:w-24" />
      <button type="submit" disabled={busy} className="btn-secondary min-h-11 px-4 whitespace-nowrap">
        {busy ? "Saving..." : "Restock all"}
        <span className="sr-only">
          {" "}
          {count} of {product.productName}
        </span>
      </button>
    </Form>
  );
}
