import type { PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import { withinPageDepth } from "@/platform/paging";
import { wholeNumber } from "@/platform/validation";

export const MAX_PAGE_SIZE = 100;

/**
 * `page` and `limit` of every admin list (docs/contracts.md#api-lists: limit at most 100; at most MAX_PAGE_DEPTH deep).
 */
export const pageSchema = z
  .object({
    page: wholeNumber("Page", 1).default(1),
    limit: wholeNumber("Limit", 1, MAX_PAGE_SIZE).default(20),
  })
  .superRefine(withinPageDepth);

export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** An empty query-string value means "no filter" (a form submits `search=` when the box is empty). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/**
 * One page of a list and the count of the whole list, read side by side. `rows` is the list's
 * select, filtered and sorted, made `.$dynamic()` so that the page's window is added here; `total`
 * counts the same rows (usually `db.$count(table, where)`).
 */
export async function paginate<Rows extends PgSelect, Item>(
  { page, limit }: { page: number; limit: number },
  rows: Rows,
  total: PromiseLike<number>,
  toItem: (row: Awaited<Rows>[number]) => Item,
): Promise<Page<Item>> {
  const [found, counted]: [Awaited<Rows>, number] = await Promise.all([
    rows.limit(limit).offset((page - 1) * limit),
    total,
  ]);
  return { items: found.map(toItem), total: counted, page, limit };
}
