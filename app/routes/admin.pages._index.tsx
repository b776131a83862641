import { Link } from "react-router";
import { adminStorePages, storePageHref } from "@/store";
import { formatShortDate } from "@/shop/dates";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import type { Route } from "./+types/admin.pages._index";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Pages | Admin | ${store}` },
    {
      name: "description",
      content: `The ${store} store's returns, delivery, size guide, privacy, terms, about and FAQ pages.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  return { pages: await adminStorePages(context.app, user) };
}

/** The shop's pages, each with whether shoppers see it and a way to edit it. */
export default function AdminPagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Pages</h2>
      <p className="text-neutral-700">
        The pages linked in the shop&apos;s footer and from every product. A page with no text is hidden; a page never
        written opens with a suggested text to adapt.
      </p>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">{page.title}</p>
              <p className="text-sm text-neutral-700">
                {page.body ? (
                  <>
                    Shown at{" "}
                    <Link to={storePageHref(page.slug)} className="text-brand underline">
                      {storePageHref(page.slug)}
                    </Link>
                    {page.updatedAt ? ` · updated ${formatShortDate(page.updatedAt)}` : null}
                  </>
                ) : (
                  `${page.updatedAt ? "Emptied" : "Not written yet"}: hidden from shoppers`
                )}
              </p>
            </div>
            <Link to={`/admin/pages/${page.slug}`} aria-label={`Edit ${page.title}`} className="btn-secondary min-h-11">
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
