import { sql, type SQL } from "drizzle-orm";
import { nearSpellingCondition, withSearchSettings } from "@/catalog";
import { activeProductIdsMatching, fromProductsAmong } from "@/catalog/query-parts";
import { queryRows } from "@/db/client";
import { escapeLike } from "@/db/like-pattern";
import type { AppContext } from "@/platform/context";
import { inLine } from "@/platform/in-line";
import { cachedRead } from "@/platform/public-cache";
import { SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_CHARS } from "@/shop/constants";
import { currentSuggestionIndex } from "./kept-index";
import { CANDIDATES, type SearchSuggestion, type SuggestionIndex } from "./suggestion-index";

export type { SearchSuggestion };

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
 * The search dropdown: up to SEARCH_MAX_SUGGESTIONS active products for what has been typed so far.
 * Names starting with the text come first, then words starting with it (full-text prefix), then near
 * spellings: while typing, a half-written or misspelt word should still suggest something. Each way
 * of matching has its own index and a bounded number of candidates; near spellings are looked up only
 * when the first two did not fill the list.
 */
export async function searchSuggestions(ctx: AppContext, q: string): Promise<SearchSuggestion[]> {
  const text = q.trim().slice(0, 100);
  if (text.length < SEARCH_MIN_CHARS) return [];
  return cachedRead(ctx.publicCache, `suggestions:${text.toLowerCase()}`, () => suggestionsFor(ctx, text));
}

/**
 * Suggestions from SQL run this many at a time. They come while the index is being (re)built, and
 * each costs the database far more than a suggestion from the index: unbounded, 50 shoppers typing
 * queued so many before each of the build's reads that, on the embedded database at 100,000 products,
 * the build had not ended after 36 s, and suggestions took 0.8 s meanwhile.
 */
const SQL_SUGGESTIONS_AT_ONCE = 2;
const sqlSuggestionsInLine = inLine(SQL_SUGGESTIONS_AT_ONCE);

/**
 * From the in-memory index when it is current (docs/decisions/023-suggestion-index.md), else from
 * the text indexes in SQL: both match and rank alike.
 */
async function suggestionsFor(ctx: AppContext, text: string): Promise<SearchSuggestion[]> {
  const index = currentSuggestionIndex(ctx);
  const fromIndex = index && (await suggestionsFromIndex(ctx, index, text));
  return fromIndex ?? sqlSuggestionsInLine(() => suggestionsFromSql(ctx, text));
}

/** The index's suggestions, or null for a query it cannot read as the SQL does. */
export async function suggestionsFromIndex(
  ctx: AppContext,
  index: SuggestionIndex,
  text: string,
): Promise<SearchSuggestion[] | null> {
  const words = await stemmedPrefixes(ctx, text);
  return words === undefined ? null : index.suggest(text, words);
}

/** Stemmed prefixes by prefix query: how PostgreSQL's english dictionary reads a typed word never changes. */
const stems = new Map<string, string[]>();
const STEMS_KEPT = 10_000;
const PREFIX_TERM = /^'((?:[^']|'')+)':\*$/;

/**
 * The typed words as the SQL prefix query reads them, stemmed by PostgreSQL itself ("jeans" → "jean",
 * stop words dropped): null when no word counts, undefined when the query is not a plain `a:* & b:*`.
 */
async function stemmedPrefixes(ctx: AppContext, text: string): Promise<string[] | null | undefined> {
  const prefix = prefixQuery(text);
  if (!prefix) return null;
  const known = stems.get(prefix);
  if (known) return known;
  const [{ parsed }] = await ctx.db
    .select({ parsed: sql<string>`to_tsquery('english', ${prefix})::text` })
    .from(sql`(SELECT 1) AS one`);
  const terms = parsed ? parsed.split(" & ").map((term) => PREFIX_TERM.exec(term)?.[1]?.replaceAll("''", "'")) : [];
  if (terms.some((term) => term === undefined)) return undefined;
  if (stems.size >= STEMS_KEPT) stems.clear();
  stems.set(prefix, terms as string[]);
  return terms as string[];
}

/**
 * One statement, so one round trip: the three ways of matching are CTEs, each a bounded index
 * lookup, and the near-spelling one sits behind a one-time filter that skips its scan when the
 * first two already found enough.
 */
export async function suggestionsFromSql(ctx: AppContext, text: string): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(text);
  const startsWith = sql`lower(products.name) LIKE ${likePattern(text)}`;
  const wordsStartWith = prefix ? sql`products.search_vector @@ to_tsquery('english', ${prefix})` : sql`false`;
  const candidates = (match: SQL) => activeProductIdsMatching(match, CANDIDATES);
  const query = sql`
    WITH named AS MATERIALIZED (${candidates(startsWith)}),
         worded AS MATERIALIZED (${prefix ? candidates(wordsStartWith) : sql`SELECT NULL::uuid AS id WHERE false`}),
         found AS MATERIALIZED (SELECT id FROM named UNION SELECT id FROM worded),
         near AS MATERIALIZED (${candidates(sql`(SELECT count(*) FROM found) < ${SEARCH_MAX_SUGGESTIONS} AND ${nearSpellingCondition(text)}`)})
    SELECT products.id, products.name, products.effective_price_kobo AS "priceKobo", products.image_url AS "imageUrl",
           products.category
    ${fromProductsAmong(sql`SELECT id FROM found UNION SELECT id FROM near`)}
    ORDER BY CASE WHEN ${startsWith} THEN 0 WHEN ${wordsStartWith} THEN 1 ELSE 2 END,
             -- The category counts too: "t-shirt" ranks the tees above shirts named "… Shirt".
             strict_word_similarity(${text}, products.name || ' ' || products.category) DESC,
             products.review_count DESC, products.name
    LIMIT ${SEARCH_MAX_SUGGESTIONS}`;
  const rows = await withSearchSettings(ctx, (db) => queryRows<SearchSuggestion>(db, query));
  return rows.map((r) => ({ ...r, priceKobo: Number(r.priceKobo) }));
}
