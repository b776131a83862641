import { data, Link } from "react-router";
import type { Route } from "./+types/admin.$";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Page not found | Admin | ${storeNameIn(matches)}` }];
}

// A mistyped or old back-office address stays in the back office, its menu at hand, rather than
// dropping the owner into the storefront's not-found page.
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

// A component makes this a page route (the error boundary below renders), not a resource route.
export default function BackOfficeNotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold">No such page in the back office</h2>
      <p className="text-neutral-700">The address may be mistyped or old. Choose a section from the menu, or:</p>
      <Link to="/admin" className="btn-primary">
        Back to the overview
      </Link>
    </div>
  );
}
