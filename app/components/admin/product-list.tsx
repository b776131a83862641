import { Form, Link, useSearchParams } from "react-router";
import { ADMIN_PRODUCT_SORTS, type ProductView } from "@/catalog";
import { imageSrc } from "@/media";
import { CATEGORIES, FEATURED_PRIORITY_BELOW, PRODUCT_STATUSES } from "@/shop/constants";
import { formatNaira } from "@/shop/money";
import { formatCount } from "@/shop/counts";
import { DesktopTable } from "~/components/admin/admin-table";
import { TickBox } from "~/components/admin/ticked-rows";

const select = "min-h-11 w-full rounded-md border border-neutral-400 bg-white px-2 text-sm";

/**
 * The products list's search, category, status and sort: one form that posts nowhere, so each choice
 * lands in the address (and survives paging) and works without JavaScript. A new choice starts at page 1.
 */
export function ProductFilters() {
  const [searchParams] = useSearchParams();
  const value = (key: string) => searchParams.get(key) ?? "";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter products"
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.2fr)_auto] items-end gap-2 sm:grid-cols-[minmax(12rem,1fr)_repeat(3,minmax(0,10rem))_auto]"
    >
      {/* On a phone the box says what it searches, and the three lists and the button share one row. */}
      <p className="col-span-4 flex flex-col text-sm font-medium sm:col-span-1">
        <label htmlFor="product-search" className="max-sm:sr-only">
          Search products
        </label>
        <input
          id="product-search"
          name="search"
          type="search"
          defaultValue={value("search")}
          placeholder="Search by name or SKU"
          className="min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3"
        />
      </p>
      <label className="flex flex-col text-sm font-medium">
        Category
        <select name="category" defaultValue={value("category")} className={select}>
          <option value="">All</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium">
        Status
        <select name="status" defaultValue={value("status")} className={select}>
          <option value="">All</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium">
        Sort by
        <select name="sort" defaultValue={value("sort") || "newest"} className={select}>
          {Object.entries(ADMIN_PRODUCT_SORTS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary min-h-11 px-3 py-2 sm:px-4">
        Filter
      </button>
    </Form>
  );
}

export function ProductStatusBadge({ status }: { status: ProductView["status"] }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-bold ${status === "Active" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
    >
      {status}
    </span>
  );
}

/**
 * A product's tags (docs/product-rules.md#priority-and-featured-products): Featured #n under priority 100, NEW, ON
 * SALE.
 */
function Tags({ product }: { product: ProductView }) {
  const tags = [
    product.priority < FEATURED_PRIORITY_BELOW && {
      text: `Featured #${product.priority}`,
      tone: "bg-amber-100 text-amber-900",
    },
    product.isNew && { text: "NEW", tone: "bg-blue-100 text-blue-900" },
    product.isOnSale && { text: "ON SALE", tone: "bg-orange-100 text-orange-900" },
  ].filter((tag) => tag !== false);
  if (tags.length === 0) return null;
  return (
    <span className="mt-0.5 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag.text} className={`rounded px-1.5 py-0.5 text-[11px] font-bold ${tag.tone}`}>
          {tag.text}
        </span>
      ))}
    </span>
  );
}

function Price({ product }: { product: ProductView }) {
  if (product.isOnSale && product.salePriceKobo !== null)
    return (
      <>
        <span className="block font-semibold whitespace-nowrap">{formatNaira(product.salePriceKobo)}</span>
        <s className="block text-xs whitespace-nowrap text-neutral-600">{formatNaira(product.priceKobo)}</s>
      </>
    );
  return <span className="font-semibold whitespace-nowrap">{formatNaira(product.priceKobo)}</span>;
}

/** The total in stock (the variants' sum) and, in red, how many of its sizes and colours are sold out. */
function Stock({ product }: { product: ProductView }) {
  const soldOut = product.variants.filter((variant) => variant.stockQuantity === 0).length;
  return (
    <>
      <span className={`block font-semibold ${product.stockQuantity === 0 ? "text-red-800" : ""}`}>
        {formatCount(product.stockQuantity)}
      </span>
      {product.stockQuantity === 0 ? (
        <span className="block text-xs text-red-800">Out of Stock</span>
      ) : soldOut > 0 ? (
        <span className="block text-xs text-red-800">
          {soldOut} of {product.variants.length} sold out
        </span>
      ) : null}
    </>
  );
}

const variantsText = (count: number) => `${count} ${count === 1 ? "variant" : "variants"}`;

function Thumbnail({ product, size }: { product: ProductView; size: "small" | "large" }) {
  const [width, height] = size === "small" ? [40, 50] : [64, 80];
  return (
    <img
      src={imageSrc(product.imageUrl, 320)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      className="shrink-0 rounded bg-neutral-100 object-cover"
      style={{ width, height }}
    />
  );
}

type ListProps = { products: ProductView[]; hrefOf: (product: ProductView) => string };

/**
 * The products at desktop width: one dense row each (thumbnail, name and tags, category, price, total
 * stock, variants, status, Edit), fitting beside the sidebar at 1280 px. Delete is on the product's page.
 */
export function ProductsTable({ products, hrefOf }: ListProps) {
  const headings = [
    <span key="tick" className="sr-only">
      Tick
    </span>,
    "Product",
    "Category",
    "Price",
    "Stock",
    "Variants",
    "Status",
    "Actions",
  ];
  return (
    <DesktopTable label="Products table" headings={headings} cellClassName="px-2 first:pl-3">
      {products.map((product) => (
        <tr key={product.id} className="border-t border-neutral-200 align-middle">
          <td className="py-1.5 pr-1 pl-3">
            <TickBox id={product.id} name={product.name} />
          </td>
          <td className="px-2 py-1.5">
            <div className="flex items-center gap-3">
              <Thumbnail product={product} size="small" />
              <div className="min-w-0">
                <Link to={hrefOf(product)} className="font-semibold text-brand underline">
                  {product.name}
                </Link>
                <Tags product={product} />
              </div>
            </div>
          </td>
          <td className="px-2 py-1.5">{product.category}</td>
          <td className="px-2 py-1.5">
            <Price product={product} />
          </td>
          <td className="px-2 py-1.5">
            <Stock product={product} />
          </td>
          <td className="px-2 py-1.5 whitespace-nowrap">{product.variants.length}</td>
          <td className="px-2 py-1.5">
            <ProductStatusBadge status={product.status} />
          </td>
          <td className="px-2 py-1.5">
            <Link
              to={hrefOf(product)}
              aria-label={`Edit ${product.name}`}
              className="flex min-h-9 items-center justify-center rounded-md border border-neutral-400 bg-white px-3 font-semibold"
            >
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DesktopTable>
  );
}

/** The products on a phone or a tablet: one compact card each, with what the table's row says. */
export function ProductCards({ products, hrefOf }: ListProps) {
  return (
    <ul aria-label="Products" className="flex flex-col gap-2 lg:hidden">
      {products.map((product) => (
        <li key={product.id} className="rounded-lg border border-neutral-300 bg-white p-3 text-sm">
          <article aria-label={product.name} className="flex gap-3">
            <div className="flex flex-col items-center gap-2">
              <Thumbnail product={product} size="large" />
              <TickBox id={product.id} name={product.name} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-2">
                {/* A thumb's height to tap, without pushing the card's lines apart. */}
                <Link
                  to={hrefOf(product)}
                  className="-my-3 min-w-0 py-3 font-semibold break-words text-brand underline"
                >
                  {product.name}
                </Link>
                <ProductStatusBadge status={product.status} />
              </div>
              <p className="text-neutral-700">
                {product.category} · {variantsText(product.variants.length)}
              </p>
              <Tags product={product} />
              <div className="flex items-end justify-between gap-2">
                <div className="flex gap-4">
                  <p>
                    <span className="block text-xs text-neutral-600">Price</span>
                    <Price product={product} />
                  </p>
                  <p>
                    <span className="block text-xs text-neutral-600">Stock</span>
                    <Stock product={product} />
                  </p>
                </div>
                <Link
                  to={hrefOf(product)}
                  aria-label={`Edit ${product.name}`}
                  className="flex min-h-11 items-center justify-center rounded-md border border-neutral-400 bg-white px-4 font-semibold"
                >
                  Edit
                </Link>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
