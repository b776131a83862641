import type { z } from "zod";
import { formatCount } from "@/shop/counts";

/**
 * How deep any list may be paged: `page × limit` at most this many rows. Reading page 10,000 of 100
 * makes the database walk and throw away a million rows, and anyone could ask for it over and over
 * (issue 12, item 9). Nobody pages that far by hand; the sitemap reads by keyset, not by page.
 */
export const MAX_PAGE_DEPTH = 10_000;

export const PAGE_TOO_DEEP = `Lists can be paged at most ${formatCount(MAX_PAGE_DEPTH)} results deep. Narrow the search or filters instead.`;

export function isTooDeep({ page, limit }: { page: number; limit: number }): boolean {
  return page * limit > MAX_PAGE_DEPTH;
}

/** The rule as a refinement of every list's query schema: `schema.superRefine(withinPageDepth)`. */
export function withinPageDepth(query: { page: number; limit: number }, ctx: z.RefinementCtx): void {
  if (isTooDeep(query)) ctx.addIssue({ code: "custom", path: ["page"], message: PAGE_TOO_DEEP });
}
