import { Link } from "react-router";
import { openReturns, type OpenReturn } from "@/orders";
import { RETURN_WANTS, RETURN_WINDOW_DAYS } from "@/shop/constants";
import { formatShortDate } from "@/shop/dates";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import type { Route } from "./+types/admin.returns";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Returns | Admin | ${storeNameIn(matches)}` }];
}

/** The returns the owner still has to answer, receive, exchange or refund (docs/product-rules.md#returns), oldest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  return { returns: await openReturns(context.app, user) };
}

/** What the owner has to do next for a return in the list. */
function stepOf(row: Pick<OpenReturn, "status" | "wants">): { label: string; tone: string } {
  if (row.status === "Requested") return { label: "To answer", tone: "bg-amber-100 text-amber-900" };
  if (row.status === "Accepted") return { label: "Waiting for the parcel", tone: "bg-blue-100 text-blue-900" };
  return { label: row.wants === "refund" ? "To refund" : "Exchange to send", tone: "bg-green-100 text-green-900" };
}

export default function AdminReturnsPage({ loaderData }: Route.ComponentProps) {
  const { returns } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Returns</h2>
      <p className="text-neutral-800">
        Shoppers ask on their order&apos;s page within {RETURN_WINDOW_DAYS} days of delivery. Answer each on the order:
        accept with where to send the parcel, or decline saying why; mark it received when it is back; send the
        exchange, or record the refund once you have paid it.
      </p>
      {returns.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No returns to deal with</p>
      ) : (
        <ul aria-label="Returns to deal with" className="flex flex-col gap-3">
          {returns.map((row) => (
            <li key={row.orderNumber} className="rounded-lg border border-neutral-300 bg-white p-3 text-sm">
              <article aria-label={`Return of order ${row.orderNumber}`} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(row.orderNumber)}#return`}
                    className="inline-flex min-h-11 items-center font-semibold break-all text-brand underline md:min-h-0"
                  >
                    {row.orderNumber}
                  </Link>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${stepOf(row).tone}`}>
                    {stepOf(row).label}
                  </span>
                </div>
                <p>
                  {row.customerName} · {row.pieces}
                </p>
                <p className="text-neutral-700">
                  {row.reason} · wants {RETURN_WANTS[row.wants].toLowerCase()} · asked{" "}
                  {formatShortDate(row.requestedAt)}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
