import { useSearchParams } from "react-router";
import { listSubscribers } from "@/newsletter";
import { formatShortDate } from "@/shop/dates";
import { AdminTable } from "~/components/admin/admin-table";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.newsletter";
import { storeNameIn } from "~/lib/store-name";
import { formatCount } from "@/shop/counts";

const PAGE_SIZE = 50;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Newsletter | Admin | ${store}` },
    { name: "description", content: `The ${store} newsletter subscribers, newest first, with a CSV download.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const page = new URL(request.url).searchParams.get("page") ?? 1;
  return listOrFirstPage((query) => listSubscribers(context.app, user, query), { page, limit: PAGE_SIZE });
}

export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Newsletter</h2>
        {/* A plain link: the browser sends the session cookie and saves the file. */}
        <a href="/api/v1/admin/newsletter?format=csv" download className="btn-primary">
          Download CSV
        </a>
      </div>
      <p>{total === 1 ? "1 subscriber" : `${formatCount(total)} subscribers`}</p>
      <AdminTable
        label="Subscribers table"
        headings={["Email", "Subscribed"]}
        emptyText="No subscribers yet"
        isEmpty={items.length === 0}
      >
        {items.map((subscriber) => (
          <tr key={subscriber.email} className="border-t border-neutral-200">
            <td className="px-3 py-2 break-all">{subscriber.email}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(subscriber.subscribedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
