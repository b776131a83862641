import { Link } from "react-router";
import { packingSlips } from "@/orders";
import { AppError } from "@/platform/errors";
import { countOf } from "@/shop/counts";
import { PackingSlip } from "~/components/admin/packing-slip";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import type { Route } from "./+types/admin.orders_.packing-slips";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Packing slips | Admin | ${storeNameIn(matches)}` }];
}

/** The ticked orders of the list (`ids`, one per order) as the list's form sends them, by GET. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const ids = new URL(request.url).searchParams.getAll("ids");
  try {
    return { slips: await packingSlips(context.app, user, { ids }), problem: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return { slips: [], problem: error.message };
    throw error;
  }
}

/** The ticked orders' slips, one to a printed page, for a morning's packing in one go. */
export default function PackingSlipsPage({ loaderData }: Route.ComponentProps) {
  const store = useStoreName();
  const { slips, problem } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <div className="print:hidden">
        <h2 className="text-xl font-semibold">Packing slips</h2>
        <p className="mt-1 text-sm">
          <Link to="/admin/orders" className="font-medium text-brand underline">
            ← Orders
          </Link>{" "}
          ·{" "}
          {slips.length > 0
            ? `${countOf(slips.length, "slip")}, one to a page: use your browser's Print to print them.`
            : (problem ?? "None of the ticked orders is there any more.")}
        </p>
      </div>
      {slips.map((slip) => (
        <PackingSlip
          key={slip.order.id}
          page={slip}
          store={store}
          className="max-w-2xl rounded-lg border border-neutral-300 p-4 break-after-page print:border-0 print:p-0"
        />
      ))}
    </div>
  );
}
