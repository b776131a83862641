import { useRouteLoaderData } from "react-router";
import type { StorePageLink, StoreDetails } from "@/store";
import { DEFAULT_STORE_NAME } from "@/shop/constants";

// The store's name and details are the owner's settings (src/store), which the root loader hands to
// every page: titles, descriptions, header, footer and order pages say them instead of a fixed "BAY".
type RootWithStore = { store?: StoreDetails; pages?: StorePageLink[]; cardPayments?: boolean } | null | undefined;

/** The store name from a meta function's matches. */
export function storeNameIn(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootWithStore;
  return root?.store?.storeName ?? DEFAULT_STORE_NAME;
}

/** The store's details in a component; null on the root's error page when its loader did not answer. */
export function useStoreDetails(): StoreDetails | null {
  return useRouteLoaderData<RootWithStore>("root")?.store ?? null;
}

/** The store name in a component (the root's error page too, when its loader did answer). */
export function useStoreName(): string {
  return useStoreDetails()?.storeName ?? DEFAULT_STORE_NAME;
}

/** The shop pages the owner has written (none on the root's error page when its loader did not answer). */
export function useStorePages(): StorePageLink[] {
  return useRouteLoaderData<RootWithStore>("root")?.pages ?? [];
}

/** Whether the shop takes card payments, so that card brands are shown. */
export function useCardPayments(): boolean {
  return useRouteLoaderData<RootWithStore>("root")?.cardPayments ?? false;
}
