import { useRouteLoaderData } from "react-router";
import { DEFAULT_STORE_NAME } from "@/shop/constants";

// The shop's name is STORE_NAME, which the root loader hands to every page: titles, descriptions,
// header and footer say it instead of a hard-coded "BAY".
type RootWithName = { storeName?: string } | null | undefined;

/** The store name from a meta function's matches. */
export function storeNameIn(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootWithName;
  return root?.storeName ?? DEFAULT_STORE_NAME;
}

/** The store name in a component (the root's error page too, when its loader did answer). */
export function useStoreName(): string {
  return useRouteLoaderData<RootWithName>("root")?.storeName ?? DEFAULT_STORE_NAME;
}
