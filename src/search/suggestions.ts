import { sql, type SQL } from "drizzle-orm";
import { nearSpellingCondition, withSearchSettings } from "@/catalog";
import { queryRows } from "@/db/client";
import { escapeLike } from "@/db/like-pattern";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import { SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_CHARS } from "@/shop/constants";

export type SearchSuggestion = { id: string; name: string; priceKobo: number; imageUrl: string; category: string };

/** Words of the query as a prefix tsquery ("slim je" → slim:* & je:*), so suggestions appear while typing. */
function prefixQuery(q: string): string | null {
  const all =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  // A one-letter prefix ("t" of "t-shirt") matches nearly every product; it only counts on its own.
  const words = all.length > 1 ? all.filter((w) => w.length > 1) : all;
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

function likePattern(q: string): string {
  return `${escapeLike(q.toLowerCase())}%`;
}

/**
 * How many products each way of matching may put forward for ranking. Ranking every match would
 * touch 10,000 rows when a short prefix ("jea") meets a large catalog; a few hundred rank well enough.
 */
const CANDIDATES = 200;

/**
 * The search dropdown: up to SEARCH_MAX_SUGGESTIONS active products for what has been typed so far.
 * Names starting with the text come first, then words starting with it (full-text prefix), then near
 * spellings: while typing, a half-written or misspelt word should still suggest something. Each way
 * of matching has its own index and a bounded number of candidates; near spellings are looked up only
 * when the first two did not fill the list.
 */
export async function searchSuggestions(ctx: AppContext, q: string): Promise<SearchSuggestion[]> {
  const text = q.trim().slice(0, 100);
  if (text.length < SEARCH_MIN_CHARS) return [];
  return cachedRead(ctx.publicCache, `suggestions:${text.toLowerCase()}`, () => findSuggestions(ctx, text));
}

/**
 * One statement, so one round trip: the three ways of matching are CTEs, each a bounded index
 * lookup, and the near-spelling one sits behind a one-time filter that skips its scan when the
 * first two already found enough.
 */
async function findSuggestions(ctx: AppContext, text: string): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(text);
  const startsWith = sql`lower(products.name) LIKE ${likePattern(text)}`;
  const wordsStartWith = prefix ? sql`products.search_vector @@ to_tsquery('english', ${prefix})` : sql`false`;
  const candidates = (match: SQL) =>
    sql`SELECT products.id FROM products WHERE products.status = 'Active' AND ${match} LIMIT ${CANDIDATES}`;
  const query = sql`
    WITH named AS MATERIALIZED (${candidates(startsWith)}),
         worded AS MATERIALIZED (${prefix ? candidates(wordsStartWith) : sql`SELECT NULL::uuid AS id WHERE false`}),
         found AS MATERIALIZED (SELECT id FROM named UNION SELECT id FROM worded),
         near AS MATERIALIZED (${candidates(sql`(SELECT count(*) FROM found) < ${SEARCH_MAX_SUGGESTIONS} AND ${nearSpellingCondition(text)}`)})
    SELECT products.id, products.name, products.effective_price_kobo AS "priceKobo", products.image_url AS "imageUrl",
           products.category
    FROM products
    WHERE products.id IN (SELECT id FROM found UNION SELECT id FROM near)
    ORDER BY CASE WHEN ${startsWith} THEN 0 WHEN ${wordsStartWith} THEN 1 ELSE 2 END,
             -- The category counts too: "t-shirt" ranks the tees above shirts named "… Shirt".
             strict_word_similarity(${text}, products.name || ' ' || products.category) DESC,
             products.review_count DESC, products.name
    LIMIT ${SEARCH_MAX_SUGGESTIONS}`;
  const rows = await withSearchSettings(ctx, (db) => queryRows<SearchSuggestion>(db, query));
  return rows.map((r) => ({ ...r, priceKobo: Number(r.priceKobo) }));
}
