import { SEARCH_MAX_SUGGESTIONS } from "@/shop/constants";
import { TYPO_SIMILARITY } from "@/catalog";
import {
  forEachPosting,
  invert,
  invertTagged,
  listStart,
  mergeAscending,
  SPAN_BITS,
  type Postings,
  type TaggedPostings,
} from "./posting-lists";
import { forEachInSlices, sortInSlices, timeSlices, type Breathe } from "@/platform/time-slices";
import { Int32List } from "./int32-list";
import { byCodeUnits } from "@/platform/code-unit-order";
import { TextColumn } from "./text-column";
import { ImageAddressColumn, ImageAddressColumnBuilder } from "./image-address-column";
import { UuidColumn, UuidColumnBuilder } from "./uuid-column";
import {
  extentCount,
  LEFT_BOUND,
  RIGHT_BOUND,
  SimilarityScratch,
  TrigramDictionary,
  type TrigramSequence,
} from "./trigrams";

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

/**
 * Near spellings are looked for among this many ordinals at a time: enough to amortise each pass
 * over the text's trigram lists, few enough to stop soon after the most reviewed CANDIDATES are found.
 * A span of the posting lists holds a whole number of blocks.
 */
const NEAR_SPELLING_BLOCK = 1_024;

/**
 * A lexeme at least this fraction of products have (1/16) keeps them as bits too: at most half the
 * bytes of its posting list, and a typed word's test per product instead of a pass over the list.
 * At 100,000 products, 29 lexemes and 0.36 MB.
 */
const DENSE_LEXEME_SHARE = 16;
/** A typed word with more lexemes than this is marked from its lists, not tested bit by bit. */
const MOST_TESTED_LEXEMES = 4;

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

/**
 * The `count` smallest of `ordinals` (distinct, below `limit`, at least `count` of them), ascending, in
 * time linear in how many there are: a count per block of 1,024 ordinals says below which the smallest
 * lie, and only those are sorted. Names that start with a common text can be anywhere in ordinal order
 * (a scan of all ordinals for them cost 0.12 ms for "lagos" at 100,000 products; this, 0.03 ms).
 */
function smallestOrdinals(ordinals: Int32Array, count: number, limit: number): number[] {
  const blocks = new Int32Array((limit >> 10) + 1);
  for (let i = 0; i < ordinals.length; i++) blocks[ordinals[i] >> 10]++;
  let below = 0;
  let kept = 0;
  for (; kept < count; below++) kept += blocks[below];
  const smallest = new Int32Array(kept);
  for (let i = 0, at = 0; i < ordinals.length; i++) if (ordinals[i] >> 10 < below) smallest[at++] = ordinals[i];
  return Array.from(smallest.sort().subarray(0, count));
}

/** A candidate suggestion: `similarity` is an upper bound until `best` computes it. */
type Ranked = { ordinal: number; group: number; similarity: number };

/** Group, similarity (highest first), then ordinal. */
function rankOrder(a: Ranked, b: Ranked): number {
  return a.group - b.group || b.similarity - a.similarity || a.ordinal - b.ordinal;
}

/** What the dropdown shows of each product, as columns by ordinal (most reviewed first). */
type ShownColumns = {
  ids: UuidColumn;
  names: TextColumn;
  imageUrls: ImageAddressColumn;
  pricesKobo: Float64Array;
  categories: string[];
  categoryOf: Int32Array;
};

/**
 * Takes the active catalog a batch at a time (from the database) and keeps only compact forms of
 * each product's words, so that building for 100,000 products never holds millions of small strings.
 */
export class SuggestionIndexBuilder {
  // Ids and image addresses as bytes, each product's lexeme numbers in chunks: as strings and plain
  // arrays they were most of the heap the build held (decision 023). Names stay strings: the build
  // sorts them and reads their trigrams.
  private readonly ids = new UuidColumnBuilder();
  private readonly names: string[] = [];
  private readonly imageUrls = new ImageAddressColumnBuilder();
  private readonly pricesKobo: number[] = [];
  private readonly categoryNumbers = new Map<string, number>();
  private readonly categoryOf = new Int32List();
  private readonly reviewCounts = new Int32List();
  private readonly lexemeNumbers = new Map<string, number>();
  /** Each product's lexeme numbers, from lexemeStarts[item] to lexemeStarts[item + 1]. */
  private readonly lexemeStarts = new Int32List();
  private readonly lexemesOf = new Int32List();

  constructor() {
    this.lexemeStarts.push(0);
  }

  add(product: IndexedProduct) {
    this.ids.add(product.id);
    this.names.push(product.name);
    this.imageUrls.add(product.imageUrl);
    this.pricesKobo.push(product.priceKobo);
    this.categoryOf.push(numberOf(this.categoryNumbers, product.category));
    this.reviewCounts.push(product.reviewCount);
    for (const lexeme of new Set(product.lexemes)) this.lexemesOf.push(numberOf(this.lexemeNumbers, lexeme));
    this.lexemeStarts.push(this.lexemesOf.length);
  }

  /** The index of the products added, built in slices (`breathe`) as the shop serves. */
  async build(breathe: Breathe = timeSlices()): Promise<SuggestionIndex> {
    const { names, reviewCounts, lexemeStarts, lexemesOf } = this;
    const byReviews = await sortInSlices(
      Int32Array.from(names.keys()),
      (a, b) => reviewCounts.at(b) - reviewCounts.at(a) || byCodeUnits(names[a], names[b]),
      breathe,
    );
    const inOrder = <T>(column: T[]) => Array.from(byReviews, (item) => column[item]);
    const lexemes = [...this.lexemeNumbers.keys()].sort();
    const sortedNumber = new Int32Array(lexemes.length);
    lexemes.forEach((lexeme, i) => (sortedNumber[this.lexemeNumbers.get(lexeme)!] = i));
    const orderedNames = inOrder(names);
    // A column at a time: each is a pass over every product.
    await breathe();
    const ids = this.ids.inOrder(byReviews);
    await breathe();
    const shownNames = TextColumn.of(orderedNames);
    await breathe();
    const imageUrls = this.imageUrls.inOrder(byReviews);
    await breathe();
    const shown: ShownColumns = {
      ids,
      names: shownNames,
      imageUrls,
      pricesKobo: Float64Array.from(inOrder(this.pricesKobo)),
      categories: [...this.categoryNumbers.keys()],
      categoryOf: Int32Array.from(byReviews, (item) => this.categoryOf.at(item)),
    };
    await breathe();
    const lexemePostings = await invert(
      lexemes.length,
      byReviews.length,
      (ordinal, visit) => {
        const item = byReviews[ordinal];
        for (let i = lexemeStarts.at(item); i < lexemeStarts.at(item + 1); i++) visit(sortedNumber[lexemesOf.at(i)]);
      },
      breathe,
    );
    const sortedLexemes = TextColumn.of(lexemes);
    await breathe();
    return SuggestionIndex.build(shown, orderedNames, sortedLexemes, lexemePostings, breathe);
  }
}

/**
 * The first CANDIDATES ordinals that have, for every word, one of its lexemes, when every word's
 * lexemes are common enough to have bits: 32 products per step ("polo shi" at 100,000 products read
 * 10,888 postings one by one before; now 3,126 words of each list's bits).
 */
function productsWithAll(words: Uint32Array[][]): number[] {
  const matches: number[] = [];
  if (words.some((lexemes) => lexemes.length === 0)) return matches;
  const length = words[0][0].length;
  for (let at = 0; at < length && matches.length < CANDIDATES; at++) {
    let all = -1;
    for (let w = 0; w < words.length && all !== 0; w++) {
      let any = 0;
      for (const bits of words[w]) any |= bits[at];
      all &= any;
    }
    for (; all !== 0 && matches.length < CANDIDATES; all &= all - 1)
      matches.push(at * 32 + 31 - Math.clz32(all & -all));
  }
  return matches;
}

/** The number of `key` in `numbers`, a new one if it has none yet. */
function numberOf(numbers: Map<string, number>, key: string): number {
  let number = numbers.get(key);
  if (number === undefined) {
    number = numbers.size;
    numbers.set(key, number);
  }
  return number;
}

/** What an index is made of; `SuggestionIndex.build` computes it. */
type IndexParts = {
  /** Ordinals by lowercased name, for "the name starts with what was typed". */
  byLowerName: Int32Array;
  /** Where each ordinal is in `byLowerName`. */
  lowerNamePosition: Int32Array;
  dictionary: TrigramDictionary;
  /** Each product's trigrams of "name category", their word bounds, and where its name ends. */
  trigrams: Int32Array | Uint16Array;
  bounds: Uint8Array;
  starts: Int32Array;
  nameEnds: Int32Array;
  /** Per trigram, the names that have it, each tagged with the distinct trigrams of its shortest word with it. */
  nameTrigramPostings: TaggedPostings;
  scratch: SimilarityScratch;
  /** Per product, how many distinct trigrams each extent of its words has (`writeExtentSizes`), from extentStarts[ordinal]. */
  extentSizes: Uint8Array;
  extentStarts: Int32Array;
  /** The products of each lexeme that a sixteenth of them or more have, as bits by ordinal. */
  lexemeBits: Map<number, Uint32Array>;
};

/** Each product's trigrams of "name category", and where its name ends (see SuggestionIndex). */
type IndexedTexts = Pick<IndexParts, "dictionary" | "trigrams" | "bounds" | "starts" | "nameEnds">;

/**
 * Each name's distinct trigrams, tagged with how many distinct trigrams its shortest word with the
 * trigram has (255 at most: more only loosens the bound it serves). Stamps say which trigrams were
 * seen in this word, in this name, and put in the lists for this name.
 */
function nameTrigramLists(texts: IndexedTexts, breathe: Breathe): Promise<TaggedPostings> {
  const { dictionary, trigrams, bounds, starts, nameEnds } = texts;
  const [inWord, inName, listed] = [0, 1, 2].map(() => new Uint32Array(dictionary.size));
  const shortest = new Uint8Array(dictionary.size);
  let [visit, word] = [0, 0];
  const names = nameEnds.length;
  const trigramsOf = (ordinal: number, add: (trigram: number, tag: number) => void) => {
    visit++;
    const from = starts[ordinal];
    const to = nameEnds[ordinal];
    for (let wordStart = from, distinct = 0, i = from; i < to; i++) {
      if (bounds[i] & LEFT_BOUND) {
        wordStart = i;
        distinct = 0;
        word++;
      }
      if (inWord[trigrams[i]] !== word) distinct++;
      inWord[trigrams[i]] = word;
      if (!(bounds[i] & RIGHT_BOUND)) continue;
      const length = Math.min(255, distinct);
      for (let w = wordStart; w <= i; w++) {
        const t = trigrams[w];
        if (inName[t] !== visit || length < shortest[t]) shortest[t] = length;
        inName[t] = visit;
      }
    }
    for (let i = from; i < to; i++) {
      if (listed[trigrams[i]] !== visit) add(trigrams[i], shortest[trigrams[i]]);
      listed[trigrams[i]] = visit;
    }
  };
  return invertTagged(dictionary.size, names, trigramsOf, breathe);
}

/**
 * The search dropdown's matching and ranking over the active catalog, in memory: the same three ways
 * of matching and the same order as the SQL suggestions (src/search/suggestions.ts), without a scan of
 * the text indexes per keystroke. Products are numbered most reviewed first, so that where a way of
 * matching has more than CANDIDATES products, the most reviewed are put forward.
 */
export class SuggestionIndex {
  /**
   * Per name, how many of the query's trigrams it has, and the shortest of its words that has one
   * (`nearSpellings`): 0 and 255 between uses.
   */
  private readonly shared: Uint16Array;
  private readonly sharingShortest: Uint8Array;
  /** Per product, how many of the typed words it has (`withWords`), counted from `markBase`. */
  private readonly wordMarks: Int32Array;
  private markBase = 0;

  private constructor(
    private readonly shown: ShownColumns,
    private readonly lexemes: TextColumn,
    private readonly lexemePostings: Postings,
    private readonly parts: IndexParts,
  ) {
    const n = parts.byLowerName.length;
    this.shared = new Uint16Array(n);
    this.sharingShortest = new Uint8Array(n).fill(255);
    this.wordMarks = new Int32Array(n);
  }

  /**
   * The index of `shown` (`names` as `shown.names`, as strings for the build only; `lexemes` sorted),
   * in slices (`breathe`): it is built while the shop serves.
   */
  static async build(
    shown: ShownColumns,
    names: string[],
    lexemes: TextColumn,
    lexemePostings: Postings,
    breathe: Breathe,
  ): Promise<SuggestionIndex> {
    const n = names.length;
    const lowerNames = names.map((name) => name.toLowerCase());
    const byLowerName = await sortInSlices(
      Int32Array.from(names.keys()),
      (a, b) => (lowerNames[a] < lowerNames[b] ? -1 : lowerNames[a] > lowerNames[b] ? 1 : a - b),
      breathe,
    );
    const lowerNamePosition = new Int32Array(n);
    byLowerName.forEach((ordinal, position) => (lowerNamePosition[ordinal] = position));
    // Numbered first, so that the arrays are sized exactly beforehand, as the builder's columns are.
    const dictionary = new TrigramDictionary();
    const categoryOf = (ordinal: number) => shown.categories[shown.categoryOf[ordinal]];
    const nameCounts = new Int32Array(n);
    await forEachInSlices(n, breathe, (ordinal) => (nameCounts[ordinal] = dictionary.add(names[ordinal])));
    const categoryCounts = shown.categories.map((category) => dictionary.add(category));
    let total = 0;
    for (let ordinal = 0; ordinal < n; ordinal++)
      total += nameCounts[ordinal] + categoryCounts[shown.categoryOf[ordinal]];
    // Half the memory while the catalog has at most 65,536 distinct trigrams, as most do.
    const trigrams = dictionary.size > 0x10000 ? new Int32Array(total) : new Uint16Array(total);
    const bounds = new Uint8Array(total);
    const nameEnds = new Int32Array(n);
    const starts = new Int32Array(n + 1);
    let at = 0;
    await forEachInSlices(n, breathe, (ordinal) => {
      at = nameEnds[ordinal] = dictionary.write(names[ordinal], trigrams, bounds, at);
      at = starts[ordinal + 1] = dictionary.write(categoryOf(ordinal), trigrams, bounds, at);
    });
    const texts = { dictionary, trigrams, bounds, starts, nameEnds };
    const nameTrigramPostings = await nameTrigramLists(texts, breathe);
    const extentStarts = new Int32Array(n + 1);
    await forEachInSlices(n, breathe, (ordinal) => {
      let words = 0;
      for (let i = starts[ordinal]; i < starts[ordinal + 1]; i++) if (bounds[i] & LEFT_BOUND) words++;
      extentStarts[ordinal + 1] = extentStarts[ordinal] + extentCount(words);
    });
    const extentSizes = new Uint8Array(extentStarts[n]);
    const scratch = new SimilarityScratch(dictionary.size);
    await forEachInSlices(n, breathe, (ordinal) =>
      scratch.writeExtentSizes(
        trigrams,
        bounds,
        starts[ordinal],
        starts[ordinal + 1],
        extentSizes,
        extentStarts[ordinal],
      ),
    );
    const lexemeBits = new Map<number, Uint32Array>();
    await forEachInSlices(lexemes.length, breathe, (lexeme) => {
      const products = listStart(lexemePostings, lexeme + 1) - listStart(lexemePostings, lexeme);
      if (products * DENSE_LEXEME_SHARE < n) return;
      const bits = new Uint32Array((n >> 5) + 1);
      forEachPosting(lexemePostings, lexeme, lexeme + 1, (ordinal) => (bits[ordinal >> 5] |= 1 << (ordinal & 31)));
      lexemeBits.set(lexeme, bits);
    });
    return new SuggestionIndex(shown, lexemes, lexemePostings, {
      ...texts,
      byLowerName,
      lowerNamePosition,
      nameTrigramPostings,
      scratch,
      extentSizes,
      extentStarts,
      lexemeBits,
    });
  }

  /** How many products it holds. */
  get size(): number {
    return this.parts.byLowerName.length;
  }

  /**
   * Up to SEARCH_MAX_SUGGESTIONS products for `text`, best first: names that start with it,
   * then products with every word of `words` (the stemmed prefixes of the typed words, null when none
   * counts), then near spellings of names, each group by similarity to "name category", then reviews.
   */
  suggest(text: string, words: string[] | null): SearchSuggestion[] {
    const [from, to] = prefixRange(
      this.parts.byLowerName.length,
      (i) => this.lowerName(this.parts.byLowerName[i]),
      text.toLowerCase(),
    );
    const startsWithText = (ordinal: number) =>
      from <= this.parts.lowerNamePosition[ordinal] && this.parts.lowerNamePosition[ordinal] < to;
    const named = this.namesStartingWith(from, to);
    // Names that start with the text rank first: with a full list of them, no other product can make it.
    const worded = words && named.length < SEARCH_MAX_SUGGESTIONS ? this.withWords(words) : [];
    const found = new Set([...named, ...worded]);
    const query = this.parts.dictionary.sequence(text);
    this.parts.scratch.setQuery(query);
    // Near spellings are only looked for when the words found fewer than a full list, so all the
    // products with the words are in `worded`: a candidate's group follows from where it was found.
    const candidates = found.size < SEARCH_MAX_SUGGESTIONS ? new Set([...found, ...this.nearSpellings(query)]) : found;
    const wordedSet = new Set(worded);
    return this.best(
      [...candidates].map((ordinal) => ({
        ordinal,
        group: startsWithText(ordinal) ? 0 : wordedSet.has(ordinal) ? 1 : 2,
        similarity: this.parts.scratch.boundIn(
          this.parts.trigrams,
          this.parts.bounds,
          this.parts.starts[ordinal],
          this.parts.starts[ordinal + 1],
          this.parts.extentSizes,
          this.parts.extentStarts[ordinal],
          this.textWords(ordinal),
        ),
      })),
    ).map((r) => this.suggestion(r.ordinal));
  }

  /**
   * The first SEARCH_MAX_SUGGESTIONS of `ranked` by group, similarity to "name category", then
   * ordinal (the order of reviews, then names: the SQL's last two keys). Each comes with a bound of its
   * similarity; the exact one, which costs several times more, is computed best bound first, and only
   * while a candidate could still make the list.
   */
  private best(ranked: Ranked[]): Ranked[] {
    ranked.sort(rankOrder);
    const best: Ranked[] = [];
    for (const candidate of ranked) {
      if (best.length === SEARCH_MAX_SUGGESTIONS && rankOrder(best[best.length - 1], candidate) < 0) break;
      candidate.similarity = this.similarity(candidate.ordinal, this.parts.starts[candidate.ordinal + 1]);
      let at = best.length;
      while (at > 0 && rankOrder(best[at - 1], candidate) > 0) at--;
      best.splice(at, 0, candidate);
      best.length = Math.min(best.length, SEARCH_MAX_SUGGESTIONS);
    }
    return best;
  }

  /**
   * The strict word similarity of the typed text to the product's "name category", or to its name
   * alone when `to` is where its name ends; `enough` as in `strictWordSimilarity`. By word where its
   * extents' sizes serve, else trigram by trigram.
   */
  private similarity(ordinal: number, to: number, enough = Infinity): number {
    const { trigrams, bounds, scratch, extentSizes } = this.parts;
    const [from, at] = [this.parts.starts[ordinal], this.parts.extentStarts[ordinal]];
    if (!scratch.canCompareByWords(extentSizes, at))
      return scratch.strictWordSimilarity(trigrams, bounds, from, to, enough);
    return scratch.similarityByWords(trigrams, bounds, from, to, extentSizes, at, this.textWords(ordinal), enough);
  }

  /** How many words the product's "name category" has: extentCount's inverse, w(w+1)/2 extents for w words. */
  private textWords(ordinal: number): number {
    return (Math.sqrt(8 * (this.parts.extentStarts[ordinal + 1] - this.parts.extentStarts[ordinal]) + 1) - 1) / 2;
  }

  private suggestion(ordinal: number): SearchSuggestion {
    const { ids, names, pricesKobo, imageUrls, categories, categoryOf } = this.shown;
    return {
      id: ids.at(ordinal),
      name: names.at(ordinal),
      priceKobo: pricesKobo[ordinal],
      imageUrl: imageUrls.at(ordinal),
      category: categories[categoryOf[ordinal]],
    };
  }

  /** Lowercased when needed rather than kept: a second copy of every name would cost more. */
  private lowerName(ordinal: number): string {
    return this.shown.names.at(ordinal).toLowerCase();
  }

  /** The CANDIDATES most reviewed names that start with the text, whose names are byLowerName[from, to). */
  private namesStartingWith(from: number, to: number): number[] {
    const range = this.parts.byLowerName.subarray(from, to);
    if (range.length <= CANDIDATES) return Array.from(range).sort((a, b) => a - b);
    return smallestOrdinals(range, CANDIDATES, this.parts.byLowerName.length);
  }

  private lexemeRange(word: string): [number, number] {
    return prefixRange(this.lexemes.length, (i) => this.lexemes.at(i), word);
  }

  private postingsCount([from, to]: [number, number]): number {
    return listStart(this.lexemePostings, to) - listStart(this.lexemePostings, from);
  }

  /**
   * Products with, for each word, a lexeme starting with it (the SQL `word:* & …` prefix query): the
   * products of each other word are marked first, word after word (a mark counts the words a product
   * has so far), then the rarest word's products are read in order and those marked with every other
   * word kept, so each list is read once. (A cursor per lexeme of each other word, moved along the rarest
   * word's products, did that too but cost more per product read.)
   */
  private withWords(words: string[]): number[] {
    if (!words.length) return [];
    const ranges = words.map((word) => this.lexemeRange(word));
    ranges.sort((a, b) => this.postingsCount(a) - this.postingsCount(b));
    const bitsOfWords = ranges.map((range) => this.bitsOf(range));
    if (bitsOfWords.every((bits) => bits !== null)) return productsWithAll(bitsOfWords as Uint32Array[][]);
    const [[from, to], ...others] = ranges;
    // A common word ("polo" in "lagos polo") is asked of its bits per product read, not marked in full.
    const tested = bitsOfWords.slice(1);
    const marked = others.filter((_, w) => tested[w] === null);
    const marks = this.wordMarks;
    if (this.markBase + marked.length + 1 > 0x7fffffff) {
      marks.fill(0);
      this.markBase = 0;
    }
    const base = this.markBase;
    this.markBase += marked.length + 1;
    marked.forEach(([first, last], w) =>
      forEachPosting(this.lexemePostings, first, last, (ordinal) => {
        if (w === 0 || marks[ordinal] === base + w) marks[ordinal] = base + w + 1;
      }),
    );
    const withAll = base + marked.length;
    const testedBits = tested.filter((bits) => bits !== null);
    const hasAllTested = (ordinal: number) => {
      const [word, bit] = [ordinal >> 5, 1 << (ordinal & 31)];
      for (const bits of testedBits) {
        let has = false;
        for (let l = 0; l < bits.length && !has; l++) has = (bits[l][word] & bit) !== 0;
        if (!has) return false;
      }
      return true;
    };
    const matches: number[] = [];
    mergeAscending(
      this.lexemePostings,
      Array.from({ length: to - from }, (_, i) => from + i),
      (ordinal) => {
        if ((marked.length === 0 || marks[ordinal] === withAll) && hasAllTested(ordinal)) matches.push(ordinal);
        return matches.length < CANDIDATES;
      },
    );
    return matches;
  }

  /** The bits of each lexeme of a word's range, when every one has them and there are few; else null. */
  private bitsOf([from, to]: [number, number]): Uint32Array[] | null {
    if (to - from > MOST_TESTED_LEXEMES) return null;
    const bits: Uint32Array[] = [];
    for (let lexeme = from; lexeme < to; lexeme++) {
      const each = this.parts.lexemeBits.get(lexeme);
      if (!each) return null;
      bits.push(each);
    }
    return bits;
  }

  /**
   * Names whose strict word similarity to the typed text (`query`, already set on the scratch) reaches
   * TYPO_SIMILARITY (the SQL `name %>> text`), most reviewed first, until CANDIDATES are found. The
   * text's trigram lists are read a block of ordinals at a time, tallying per name how many of its
   * trigrams each has and its shortest word with one (a tight pass over typed arrays); a name is
   * compared in full only if those could reach the threshold (see `bound`).
   */
  private nearSpellings(query: TrigramSequence): number[] {
    const { spans, starts, values, tags } = this.parts.nameTrigramPostings;
    const lists = [...new Set(query.trigrams)].filter((t) => t >= 0);
    // A name needs this many of the query's trigrams to be near, whatever its words (see `bound`).
    let fewestShared = 1;
    while (fewestShared <= lists.length && this.parts.scratch.bound(fewestShared, 0) < TYPO_SIMILARITY) fewestShared++;
    if (fewestShared > lists.length) return [];
    const at = new Int32Array(lists.length);
    const ends = new Int32Array(lists.length);
    const { shared, sharingShortest } = this;
    const near: number[] = [];
    let spanStart = -1;
    for (let block = 0; block < shared.length && near.length < CANDIDATES; block += NEAR_SPELLING_BLOCK) {
      if (block >> SPAN_BITS !== spanStart >> SPAN_BITS) {
        const span = block >> SPAN_BITS;
        spanStart = span << SPAN_BITS;
        lists.forEach((t, l) => {
          at[l] = starts[t * spans + span];
          ends[l] = starts[t * spans + span + 1];
        });
      }
      const blockEnd = Math.min(shared.length, block + NEAR_SPELLING_BLOCK);
      // The lists keep each ordinal as its place in the span.
      const placeEnd = blockEnd - spanStart;
      let tallied = 0;
      for (let l = 0; l < lists.length; l++) {
        // Locals, not at[l]: a typed array's elements are reloaded after every write to another.
        const [from, end] = [at[l], ends[l]];
        let i = from;
        for (; i < end && values[i] < placeEnd; i++) {
          const ordinal = spanStart + values[i];
          shared[ordinal]++;
          if (tags[i] < sharingShortest[ordinal]) sharingShortest[ordinal] = tags[i];
        }
        at[l] = i;
        tallied += i - from;
      }
      for (let ordinal = block; tallied > 0 && ordinal < blockEnd; ordinal++) {
        if (shared[ordinal] === 0) continue;
        if (
          shared[ordinal] >= fewestShared &&
          near.length < CANDIDATES &&
          this.isNearSpelling(ordinal, shared[ordinal], sharingShortest[ordinal])
        )
          near.push(ordinal);
        tallied -= shared[ordinal];
        shared[ordinal] = 0;
        sharingShortest[ordinal] = 255;
      }
    }
    return near;
  }

  /**
   * Whether the name of `ordinal`, which has `shared` of the query's trigrams and whose shortest word
   * with one has `shortest` trigrams, is a near spelling of it.
   */
  private isNearSpelling(ordinal: number, shared: number, shortest: number): boolean {
    return (
      this.parts.scratch.bound(shared, shortest) >= TYPO_SIMILARITY &&
      this.similarity(ordinal, this.parts.nameEnds[ordinal], TYPO_SIMILARITY) >= TYPO_SIMILARITY
    );
  }
}
