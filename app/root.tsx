import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { headerCounts } from "@/cart/header-counts";
import { storeDetails, type StoreDetails } from "@/store/store-settings";
import { useCspNonce } from "~/lib/csp-nonce";
import { useServerOnlyText } from "~/lib/server-only-text";
import { takeToast } from "~/lib/toast.server";
import { LoadingIndicator } from "~/components/loading-indicator";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster, type ServerToast } from "~/components/toast";
import { ErrorPage } from "~/components/error-page";
import { storeNameIn } from "~/lib/store-name";
import { headerUser, type HeaderUser } from "@/http/shared-pages";
import { PersonalStateProvider, useFetchedPersonalState } from "~/lib/personal-state";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export type RootData = {
  store: StoreDetails;
  user: HeaderUser | null;
  counts: { cart: number; wishlist: number };
  toast: ServerToast | null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const [counts, { toast, clear }, store] = await Promise.all([
    headerCounts(context.app, context.user),
    takeToast(request),
    storeDetails(context.app),
  ]);
  const user = headerUser(context.user);
  const body: RootData = {
    store,
    user,
    counts,
    toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
  };
  return data(body, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = useCspNonce();
  const { style, releaseScripts } = useServerOnlyText();
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
        <meta name="theme-color" content="#0f3d2e" />
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
          <ShopperHeader root={root} />
          <Toaster serverToast={root?.toast ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
        </PersonalStateProvider>
        <SiteFooter />
        <LoadingIndicator />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Releases the scripts above, which the server holds back until the page has loaded. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: releaseScripts }} suppressHydrationWarning />
      </body>
    </html>
  );
}

/** The header with the shopper's name and counts: the page's own, or those fetched for a shared page. */
function ShopperHeader({ root }: { root: RootData | undefined }) {
  const fetched = useFetchedPersonalState();
  const shown = fetched ?? root;
  return <SiteHeader user={shown?.user ?? null} counts={shown?.counts ?? { cart: 0, wishlist: 0 }} />;
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
