import { RECENTLY_VIEWED_STORED } from "@/shop/constants";

// Recently viewed products live in the shopper's own browser (docs/product-rules.md#recently-viewed), not on the
// server.
export const RECENTLY_VIEWED_KEY = "bay:recently-viewed";

export type RecentlyViewedEntry = { productId: string; viewedAt: string };

export function readRecentlyViewed(): RecentlyViewedEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is RecentlyViewedEntry => typeof e?.productId === "string" && typeof e?.viewedAt === "string",
    );
  } catch {
    return []; // storage disabled or a broken value: behave as if nothing was viewed
  }
}

/** Puts the product first, without duplicates, keeping the newest 10. */
export function recordRecentlyViewed(productId: string): void {
  const next = [
    { productId, viewedAt: new Date().toISOString() },
    ...readRecentlyViewed().filter((e) => e.productId !== productId),
  ].slice(0, RECENTLY_VIEWED_STORED);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the strip is a nicety, never an error
  }
}
