import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin";
import { storeNameIn, useStoreName } from "~/lib/store-name";

const MENU = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/products", label: "Products", end: false },
  { to: "/admin/low-stock", label: "Low Stock", end: false },
  { to: "/admin/waiting", label: "Waiting for Stock", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/news", label: "News Feed", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/mail", label: "Mail", end: false },
  { to: "/admin/discounts", label: "Discount Codes", end: false },
  { to: "/admin/delivery", label: "Delivery", end: false },
  { to: "/admin/pages", label: "Pages", end: false },
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
  const user = requireAdminPage(context, request);
  return { admin: { fullName: user.fullName, email: user.email } };
}

/** The section the address is in, for the phone's menu button: the longest menu path it starts with. */
function sectionOf(pathname: string): string {
  const matching = MENU.filter((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  return matching.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? "Overview";
}

function SectionLinks() {
  return (
    <ul className="flex flex-col gap-1">
      {MENU.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${isActive ? "bg-brand text-white" : "text-neutral-800 hover:bg-neutral-100"}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office's own frame (the storefront's header, category menu and footer are left out by
 * app/root.tsx): a compact top bar, the sections as a sidebar at desktop width and as a disclosure
 * on a phone (a <details>, so it opens without JavaScript). Printing shows the page alone.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const store = useStoreName();
  const location = useLocation();
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  // A <details> stays open across client navigations: the chosen section closes it.
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [location.pathname]);
  return (
    <div className="flex min-h-screen flex-1 flex-col bg-neutral-50">
      <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white print:hidden">
        <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 sm:gap-x-4 sm:px-4">
          <div className="flex min-w-0 items-baseline gap-2">
            <Link to="/admin" className="text-lg font-black tracking-[0.2em] text-brand">
              {store}
            </Link>
            {/* "Admin" alone on a phone keeps the bar one row high; its name stays whole for a screen reader. */}
            <h1 className="truncate text-sm font-semibold text-neutral-700">
              Admin<span className="max-sm:sr-only"> Dashboard</span>
            </h1>
            <p className="hidden text-sm text-neutral-600 lg:block">Manage your store</p>
          </div>
          <div className="ml-auto flex items-center gap-1 text-sm">
            <span className="hidden truncate px-2 text-neutral-700 sm:inline" title={admin.email}>
              Signed in as <strong className="font-semibold text-neutral-900">{admin.fullName}</strong>
            </span>
            <Link to="/" className="flex min-h-11 items-center px-2 font-medium text-brand underline">
              Back to Store
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="min-h-11 px-2 font-medium text-neutral-800 underline">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label="Admin"
          className="hidden w-52 shrink-0 border-r border-neutral-200 bg-white p-3 md:block print:hidden"
        >
          <SectionLinks />
        </nav>
        <details ref={phoneMenu} className="border-b border-neutral-200 bg-white md:hidden print:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold">
            Menu <span className="font-normal text-neutral-700">· {sectionOf(location.pathname)}</span>
          </summary>
          <nav aria-label="Admin sections" className="px-3 pb-3">
            <p className="px-3 pb-2 text-sm text-neutral-700">
              Signed in as <strong className="font-semibold text-neutral-900">{admin.fullName}</strong>
            </p>
            <SectionLinks />
          </nav>
        </details>
        {/* Room below the rows for a list's ticked-rows bar, which rides at the bottom of a phone's screen. */}
        <main id="main" className="min-w-0 flex-1 px-4 py-5 md:px-6 max-sm:has-[[data-action-bar]]:pb-44">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
