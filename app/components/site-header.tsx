import { useStoreName } from "~/lib/store-name";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useMatches } from "react-router";
import type { HeaderCounts } from "@/cart";
import type { HeaderUser } from "@/http/shared-pages";
import { BagIcon, HeartIcon, UserIcon } from "./icons";
import { SearchBox } from "./search-box";
import { currentShopMenuEntry, useShopMenu, type ShopMenuHandle } from "~/lib/shop-menu";

function itemsLabel(n: number) {
  return `${n} ${n === 1 ? "item" : "items"}`;
}

function CountLink({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={`${label}, ${itemsLabel(count)}`}
      className="relative grid size-11 place-items-center rounded-full text-neutral-800 hover:bg-neutral-100"
    >
      {children}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0 top-0 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}

function AccountMenu({ user }: { user: HeaderUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A native <details> stays open across client navigations; close it when the page changes.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  // Like any menu: a click elsewhere or Escape closes it.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !menu.current?.open) return;
      menu.current.open = false;
      menu.current.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const item = "flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-neutral-100";
  return (
    <details ref={menu} className="group relative">
      <summary
        className="grid size-11 cursor-pointer list-none place-items-center rounded-full text-neutral-800 hover:bg-neutral-100 [&::-webkit-details-marker]:hidden"
        aria-label={user ? `Account menu for ${user.firstName}` : "Account menu"}
      >
        <UserIcon />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-52 rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl">
        {user ? (
          <>
            <p className="px-3 py-2 text-xs text-neutral-600">Hello, {user.firstName}</p>
            <Link to="/profile" className={item}>
              Profile
            </Link>
            <Link to="/order-history" className={item}>
              My Orders
            </Link>
            {user.isAdmin && (
              <Link to="/admin" className={item}>
                Admin Dashboard
              </Link>
            )}
            <Form method="post" action="/logout">
              <button type="submit" className={`${item} w-full text-left`}>
                Logout
              </button>
            </Form>
          </>
        ) : (
          <>
            <Link to="/login?mode=signup" className={item}>
              Sign Up
            </Link>
            <Link to="/login" className={item}>
              Login
            </Link>
          </>
        )}
      </div>
    </details>
  );
}

/**
 * The shop's header. Only the top (name, bag, search) stays on screen as the shopper scrolls, at most
 * 112 px of a phone's 780 (issue 45); the category links scroll away with the page. `focused` is the
 * checkout's header: the name and a way back to the bag, nothing that leads away from paying.
 */
export function SiteHeader({
  user,
  counts,
  focused = false,
}: {
  user: HeaderUser | null;
  counts: HeaderCounts;
  focused?: boolean;
}) {
  const store = useStoreName();
  const location = useLocation();
  const pageCategory = useMatches()
    .map((match) => (match.handle as Partial<ShopMenuHandle> | undefined)?.shopCategory?.(match.loaderData))
    .find(Boolean);
  const shopMenu = useShopMenu();
  const current = currentShopMenuEntry(shopMenu, location.pathname, location.search, pageCategory);
  const menu = useRef<HTMLUListElement>(null);
  // On a phone the menu swipes: the current entry (Hats, at the far end) is brought into it.
  useEffect(() => {
    const list = menu.current;
    const entry = list?.querySelector<HTMLElement>("[aria-current]");
    if (!list || !entry) return;
    const past = entry.getBoundingClientRect().right - list.getBoundingClientRect().right;
    if (past > 0) list.scrollLeft += past + 16;
  }, [current?.to]);
  const home = (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center text-2xl font-black tracking-[0.2em] text-brand"
      aria-label={`${store} home`}
    >
      {store}
    </Link>
  );
  if (focused) {
    return (
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2">
          {home}
          <Link
            to="/cart"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            <span aria-hidden="true">←</span> Back to bag
          </Link>
        </div>
      </header>
    );
  }
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 pt-1 pb-2 sm:flex-nowrap sm:px-6 sm:py-3">
          {home}
          <div className="order-last w-full sm:order-none sm:mx-auto sm:max-w-xl sm:flex-1">
            <SearchBox />
          </div>
          <nav aria-label="Your shopping" className="ml-auto flex items-center gap-1 sm:ml-0">
            <CountLink to="/wishlist" label="Wishlist" count={counts.wishlist}>
              <HeartIcon />
            </CountLink>
            <CountLink to="/cart" label="Cart" count={counts.cart}>
              <BagIcon />
            </CountLink>
            <AccountMenu user={user} />
          </nav>
        </div>
      </header>
      <nav aria-label="Main" className="border-b border-neutral-100">
        <ul
          ref={menu}
          className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-2 text-sm font-medium whitespace-nowrap sm:px-4"
        >
          {shopMenu.map((n) => (
            <li key={n.to}>
              <Link
                to={n.to}
                aria-current={n.to === current?.to ? (current.at === "page" ? "page" : "true") : undefined}
                className="flex min-h-11 min-w-11 items-center justify-center px-2 text-neutral-700 hover:text-brand aria-[current]:font-semibold aria-[current]:text-brand aria-[current]:shadow-[inset_0_-2px_0_currentColor]"
              >
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
