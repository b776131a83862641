// pg_trgm's strict word similarity (contrib/pg_trgm/trgm_op.c), computed in the server's memory so that
// the suggestion index ranks and tolerates typos exactly as PostgreSQL's `strict_word_similarity` and
// `%>>` do. Trigrams are numbered by a shared dictionary; numbers stand for the 3-letter strings.

const WORD = /[\p{L}\p{N}]+/gu;

/** A text's trigrams in order, and which of them start (1) or end (2) a word. */
export type TrigramSequence = { trigrams: number[]; bounds: number[] };

export const LEFT_BOUND = 1;
export const RIGHT_BOUND = 2;
/** A lowercased word with letters outside the BMP, which take two code units each. */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Visits each trigram of `text` in order, with whether it starts (LEFT_BOUND) or ends (RIGHT_BOUND)
 * its word: the words lowercased and padded as pg_trgm pads them ("  word "). Only the trigrams' own
 * strings are made, no array per word or text: the index build sequences every name of the catalog,
 * and per-name arrays there once piled 50 MB of garbage a quarter second into the old generation.
 */
function eachTrigram(text: string, visit: (trigram: string, bound: number) => void) {
  for (const [word] of text.matchAll(WORD)) {
    const padded = `  ${word.toLowerCase()} `;
    const letters: ArrayLike<string> = SURROGATE.test(padded) ? Array.from(padded) : padded;
    const last = letters.length - 3;
    for (let i = 0; i <= last; i++) {
      const bound = (i === 0 ? LEFT_BOUND : 0) | (i === last ? RIGHT_BOUND : 0);
      visit(letters[i] + letters[i + 1] + letters[i + 2], bound);
    }
  }
}

/** Numbers for trigrams; the index's dictionary grows as texts are added, a query's lookups do not. */
export class TrigramDictionary {
  private readonly numbers = new Map<string, number>();

  /** Numbers every trigram of `text` not yet numbered; says how many trigrams it has in sequence. */
  add(text: string): number {
    let count = 0;
    eachTrigram(text, (trigram) => {
      if (!this.numbers.has(trigram)) this.numbers.set(trigram, this.numbers.size);
      count++;
    });
    return count;
  }

  /**
   * Writes the numbers of the trigrams of `text`, all added before, and their word bounds from `at`;
   * says where they end.
   */
  write(text: string, trigrams: Uint16Array | Int32Array, bounds: Uint8Array, at: number): number {
    eachTrigram(text, (trigram, bound) => {
      trigrams[at] = this.numbers.get(trigram)!;
      bounds[at++] = bound;
    });
    return at;
  }

  /**
   * The trigrams of each word of `text`, lowercased and padded as pg_trgm pads ("  word "), as a query
   * reads them: a trigram no indexed text has gets a negative number, which matches nothing but still counts.
   */
  sequence(text: string): TrigramSequence {
    const trigrams: number[] = [];
    const bounds: number[] = [];
    const unknown = new Map<string, number>();
    eachTrigram(text, (trigram, bound) => {
      let number = this.numbers.get(trigram) ?? unknown.get(trigram);
      if (number === undefined) unknown.set(trigram, (number = -1 - unknown.size));
      trigrams.push(number);
      bounds.push(bound);
    });
    return { trigrams, bounds };
  }

  get size(): number {
    return this.numbers.size;
  }
}

/** Where the extent of words first..last is among a text's extent sizes (`writeExtentSizes`). */
function extentIndex(words: number, first: number, last: number): number {
  return first * words - ((first * (first - 1)) >> 1) + last - first;
}

/** How many extent sizes a text of `words` words has. */
export const extentCount = (words: number) => (words * (words + 1)) >> 1;

function popCount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** pg_trgm's float4 similarity: shared trigrams over the union of both sets. */
function similarityOf(count: number, queryCount: number, extentCount: number): number {
  return Math.fround(count / (queryCount + extentCount - count));
}

/**
 * Working memory for similarities against one query, sized to the dictionary: which trigrams the
 * query has, and where each trigram was last seen in the text being compared. Stamps instead of
 * clearing keep each comparison free of allocation.
 */
export class SimilarityScratch {
  private readonly inQuery: Uint32Array;
  private readonly seenStamp: Uint32Array;
  private readonly seenAt: Int32Array;
  private readonly wordStamp: Uint32Array;
  /** Per word of the text `boundIn` reads: its distinct trigrams in the query, and the others. */
  private readonly wordShared: number[] = [];
  private readonly wordOthers: number[] = [];
  /** Per trigram of the current query, its bit in a word's mask (`similarityByWords`). */
  private readonly queryBit: Uint8Array;
  /** Whether the query's known trigrams fit the 32 bits of a word's mask. */
  private queryFitsMasks = false;
  /** Per word of the text `similarityByWords` reads, the query's trigrams it has; then per first word, those of the extent to the last. */
  private readonly wordMasks: number[] = [];
  private readonly extentMasks: number[] = [];
  private query = 0;
  private text = 0;
  private word = 0;
  /** How many distinct trigrams the current query has. */
  queryTrigrams = 0;

  constructor(dictionarySize: number) {
    this.inQuery = new Uint32Array(dictionarySize);
    this.seenStamp = new Uint32Array(dictionarySize);
    this.seenAt = new Int32Array(dictionarySize);
    this.wordStamp = new Uint32Array(dictionarySize);
    this.queryBit = new Uint8Array(dictionarySize);
  }

  /** Makes `sequence` the query the next comparisons are against. */
  setQuery(sequence: TrigramSequence) {
    this.query++;
    this.queryTrigrams = new Set(sequence.trigrams).size;
    let bits = 0;
    for (const t of sequence.trigrams) {
      if (t < 0 || this.inQuery[t] === this.query) continue;
      this.inQuery[t] = this.query;
      this.queryBit[t] = bits++ & 31;
    }
    this.queryFitsMasks = bits <= 32;
  }

  /**
   * Writes how many distinct trigrams each extent of whole words of trigrams[from, to) has, from `at`,
   * extents by first word, then last (`extentIndex`); says where they end. A text with an extent of
   * more than 255 gets a 0 first, which no extent has: it is compared trigram by trigram instead.
   */
  writeExtentSizes(
    trigrams: ArrayLike<number>,
    bounds: ArrayLike<number>,
    from: number,
    to: number,
    sizes: Uint8Array,
    at: number,
  ): number {
    const first = at;
    let tooLarge = false;
    for (let start = from; start < to; start++) {
      if (!(bounds[start] & LEFT_BOUND)) continue;
      const stamp = ++this.text;
      let distinct = 0;
      for (let i = start; i < to; i++) {
        if (this.seenStamp[trigrams[i]] !== stamp) distinct++;
        this.seenStamp[trigrams[i]] = stamp;
        if (!(bounds[i] & RIGHT_BOUND)) continue;
        tooLarge ||= distinct > 255;
        sizes[at++] = Math.min(distinct, 255);
      }
    }
    if (tooLarge) sizes[first] = 0;
    return at;
  }

  /** Whether `similarityByWords` can compare against the current query with these sizes. */
  canCompareByWords(sizes: Uint8Array, at: number): boolean {
    return this.queryFitsMasks && sizes[at] !== 0;
  }

  /**
   * `strictWordSimilarity`, step by step the same, by word instead of by trigram: the distinct
   * trigrams of each extent come with the index (`writeExtentSizes`, for all `textWords` words of
   * the text; trigrams[from, to) may be its first words only), and those it shares with the query are
   * the bits of its words' masks. A text's trigrams are read once, not once per word end.
   */
  similarityByWords(
    trigrams: ArrayLike<number>,
    bounds: ArrayLike<number>,
    from: number,
    to: number,
    sizes: Uint8Array,
    at: number,
    textWords: number,
    enough = Infinity,
  ): number {
    const { inQuery, queryBit, query, wordMasks, extentMasks } = this;
    let words = 0;
    for (let i = from; i < to; i++) {
      if (bounds[i] & LEFT_BOUND) wordMasks[words++] = 0;
      const t = trigrams[i];
      if (inQuery[t] === query) wordMasks[words - 1] |= 1 << queryBit[t];
    }
    const queryTrigrams = this.queryTrigrams;
    let best = 0;
    let lower = 0;
    for (let last = 0; last < words; last++) {
      extentMasks[last] = wordMasks[last];
      for (let first = last - 1; first >= lower; first--)
        extentMasks[first] = extentMasks[first + 1] | wordMasks[first];
      // Extents ending at `last` that start at `lower` or later, as pg_trgm tries them: the first is current.
      let row = at + extentIndex(textWords, lower, last);
      let current = similarityOf(popCount(extentMasks[lower]), queryTrigrams, sizes[row]);
      if (current >= enough) return current;
      for (let first = lower + 1; first <= last; first++) {
        row += textWords - first;
        const similarity = similarityOf(popCount(extentMasks[first]), queryTrigrams, sizes[row]);
        if (similarity > current) {
          current = similarity;
          lower = first;
          if (current >= enough) return current;
        }
      }
      best = best > current ? best : current;
    }
    return best;
  }

  /**
   * The most `strictWordSimilarity` can give for a text that has `shared` of the query's trigrams and
   * whose shortest word with one has `shortest` distinct trigrams: an extent shares at most those, and
   * holds at least as many distinct trigrams as each word in it, so at most
   * shared / (query + max(shared, shortest) - shared).
   */
  bound(shared: number, shortest: number): number {
    return shared ? similarityOf(shared, this.queryTrigrams, Math.max(shared, shortest)) : 0;
  }

  /**
   * At least `strictWordSimilarity` for the text trigrams[from, to), from what each word shares with
   * the query and what else it has. An extent of words shares at most the sum of what its words share
   * (and what the whole text shares), and has at least as many other trigrams as each of its words, so
   * its similarity is at most min(sum, text) / (query + most others); the best extent's is the most.
   * Per word counts and one small loop over extents cost a fraction of the exact similarity. Each
   * word's size is read from the text's extent sizes (`writeExtentSizes`: `textWords` words, from `at`).
   */
  boundIn(
    trigrams: ArrayLike<number>,
    bounds: ArrayLike<number>,
    from: number,
    to: number,
    sizes: Uint8Array,
    at: number,
    textWords: number,
  ): number {
    const stamp = ++this.text;
    const { seenStamp, wordStamp, inQuery, query, wordShared, wordOthers } = this;
    let textShared = 0;
    let words = 0;
    let word = this.word;
    // Only the query's trigrams are looked at: each word's size is its extent's (`writeExtentSizes`).
    for (let i = from; i < to; i++) {
      const bound = bounds[i];
      if (bound & LEFT_BOUND) {
        word++;
        wordShared[words] = 0;
        wordOthers[words] = sizes[at + extentIndex(textWords, words, words)];
        words++;
      }
      const t = trigrams[i];
      if (inQuery[t] !== query) continue;
      if (wordStamp[t] !== word) {
        wordStamp[t] = word;
        wordShared[words - 1]++;
        wordOthers[words - 1]--;
      }
      if (seenStamp[t] !== stamp) {
        seenStamp[t] = stamp;
        textShared++;
      }
    }
    this.word = word;
    let best = 0;
    for (let first = 0; first < words; first++) {
      if (!wordShared[first]) continue;
      let shared = 0;
      let others = 0;
      for (let last = first; last < words; last++) {
        shared += wordShared[last];
        // From 0: a text with an extent of more than 255 trigrams may count fewer others than shared.
        others = Math.max(others, wordOthers[last]);
        const most = Math.min(shared, textShared);
        if (wordShared[last]) best = Math.max(best, similarityOf(most, this.queryTrigrams, most + others));
      }
    }
    return best;
  }

  /**
   * strict_word_similarity(query, text) for a text given as trigrams[from, to) with their word
   * bounds: the best similarity between the query's trigram set and an extent of the text that starts
   * and ends on word bounds. Follows iterate_word_similarity() step by step, including how it moves
   * the extent's lower end, so that ties and thresholds come out as PostgreSQL's do. Stops at the
   * first extent that reaches `enough`, as pg_trgm's WORD_SIMILARITY_CHECK_ONLY does for `%>>`.
   */
  strictWordSimilarity(
    trigrams: ArrayLike<number>,
    bounds: ArrayLike<number>,
    from: number,
    to: number,
    enough = Infinity,
  ): number {
    const stamp = ++this.text;
    const { seenStamp, seenAt, inQuery, query } = this;
    let distinct = 0;
    let count = 0;
    let lower = from;
    let best = 0;
    for (let i = from; i < to; i++) {
      const t = trigrams[i];
      if (seenStamp[t] !== stamp || seenAt[t] < 0) {
        distinct++;
        if (inQuery[t] === query) count++;
      }
      seenStamp[t] = stamp;
      seenAt[t] = i;
      if (!(bounds[i] & RIGHT_BOUND)) continue;
      let current = similarityOf(count, this.queryTrigrams, distinct);
      if (current >= enough) return current;
      let trialDistinct = distinct;
      let trialCount = count;
      const previousLower = lower;
      for (let trial = lower; trial <= i; trial++) {
        if (bounds[trial] & LEFT_BOUND) {
          const similarity = similarityOf(trialCount, this.queryTrigrams, trialDistinct);
          if (similarity > current) {
            current = similarity;
            distinct = trialDistinct;
            lower = trial;
            count = trialCount;
            if (current >= enough) return current;
          }
        }
        const trialTrigram = trigrams[trial];
        if (seenStamp[trialTrigram] === stamp && seenAt[trialTrigram] === trial) {
          trialDistinct--;
          if (inQuery[trialTrigram] === query) trialCount--;
        }
      }
      best = best > current ? best : current;
      for (let dropped = previousLower; dropped < lower; dropped++) {
        const droppedTrigram = trigrams[dropped];
        if (seenStamp[droppedTrigram] === stamp && seenAt[droppedTrigram] === dropped) seenAt[droppedTrigram] = -1;
      }
    }
    return best;
  }
}
