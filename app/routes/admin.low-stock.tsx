import { Link, useSearchParams } from "react-router";
import { listLowStockVariants } from "@/catalog";
import { storeDetails } from "@/store";
import { AdminTable } from "~/components/admin/admin-table";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.low-stock";
import { storeNameIn } from "~/lib/store-name";
import { formatCount } from "@/shop/counts";

const PAGE_SIZE = 50;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Low Stock | Admin | ${store}` },
    { name: "description", content: `The ${store} sizes and colours running out, the emptiest first.` },
  ];
}

/** Issue 14: every variant across the shop at the owner's low-stock threshold or fewer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const page = new URL(request.url).searchParams.get("page") ?? 1;
  const threshold = (await storeDetails(context.app)).lowStockThreshold;
  const list = await listOrFirstPage((query) => listLowStockVariants(context.app, user, query), {
    page,
    limit: PAGE_SIZE,
    threshold,
  });
  return { ...list, threshold };
}

export default function AdminLowStockPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, threshold } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Low Stock</h2>
      <p>
        {total === 1 ? "1 size and colour" : `${formatCount(total)} sizes and colours`} at {threshold} or fewer units.
      </p>
      <AdminTable
        label="Low stock table"
        headings={["Product", "Size", "Colour", "SKU", "Stock"]}
        emptyText="Nothing is running low"
        isEmpty={items.length === 0}
      >
        {items.map((variant) => (
          <tr key={variant.variantId} className="border-t border-neutral-200">
            <td className="px-3 py-2">
              <Link to={`/admin/products?edit=${variant.productId}`} className="underline">
                {variant.productName}
              </Link>
              {variant.status === "Inactive" && <span className="text-neutral-600"> (Inactive)</span>}
            </td>
            <td className="px-3 py-2">{variant.size || "—"}</td>
            <td className="px-3 py-2">{variant.color || "—"}</td>
            <td className="px-3 py-2">{variant.sku ?? "—"}</td>
            <td className={`px-3 py-2 font-semibold ${variant.stockQuantity === 0 ? "text-red-800" : ""}`}>
              {variant.stockQuantity === 0 ? "Sold out" : variant.stockQuantity}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
