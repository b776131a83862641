import { data, Link } from "react-router";
import { adminOrderPage } from "@/orders";
import { PackingSlip } from "~/components/admin/packing-slip";
import { orNotFoundPage, requireAdminPage } from "~/lib/guards.server";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import type { Route } from "./+types/admin.orders_.$orderNumber_.packing-slip";

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Packing slip ${params.orderNumber} | Admin | ${storeNameIn(matches)}` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const page = await orNotFoundPage(adminOrderPage(context.app, user, params.orderNumber));
  // `?exchange`: the slip of the return's exchange parcel, once it is sent.
  if (!new URL(request.url).searchParams.has("exchange")) return { slip: page, exchangeSentAt: null };
  const sentAt = page.return?.exchange?.sentAt;
  if (!page.exchangeSlip || !sentAt) throw data(null, { status: 404 });
  return { slip: page.exchangeSlip, exchangeSentAt: sentAt };
}

/** The slip on a page of its own, for printing without JavaScript (the order page prints it with). */
export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  const store = useStoreName();
  const { slip, exchangeSentAt } = loaderData;
  const orderHref = `/admin/orders/${encodeURIComponent(slip.order.orderNumber)}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm print:hidden">
        <Link to={orderHref} className="font-medium text-brand underline">
          ← Order {slip.order.orderNumber}
        </Link>{" "}
        · Use your browser&apos;s Print to print this slip.
      </p>
      <PackingSlip
        page={slip}
        store={store}
        exchangeSentAt={exchangeSentAt}
        className="max-w-2xl rounded-lg border border-neutral-300 p-4 print:border-0 print:p-0"
      />
    </div>
  );
}
