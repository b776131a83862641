import type { Route } from "./+types/offline";
import { storeNameIn } from "~/lib/store-name";
import { OFFLINE_LIST_MARK } from "~/service-worker/offline-list";

// What the service worker shows when a page cannot be reached (issue 50, item 2). It keeps a copy of
// this page, rendered for nobody, and fills the list with the product pages the phone has kept
// (app/service-worker/sw.ts); served by the shop itself, the list is empty.

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `You are offline | ${storeNameIn(matches)}` }, { name: "robots", content: "noindex" }];
}

export default function OfflinePage() {
  const list = { [OFFLINE_LIST_MARK]: "" };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="section-title">You are offline</h1>
      <p className="mt-4 text-neutral-800">
        This page needs a connection. The products you looked at recently are saved on this phone: you can read them
        now, and order when you are back online.
      </p>
      <h2 className="mt-8 text-lg font-semibold">Saved on this phone</h2>
      <ul {...list} className="offline-products mt-4 space-y-3" aria-label="Saved products" />
      {/* Asks for the address that failed again: the worker answers this page at that address. */}
      <form method="get" className="mt-8">
        <button type="submit" className="btn-secondary">
          Try again
        </button>
      </form>
    </div>
  );
}
