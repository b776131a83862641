import { useSearchParams } from "react-router";
import { listSubscribers } from "@/admin/newsletter";
import { AppError } from "@/platform/errors";
import { formatShortDate } from "@/shop/dates";
import { Pager } from "~/components/admin/pager";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.newsletter";
import { storeNameIn } from "~/lib/store-name";

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
  return listSubscribers(context.app, user, { page, limit: PAGE_SIZE }).catch((error) => {
    if (error instanceof AppError) return listSubscribers(context.app, user, { limit: PAGE_SIZE });
    throw error;
  });
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
      <p>
        {total === 1 ? "1 subscriber" : `${total.toLocaleString("en-NG")} subscribers`}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No subscribers yet</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-300">
          <table className="w-full text-left text-sm">
            <thead className="bg-neutral-100">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((subscriber) => (
                <tr key={subscriber.email} className="border-t border-neutral-200">
                  <td className="px-3 py-2 break-all">{subscriber.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(subscriber.subscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
