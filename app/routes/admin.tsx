import { Link, NavLink, Outlet } from "react-router";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin";
import { storeNameIn } from "~/lib/store-name";

const MENU = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/products", label: "Products", end: false },
  { to: "/admin/low-stock", label: "Low Stock", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/news", label: "News Feed", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/discounts", label: "Discount Codes", end: false },
  { to: "/admin/delivery", label: "Delivery", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
];

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Admin Dashboard | ${store}` },
    { name: "description", content: `Manage the ${store} store: products, orders, users, news and settings.` },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  return null;
}

/** Admin layout: on a phone the side menu folds into one scrollable row above the page. */
export default function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-neutral-600">Manage your store</p>
        </div>
        <Link to="/" className="font-medium text-brand underline">
          Back to Store
        </Link>
      </header>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Admin" className="md:w-52 md:shrink-0">
          <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
            {MENU.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-medium whitespace-nowrap ${isActive ? "bg-brand text-white" : "text-neutral-800 hover:bg-neutral-100"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
