import { Link, useSearchParams } from "react-router";
import { listWaitingDemand } from "@/stock-alerts";
import { formatCount } from "@/shop/counts";
import { formatShortDate } from "@/shop/dates";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import type { Route } from "./+types/admin.waiting";
import { AdminTableHead } from "~/components/admin/admin-table";

const PAGE_SIZE = 25;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Waiting for Stock | Admin | ${store}` },
    {
      name: "description",
      content: `The sizes and colours ${store} shoppers asked to be mailed about when back in stock, most wanted first.`,
    },
  ];
}

/** Issue 46: back-in-stock demand (src/stock-alerts), so the owner knows what to restock first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const page = new URL(request.url).searchParams.get("page") ?? 1;
  return listOrFirstPage((query) => listWaitingDemand(context.app, user, query), { page, limit: PAGE_SIZE });
}

const variantName = (row: { size: string; color: string }) =>
  [row.size, row.color].filter(Boolean).join(" · ") || "One size";

export default function AdminWaitingPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, shoppers } = loaderData;
  const [searchParams] = useSearchParams();
  const headings = ["Product", "Size · Colour", "Waiting", "Since", "In stock now"];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Waiting for Stock</h2>
      <p className="text-neutral-800">
        Shoppers who found a size sold out asked to be e-mailed when it is back: each gets one mail as soon as it has
        stock again. The most wanted come first.
        {total > 0
          ? ` ${shoppers === 1 ? "1 shopper waits" : `${formatCount(shoppers)} shoppers wait`} for ${total === 1 ? "1 size and colour" : `${formatCount(total)} sizes and colours`}.`
          : ""}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">
          Nobody is waiting for stock
        </p>
      ) : (
        <>
          <div className="hidden rounded-lg border border-neutral-300 bg-white md:block">
            <table className="w-full text-left text-sm" aria-label="Waiting for stock table">
              <AdminTableHead headings={headings} />
              <tbody>
                {items.map((row) => (
                  <tr key={row.variantId} className="border-t border-neutral-200 align-top">
                    <td className="px-3 py-2">
                      <Link to={`/admin/products/${row.productId}`} className="font-medium text-brand underline">
                        {row.productName}
                      </Link>
                      {row.status === "Inactive" ? <p className="text-neutral-700">Inactive</p> : null}
                    </td>
                    <td className="px-3 py-2">{variantName(row)}</td>
                    <td className="px-3 py-2 text-base font-bold">{formatCount(row.waiting)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(row.waitingSince)}</td>
                    <td className="px-3 py-2">{stockWords(row.stockQuantity, row.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Waiting for stock" className="flex flex-col gap-3 md:hidden">
            {items.map((row) => (
              <li key={row.variantId} className="rounded-lg border border-neutral-300 bg-white p-3 text-sm">
                <article aria-label={`${row.productName}, ${variantName(row)}`} className="flex flex-col gap-1">
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={`/admin/products/${row.productId}`}
                      className="font-medium break-words text-brand underline"
                    >
                      {row.productName}
                    </Link>
                    <span className="shrink-0 text-base font-bold">{formatCount(row.waiting)} waiting</span>
                  </div>
                  <p>{variantName(row)}</p>
                  <p className="text-neutral-700">
                    Since {formatShortDate(row.waitingSince)} · {stockWords(row.stockQuantity, row.status)}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}

/** In stock while alerts wait: the mails are on their way (an inactive product mails nobody until it is active). */
function stockWords(stock: number, status: "Active" | "Inactive"): string {
  if (stock === 0) return "Sold out";
  return status === "Inactive"
    ? `${formatCount(stock)} (product inactive)`
    : `${formatCount(stock)}, mails on their way`;
}
