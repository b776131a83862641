import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { cardPaymentsEnabled } from "@/payments";
import { categoriesOnSale } from "@/catalog";
import { hasPublishedNews } from "@/news";
import { writtenStorePages, type StorePageLink, storeDetails, type StoreDetails } from "@/store";
import { useCspNonce } from "~/lib/csp-nonce";
import { useServerOnlyText } from "~/lib/server-only-text";
import { takeToast } from "~/lib/toast.server";
import { LoadingIndicator } from "~/components/loading-indicator";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster, type ServerToast } from "~/components/toast";
import { AddedToBag } from "~/components/added-to-bag";
import { ErrorPage } from "~/components/error-page";
import { storeNameIn } from "~/lib/store-name";
import { headerUser, type HeaderUser } from "@/http/shared-pages";
import { PersonalStateProvider, useFetchedPersonalState } from "~/lib/personal-state";
import { isFocusedPage } from "~/lib/focused-page";
import { THEME_COLOUR } from "@/shop/constants";

// The manifest makes the shop installable (issue 50); its icons are drawn from the favicon, the shop's logo.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/**
 * Registers the shop's service worker (app/service-worker/sw.ts) after the page has loaded. While the
 * phone is offline a click on one of the shop's links skips the app's own navigation, so the browser
 * asks for the page itself and the worker answers it: a kept product page or the offline page.
 */
const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator){addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})});addEventListener("click",function(e){var a=!navigator.onLine&&e.target.closest&&e.target.closest("a[href]");if(a&&a.origin===location.origin)e.stopPropagation()},true)}`;

/** The admin layout's route: every /admin page renders inside it. */
const BACK_OFFICE_ROUTE = "routes/admin";

export type RootData = {
  store: StoreDetails;
  /** The shop pages the owner has written, for the footer and the product page's delivery line. */
  pages: StorePageLink[];
  /** The categories with something on sale: the shop's menu lists these. */
  categories: string[];
  /** The footer links to News once a post is published. */
  hasNews: boolean;
  /** Card brands are shown only when the shop takes cards (Paystack configured). */
  cardPayments: boolean;
  user: HeaderUser | null;
  counts: { cart: number; wishlist: number };
  toast: ServerToast | null;
  /** The lighter page (issue 50): smaller pictures, no off-screen carousel pictures, no autoplay. */
  dataSaver: boolean;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const [counts, { toast, clear }, store, pages, categories, hasNews] = await Promise.all([
    context.headerCounts(),
    takeToast(request),
    storeDetails(context.app),
    writtenStorePages(context.app),
    categoriesOnSale(context.app),
    hasPublishedNews(context.app),
  ]);
  const user = headerUser(context.user);
  const body: RootData = {
    store,
    pages,
    categories,
    hasNews,
    cardPayments: cardPaymentsEnabled(context.app),
    user,
    counts,
    toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
    dataSaver: context.dataSaver,
  };
  return data(body, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = useCspNonce();
  const { style, releaseScripts } = useServerOnlyText();
  const matches = useMatches();
  // The back office draws its own frame (app/routes/admin.tsx): none of the storefront's header, menu or footer.
  const inBackOffice = matches.some((match) => match.id === BACK_OFFICE_ROUTE);
  const focused = isFocusedPage(matches);
  // Says the page's scripts have taken over: browser tests wait for it rather than for the network to
  // fall quiet, which costs half a second a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <Meta />
        {/* Hydration leaves the server's text in place: the client has no copy of it ("" here). */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: style }} suppressHydrationWarning />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <PersonalStateProvider renderedForShopper={Boolean(root?.user)}>
          {inBackOffice ? null : <ShopperHeader root={root} focused={focused} />}
          {/* An add to the bag shows what was added in its own panel rather than a passing toast. */}
          <Toaster serverToast={root?.toast?.added ? null : (root?.toast ?? null)} />
          {root?.toast?.added && <AddedToBag id={root.toast.id} item={root.toast.added} bagCount={root.counts.cart} />}
          {inBackOffice ? (
            children
          ) : (
            <main id="main" className="flex-1">
              {children}
            </main>
          )}
        </PersonalStateProvider>
        {inBackOffice ? null : <SiteFooter focused={focused} />}
        <LoadingIndicator />
        {/* The lighter page (data saver, issue 50) is the page as the server renders it, which works without
            JavaScript: its scripts were half of the first view's bytes. Nor does it install the service
            worker, whose precache would fetch them after all; one already installed keeps serving. */}
        {root?.dataSaver ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {/* Installs the service worker once the page has loaded (a few hundred bytes). */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
            {/* Releases the scripts above, which the server holds back until the page has loaded. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: releaseScripts }} suppressHydrationWarning />
          </>
        )}
      </body>
    </html>
  );
}

/** The header with the shopper's name and counts: the page's own, or those fetched for a shared page. */
function ShopperHeader({ root, focused }: { root: RootData | undefined; focused: boolean }) {
  const fetched = useFetchedPersonalState();
  const shown = fetched ?? root;
  return <SiteHeader user={shown?.user ?? null} counts={shown?.counts ?? { cart: 0, wishlist: 0 }} focused={focused} />;
}

export default function App() {
  return <Outlet />;
}

export function meta({ matches, error }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  if (error)
    return [
      {
        title: `${isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong"} | ${store}`,
      },
    ];
  return [
    { title: `${store} | Fashion for individuals who move boldly` },
    {
      name: "description",
      content: `${store}: jerseys, jeans, hoodies and more, for individuals who move boldly and dress with intent. Prices in naira, delivered across Nigeria.`,
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} title="Page not found" text="We couldn't find that page." />;
}
