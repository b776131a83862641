import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import { pendingOrderCount } from "@/admin";
import { returnsToAnswer } from "@/orders";
import { formatCount } from "@/shop/counts";
import { ChevronIcon } from "~/components/icons";

type MenuItem = { to: string; label: string; end?: boolean };

/** The sections as the owner's day runs: the day's work first, then the catalogue, marketing and the shop's setup. */
const MENU: Array<{ heading?: string; items: MenuItem[] }> = [
  {
    items: [
      { to: "/admin", label: "Overview", end: true },
      { to: "/admin/orders", label: "Orders" },
      { to: "/admin/returns", label: "Returns" },
    ],
  },
  {
    heading: "Catalogue",
    items: [
      { to: "/admin/products", label: "Products" },
      { to: "/admin/low-stock", label: "Low Stock" },
      { to: "/admin/waiting", label: "Waiting for Stock" },
      { to: "/admin/sizes-and-colours", label: "Sizes & Colours" },
    ],
  },
  {
    heading: "Marketing",
    items: [
      { to: "/admin/discounts", label: "Discount Codes" },
      { to: "/admin/news", label: "News Feed" },
      { to: "/admin/newsletter", label: "Newsletter" },
    ],
  },
  {
    heading: "Store",
    items: [
      { to: "/admin/users", label: "Users" },
      { to: "/admin/delivery", label: "Delivery" },
      { to: "/admin/pages", label: "Pages" },
      { to: "/admin/mail", label: "Mail" },
      { to: "/admin/settings", label: "Settings" },
    ],
  },
];
const MENU_ITEMS = MENU.flatMap((group) => group.items);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Admin Dashboard | ${store}` },
    { name: "description", content: `Manage the ${store} store: products, orders, users, news and settings.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const [pendingOrders, returns] = await Promise.all([
    pendingOrderCount(context.app, user),
    returnsToAnswer(context.app, user),
  ]);
  return { admin: { fullName: user.fullName, email: user.email }, pendingOrders, returnsToAnswer: returns };
}

/** The section the address is in, for the phone's menu button: the longest menu path it starts with. */
function sectionOf(pathname: string): string {
  const matching = MENU_ITEMS.filter((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  return matching.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? "Overview";
}

/** What waits on the owner, counted beside its section: orders to send, returns to answer. */
type Waiting = { pendingOrders: number; returnsToAnswer: number };

function SectionLinks({ waiting, idPrefix }: { waiting: Waiting; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-3">
      {MENU.map((group) => {
        const headingId = group.heading && `${idPrefix}-${group.heading.toLowerCase()}`;
        return (
          <div key={group.items[0].to}>
            {group.heading && (
              <p id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-neutral-600">
                {group.heading}
              </p>
            )}
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium md:min-h-10 ${isActive ? "bg-brand text-white" : "text-neutral-800 hover:bg-neutral-100"}`
                    }
                  >
                    {item.label} {item.to === "/admin/orders" && <PendingBadge count={waiting.pendingOrders} />}
                    {item.to === "/admin/returns" && <PendingBadge count={waiting.returnsToAnswer} unit="to answer" />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * How many orders wait to be sent (or returns to be answered), in the menu: new ones show on whatever page the
 * owner is on.
 */
function PendingBadge({
  count,
  spelledOut = false,
  unit = "pending",
}: {
  count: number;
  spelledOut?: boolean;
  unit?: string;
}) {
  if (count === 0) return null;
  return (
    <span className="ml-auto shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900">
      {spelledOut ? (
        // "2 pending" to the eye, so a section's name keeps its room; "2 orders pending" to a screen reader.
        <>
          {formatCount(count)} <span className="sr-only">{count === 1 ? "order" : "orders"} </span>pending
        </>
      ) : (
        <>
          {formatCount(count)}
          <span className="sr-only"> {unit}</span>
        </>
      )}
    </span>
  );
}

/**
 * The back office's own frame (the storefront's header, category menu and footer are left out by
 * app/root.tsx): a compact top bar, the sections as a sidebar at desktop width and as a disclosure
 * on a phone (a <details>, so it opens without JavaScript). Printing shows the page alone.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin, pendingOrders } = loaderData;
  const waiting = { pendingOrders, returnsToAnswer: loaderData.returnsToAnswer };
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
          <SectionLinks waiting={waiting} idPrefix="sidebar" />
        </nav>
        <details ref={phoneMenu} className="group border-b border-neutral-200 bg-white md:hidden print:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold">
            Menu
            {/* Says the bar opens: down when closed, up when open. */}
            <ChevronIcon className="-ml-1 size-4 rotate-90 transition-transform group-open:-rotate-90" />
            {/* One line beside the count: a long section ("Discount Codes") is cut rather than wrapped. */}
            <span className="min-w-0 truncate font-normal text-neutral-700">· {sectionOf(location.pathname)}</span>
            <PendingBadge count={pendingOrders} spelledOut />
          </summary>
          <nav aria-label="Admin sections" className="px-3 pb-3">
            <p className="px-3 pb-2 text-sm text-neutral-700">
              Signed in as <strong className="font-semibold text-neutral-900">{admin.fullName}</strong>
            </p>
            <SectionLinks waiting={waiting} idPrefix="menu" />
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
