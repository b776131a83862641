// The shop's service worker (issue 50, item 2; docs/decisions/032-patchy-data.md), built by
// scripts/build-server.mjs into build/client/sw.js and served from the root (/sw.js) so that its scope
// is the whole shop. Workbox does the caching; this file only says what is kept:
// - the scripts the storefront's pages need, precached at install (a new deployment installs a new
//   worker, which takes over at once: the next visit runs the new build);
// - the last 30 product pages opened, and their pictures, least recently used out; each is asked of
//   the network first, so prices are current whenever there is a connection;
// - nothing that belongs to a signed-in shopper: only product pages and pictures are kept at all, and
//   only answers without `Cache-Control: no-store` or `private`, which every signed-in answer has;
// - everything else (cart, checkout, orders, the API) goes to the network, never to a cache; a
//   navigation that fails gets the /offline page with the kept products.
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import {
  isProductPage,
  keptProduct,
  mayKeep,
  offlinePage,
  pictureWidths,
  productPageKey,
  productPageOfData,
  type KeptProduct,
} from "./offline-list";

// Written in by the build: the storefront's scripts and the /offline page's revision.
declare const __PRECACHE__: { url: string; revision: string | null }[];

type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: (event: ExtendableEventLike) => void): void;
};
const worker = self as unknown as WorkerScope;

const PRODUCT_PAGES = "bay-product-pages";
const PRODUCT_PICTURES = "bay-product-pictures";
const LAST_PRODUCT_PAGES = 30;
/** A product page has a few pictures of its own and those of its "You may also like" cards. */
const LAST_PICTURES = 150;
/** On a connection that hangs rather than fails, a kept product page is shown after this long. */
const NETWORK_WAIT_SECONDS = 6;
const OFFLINE_PAGE = "/offline";

// A new deployment's worker does not wait for every tab of the old one to close.
worker.addEventListener("install", () => void worker.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();

// The /offline page is fetched for nobody: without cookies, so a signed-in shopper's name never lands in it.
const withoutCookies: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { credentials: "omit" }),
};
addPlugins([withoutCookies]);
precacheAndRoute(__PRECACHE__);

/** Refuses to keep an answer that is not the shop's own, whole and impersonal. */
const onlyImpersonal: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};
const oneEntryPerProduct: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => productPageKey(request.url),
};
const productPages = new NetworkFirst({
  cacheName: PRODUCT_PAGES,
  networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
  plugins: [
    onlyImpersonal,
    oneEntryPerProduct,
    // Workbox's expiration counts each use of an entry as its latest: least recently used goes first.
    new ExpirationPlugin({ maxEntries: LAST_PRODUCT_PAGES }),
  ],
});

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isProductPage(url.pathname),
  productPages,
);

// A product opened from a link in the app arrives as its `.data` answer, not as a page: the page itself
// is then fetched once for the offline copy (only for a visitor: a signed-in answer is `no-store`).
registerRoute(
  ({ url }) => sameOrigin(url) && productPageOfData(url.pathname) !== null,
  async ({ request, event, url }) => {
    const answer = await fetch(request);
    const page = new URL(productPageOfData(url.pathname)!, url.origin).href;
    if (mayKeep(answer)) {
      const kept = await caches.open(PRODUCT_PAGES).then((cache) => cache.match(page));
      if (!kept) event.waitUntil(productPages.handle({ event, request: new Request(page) }).catch(() => undefined));
    }
    return answer;
  },
);

// Pictures are content-hashed (src/media/srcset.ts): one kept copy never goes stale.
registerRoute(
  ({ request, url }) =>
    request.destination === "image" &&
    sameOrigin(url) &&
    url.pathname.startsWith("/media/") &&
    isProductPage(new URL(request.referrer || "/", url.origin).pathname),
  new CacheFirst({
    cacheName: PRODUCT_PICTURES,
    plugins: [onlyImpersonal, new ExpirationPlugin({ maxEntries: LAST_PICTURES })],
  }),
);

// Every other page goes to the network, never to a cache; only a failure gets an answer of the worker.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

async function keptProducts(): Promise<KeptProduct[]> {
  const pages = await caches.open(PRODUCT_PAGES);
  const pictures = await caches.open(PRODUCT_PICTURES);
  const kept: KeptProduct[] = [];
  for (const request of await pages.keys()) {
    const response = await pages.match(request);
    const product = response ? keptProduct(request.url, await response.text()) : null;
    if (!product) continue;
    let picture: string | null = null;
    for (const candidate of product.picture ? pictureWidths(product.picture) : []) {
      if (await pictures.match(candidate)) {
        picture = candidate;
        break;
      }
    }
    kept.push({ ...product, picture });
  }
  // Newest first: the cache lists them in the order they were stored.
  return kept.reverse();
}

// A navigation the network could not answer (and no kept copy could): the offline page, which lists the
// product pages this phone has kept. Anything else fails as it would without the worker.
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  const stored = await matchPrecache(OFFLINE_PAGE);
  if (!stored) return Response.error();
  const html = offlinePage(await stored.text(), await keptProducts());
  const headers = new Headers(stored.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("cache-control", "no-store");
  return new Response(html, { status: 503, headers });
});
