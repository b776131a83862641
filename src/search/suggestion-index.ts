import { SEARCH_MAX_SUGGESTIONS } from "@/shop/constants";
import { TYPO_SIMILARITY } from "@/catalog";
import { Ints, invert, mergeAscending, type Postings } from "./posting-lists";
import { LEFT_BOUND, RIGHT_BOUND, SimilarityScratch, TrigramDictionary, type TrigramSequence } from "./trigrams";

/** A product as the search dropdown shows it: `priceKobo` is the price paid. */
export type SearchSuggestion = { id: string; name: string; priceKobo: number; imageUrl: string; category: string };

/** What the index takes of an active product: what it shows, and what it matches and ranks on. */
export type IndexedProduct = SearchSuggestion & {
  reviewCount: number;
  /** The stemmed words of its search vector (`tsvector_to_array`): name, category and description. */
  lexemes: string[];
};

/**
 * How many products each way of matching may put forward for ranking, as in the SQL suggestions:
 * ranking every product that starts with "jea" in a large catalog would cost more than it gains.
 */
export const CANDIDATES = 200;

/** The first index in sorted `keys` whose key is not below `prefix`. */
function lowerBound(count: number, keyAt: (i: number) => string, prefix: string): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(mid) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of sorted keys that start with `prefix`. */
function prefixRange(count: number, keyAt: (i: number) => string, prefix: string): [number, number] {
  return [lowerBound(count, keyAt, prefix), lowerBound(count, keyAt, `${prefix}\uffff`)];
}

/** Names in PostgreSQL's "C" collation order (code units; the shop's names are in the BMP). */
function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** How many trigrams the shortest word has, from a sequence's word bounds (255 at most). */
function shortestWord(bounds: number[]): number {
  let shortest = 255;
  let start = 0;
  for (const [i, bound] of bounds.entries()) {
    if (bound & LEFT_BOUND) start = i;
    if (bound & RIGHT_BOUND) shortest = Math.min(shortest, i - start + 1);
  }
  return shortest;
}

/**
 * Takes the active catalog a batch at a time (from the database) and keeps only compact forms of
 * each product's words, so that building for 100,000 products never holds millions of small strings.
 */
export class SuggestionIndexBuilder {
  private readonly products: SearchSuggestion[] = [];
  private readonly reviewCounts = new Ints();
  private readonly strings = new Map<string, string>();
  private readonly lexemeNumbers = new Map<string, number>();
  private readonly lexemeStarts = new Ints();
  private readonly lexemesOf = new Ints();

  constructor() {
    this.lexemeStarts.push(0);
  }

  add(product: IndexedProduct) {
    const { id, name, priceKobo, reviewCount } = product;
    const [imageUrl, category] = [this.once(product.imageUrl), this.once(product.category)];
    this.products.push({ id, name, priceKobo, imageUrl, category });
    this.reviewCounts.push(reviewCount);
    for (const lexeme of new Set(product.lexemes)) {
      let number = this.lexemeNumbers.get(lexeme);
      if (number === undefined) {
        number = this.lexemeNumbers.size;
        this.lexemeNumbers.set(lexeme, number);
      }
      this.lexemesOf.push(number);
    }
    this.lexemeStarts.push(this.lexemesOf.length);
  }

  /** One copy of a string many products share (a category; an image in a synthetic catalog). */
  private once(text: string): string {
    const kept = this.strings.get(text);
    if (kept !== undefined) return kept;
    this.strings.set(text, text);
    return text;
  }

  build(): SuggestionIndex {
    const reviews = this.reviewCounts.used;
    const byReviews = Int32Array.from(this.products.keys()).sort(
      (a, b) => reviews[b] - reviews[a] || byName(this.products[a], this.products[b]),
    );
    const lexemes = [...this.lexemeNumbers.keys()].sort();
    const sortedNumber = new Int32Array(lexemes.length);
    lexemes.forEach((lexeme, i) => (sortedNumber[this.lexemeNumbers.get(lexeme)!] = i));
    const starts = new Int32Array(byReviews.length + 1);
    const lexemesOf = new Int32Array(this.lexemesOf.length);
    const [oldStarts, oldLexemes] = [this.lexemeStarts.used, this.lexemesOf.used];
    byReviews.forEach((item, ordinal) => {
      starts[ordinal + 1] = starts[ordinal] + oldStarts[item + 1] - oldStarts[item];
      for (let i = oldStarts[item], at = starts[ordinal]; i < oldStarts[item + 1]; i++, at++) {
        lexemesOf[at] = sortedNumber[oldLexemes[i]];
      }
    });
    return new SuggestionIndex(
      Array.from(byReviews, (item) => this.products[item]),
      Int32Array.from(byReviews, (item) => reviews[item]),
      lexemes,
      invert(lexemes.length, starts, lexemesOf),
    );
  }
}

/**
 * The search dropdown's matching and ranking over the active catalog, in memory: the same three ways
 * of matching and the same order as the SQL suggestions (src/search/suggestions.ts), without a scan of
 * the text indexes per keystroke. Products are numbered most reviewed first, so that where a way of
 * matching has more than CANDIDATES products, the most reviewed are put forward.
 */
export class SuggestionIndex {
  /** Ordinals by lowercased name, for "the name starts with what was typed". */
  private readonly byLowerName: Int32Array;
  private readonly dictionary = new TrigramDictionary();
  /** Each product's trigrams of "name category", their word bounds, and where its name ends. */
  private readonly trigrams: Int32Array | Uint16Array;
  private readonly bounds: Uint8Array;
  private readonly starts: Int32Array;
  private readonly nameEnds: Int32Array;
  private readonly nameTrigramPostings: Postings;
  /** How many trigrams the shortest word of each name has. */
  private readonly shortestWords: Uint8Array;
  private readonly scratch: SimilarityScratch;
  /** Per name, how many of the query's trigrams it has (`nearSpellings`), or a mark: all 0 between uses. */
  private readonly shared: Uint16Array;

  /** `shown` and `reviewCounts` by ordinal: most reviewed first. */
  constructor(
    private readonly shown: SearchSuggestion[],
    private readonly reviewCounts: Int32Array,
    private readonly lexemes: string[],
    private readonly lexemePostings: Postings,
  ) {
    const n = shown.length;
    const lowerNames = shown.map((p) => p.name.toLowerCase());
    this.byLowerName = Int32Array.from(this.shown.keys()).sort((a, b) =>
      lowerNames[a] < lowerNames[b] ? -1 : lowerNames[a] > lowerNames[b] ? 1 : a - b,
    );
    const trigrams = new Ints();
    const bounds = new Ints(new Uint8Array(1024));
    this.nameEnds = new Int32Array(n);
    this.starts = new Int32Array(n + 1);
    const nameTrigrams = new Ints();
    const nameTrigramStarts = new Int32Array(n + 1);
    const seen = new Map<number, number>();
    this.shortestWords = new Uint8Array(n);
    shown.forEach((p, ordinal) => {
      for (const [text, isName] of [
        [p.name, true],
        [p.category, false],
      ] as const) {
        const sequence = this.dictionary.sequence(text, true);
        if (isName) this.shortestWords[ordinal] = shortestWord(sequence.bounds);
        for (const [i, t] of sequence.trigrams.entries()) {
          trigrams.push(t);
          bounds.push(sequence.bounds[i]);
          if (isName && seen.get(t) !== ordinal) {
            seen.set(t, ordinal);
            nameTrigrams.push(t);
          }
        }
        if (isName) this.nameEnds[ordinal] = trigrams.length;
      }
      this.starts[ordinal + 1] = trigrams.length;
      nameTrigramStarts[ordinal + 1] = nameTrigrams.length;
    });
    // Half the memory while the catalog's names have fewer than 65,536 distinct trigrams, as most do.
    this.trigrams = this.dictionary.size <= 0xffff ? Uint16Array.from(trigrams.used) : trigrams.used.slice();
    this.bounds = bounds.used.slice();
    this.nameTrigramPostings = invert(this.dictionary.size, nameTrigramStarts, nameTrigrams.used);
    this.scratch = new SimilarityScratch(this.dictionary.size);
    this.shared = new Uint16Array(n);
  }

  get size(): number {
    return this.shown.length;
  }

  /**
   * Up to SEARCH_MAX_SUGGESTIONS products for `text`, best first: names that start with it,
   * then products with every word of `words` (the stemmed prefixes of the typed words, null when none
   * counts), then near spellings of names, each group by similarity to "name category", then reviews.
   */
  suggest(text: string, words: string[] | null): SearchSuggestion[] {
    const lowerText = text.toLowerCase();
    const named = this.namesStartingWith(lowerText);
    const worded = words ? this.withWords(words) : [];
    const found = new Set([...named, ...worded]);
    const query = this.dictionary.sequence(text, false);
    this.scratch.setQuery(query);
    // Near spellings are only looked for when the words found fewer than a full list, so all the
    // products with the words are in `worded`: a candidate's group follows from where it was found.
    const candidates = found.size < SEARCH_MAX_SUGGESTIONS ? new Set([...found, ...this.nearSpellings(query)]) : found;
    const wordedSet = new Set(worded);
    const ranked = [...candidates].map((ordinal) => ({
      ordinal,
      group: this.lowerName(ordinal).startsWith(lowerText) ? 0 : wordedSet.has(ordinal) ? 1 : 2,
      similarity: this.scratch.strictWordSimilarity(
        this.trigrams,
        this.bounds,
        this.starts[ordinal],
        this.starts[ordinal + 1],
      ),
    }));
    ranked.sort(
      (a, b) =>
        a.group - b.group ||
        b.similarity - a.similarity ||
        this.reviewCounts[b.ordinal] - this.reviewCounts[a.ordinal] ||
        byName(this.shown[a.ordinal], this.shown[b.ordinal]),
    );
    return ranked.slice(0, SEARCH_MAX_SUGGESTIONS).map((r) => this.shown[r.ordinal]);
  }

  /** Lowercased when needed rather than kept: a second copy of every name would cost more. */
  private lowerName(ordinal: number): string {
    return this.shown[ordinal].name.toLowerCase();
  }

  /** The CANDIDATES most reviewed names that start with the text: its range of names, marked, then read in order. */
  private namesStartingWith(lowerText: string): number[] {
    const [from, to] = prefixRange(this.byLowerName.length, (i) => this.lowerName(this.byLowerName[i]), lowerText);
    if (to - from <= CANDIDATES) return Array.from(this.byLowerName.subarray(from, to)).sort((a, b) => a - b);
    const marks = this.shared;
    for (let i = from; i < to; i++) marks[this.byLowerName[i]] = 1;
    const named: number[] = [];
    for (let ordinal = 0; named.length < CANDIDATES; ordinal++) if (marks[ordinal]) named.push(ordinal);
    for (let i = from; i < to; i++) marks[this.byLowerName[i]] = 0;
    return named;
  }

  private lexemeRange(word: string): [number, number] {
    return prefixRange(this.lexemes.length, (i) => this.lexemes[i], word);
  }

  private postingsCount([from, to]: [number, number]): number {
    return this.lexemePostings.starts[to] - this.lexemePostings.starts[from];
  }

  /**
   * Products with, for each word, a lexeme starting with it (the SQL `word:* & …` prefix query): the
   * rarest word's products in order, each looked up in the others' lists by cursors that only move
   * forward, so that no list is read twice.
   */
  private withWords(words: string[]): number[] {
    if (!words.length) return [];
    const ranges = words.map((word) => this.lexemeRange(word));
    ranges.sort((a, b) => this.postingsCount(a) - this.postingsCount(b));
    const [[from, to], ...others] = ranges;
    const { starts, values } = this.lexemePostings;
    const cursors = others.map(([first, last]) =>
      Int32Array.from({ length: last - first }, (_, i) => starts[first + i]),
    );
    const reachesOrdinal = (ordinal: number, [first]: [number, number], cursor: Int32Array) => {
      for (let i = 0; i < cursor.length; i++) {
        const end = starts[first + i + 1];
        while (cursor[i] < end && values[cursor[i]] < ordinal) cursor[i]++;
        if (cursor[i] < end && values[cursor[i]] === ordinal) return true;
      }
      return false;
    };
    const matches: number[] = [];
    mergeAscending(
      this.lexemePostings,
      Array.from({ length: to - from }, (_, i) => from + i),
      (ordinal) => {
        if (others.every((range, i) => reachesOrdinal(ordinal, range, cursors[i]))) matches.push(ordinal);
        return matches.length < CANDIDATES;
      },
    );
    return matches;
  }

  /**
   * Names whose strict word similarity to the typed text (`query`, already set on the scratch) reaches
   * TYPO_SIMILARITY (the SQL `name %>> text`). The text's trigram lists are tallied per name first (a tight pass over typed arrays); a name is
   * compared in full only if what it shares could reach the threshold (see `mayReach`).
   */
  private nearSpellings(query: TrigramSequence): number[] {
    const { starts, values } = this.nameTrigramPostings;
    const shared = this.shared;
    for (const t of new Set(query.trigrams)) {
      if (t < 0) continue;
      for (let i = starts[t]; i < starts[t + 1]; i++) shared[values[i]]++;
    }
    const near: number[] = [];
    for (let ordinal = 0; ordinal < shared.length && near.length < CANDIDATES; ordinal++) {
      if (
        shared[ordinal] > 0 &&
        this.scratch.mayReach(TYPO_SIMILARITY, shared[ordinal], this.shortestWords[ordinal]) &&
        this.scratch.mayReachIn(
          TYPO_SIMILARITY,
          shared[ordinal],
          this.trigrams,
          this.bounds,
          this.starts[ordinal],
          this.nameEnds[ordinal],
        ) &&
        this.scratch.strictWordSimilarity(this.trigrams, this.bounds, this.starts[ordinal], this.nameEnds[ordinal]) >=
          TYPO_SIMILARITY
      )
        near.push(ordinal);
    }
    shared.fill(0);
    return near;
  }
}
