// Posting lists of the suggestion index: for each key (a word or a trigram), the products that have
// it, by ordinal, ascending, packed in typed arrays (CSR) so that 100,000 products cost a few MB.

import { forEachInSlices, type Breathe } from "@/platform/time-slices";

/** Ordinals per span: a list keeps each ordinal as its place in its span, in 16 bits. */
export const SPAN_BITS = 16;

/**
 * A compressed list of ordinals per key (CSR), with each list cut into spans of 65,536 ordinals so that
 * an ordinal takes 2 bytes, not 4 (5.8 MB less at 100,000 products, issue 13). Key k's ordinals in span
 * s are `(s << SPAN_BITS) + values[i]` for i in `[starts[k * spans + s], starts[k * spans + s + 1])`; a
 * key's list, or a range of keys' lists, is one run of `values`.
 */
export type Postings = { spans: number; starts: Int32Array; values: Uint16Array };

/** Where the list of `key` starts in `values` (and the list of `key - 1` ends). */
export function listStart(postings: Postings, key: number): number {
  return postings.starts[key * postings.spans];
}

/** Visits each ordinal in the lists of keys `from` to `to` (exclusive), each list in ascending order. */
export function forEachPosting(postings: Postings, from: number, to: number, visit: (ordinal: number) => void) {
  const { spans, starts, values } = postings;
  for (let slot = from * spans; slot < to * spans; slot++) {
    const base = (slot % spans) << SPAN_BITS;
    for (let i = starts[slot]; i < starts[slot + 1]; i++) visit(base + values[i]);
  }
}

/**
 * Visits, in ascending order, each ordinal in any of the posting lists `keys`, until `visit`
 * returns false. A heap of the lists' heads, span by span: nothing is sorted or
 * collected, so a common prefix costs only as far as the first matches go.
 */
export function mergeAscending(postings: Postings, keys: number[], visit: (ordinal: number) => boolean) {
  const { spans, starts, values } = postings;
  for (let span = 0; span < spans; span++) {
    const base = span << SPAN_BITS;
    const lists = keys.map((key) => key * spans + span).filter((slot) => starts[slot] < starts[slot + 1]);
    if (lists.length === 1) {
      // One list (a word with one lexeme that starts with it, as most have): read it straight.
      for (let i = starts[lists[0]]; i < starts[lists[0] + 1]; i++) if (!visit(base + values[i])) return;
      continue;
    }
    const at = Int32Array.from(lists, (slot) => starts[slot]);
    const ends = Int32Array.from(lists, (slot) => starts[slot + 1]);
    const heap = Int32Array.from(lists.keys());
    let size = heap.length;
    for (let h = (size >> 1) - 1; h >= 0; h--) siftDown(heap, size, h, values, at);
    while (size > 0) {
      const ordinal = values[at[heap[0]]];
      while (size > 0 && values[at[heap[0]]] === ordinal) {
        if (++at[heap[0]] === ends[heap[0]]) heap[0] = heap[--size];
        siftDown(heap, size, 0, values, at);
      }
      if (!visit(base + ordinal)) return;
    }
  }
}

/** Restores the heap order of list heads (`values[at[list]]`) below position `h`. */
function siftDown(heap: Int32Array, size: number, h: number, values: Uint16Array, at: Int32Array) {
  for (;;) {
    const left = 2 * h + 1;
    const right = left + 1;
    let least = h;
    if (left < size && values[at[heap[left]]] < values[at[heap[least]]]) least = left;
    if (right < size && values[at[heap[right]]] < values[at[heap[least]]]) least = right;
    if (least === h) return;
    const swap = heap[h];
    heap[h] = heap[least];
    heap[least] = swap;
    h = least;
  }
}

/** Postings with one small number per entry, such as a product's shortest word that has the trigram. */
export type TaggedPostings = Postings & { tags: Uint8Array };

/**
 * Lists keyed 0..keys-1 of the items 0..items-1 that have each key, from what `keysOf` visits for each
 * item (each key once per item). Counted first, then filled, so that nothing grows and is thrown away;
 * in slices (`breathe`), as the index is built while the shop serves.
 */
export async function invert(
  keys: number,
  items: number,
  keysOf: (item: number, visit: (key: number) => void) => void,
  breathe: Breathe,
): Promise<Postings> {
  const { spans, starts, values } = await invertWith(keys, items, keysOf, false, breathe);
  return { spans, starts, values };
}

/** `invert`, keeping the tag each entry was visited with (0–255). */
export function invertTagged(
  keys: number,
  items: number,
  keysOf: (item: number, visit: (key: number, tag: number) => void) => void,
  breathe: Breathe,
): Promise<TaggedPostings> {
  return invertWith(keys, items, keysOf, true, breathe);
}

async function invertWith(
  keys: number,
  items: number,
  keysOf: (item: number, visit: (key: number, tag?: number) => void) => void,
  tagged: boolean,
  breathe: Breathe,
): Promise<TaggedPostings> {
  const spans = Math.max(1, Math.ceil(items / 2 ** SPAN_BITS));
  const slots = keys * spans;
  const starts = new Int32Array(slots + 1);
  let span = 0;
  const count = (key: number) => starts[key * spans + span + 1]++;
  await forEachInSlices(items, breathe, (item) => {
    span = item >>> SPAN_BITS;
    keysOf(item, count);
  });
  for (let s = 0; s < slots; s++) starts[s + 1] += starts[s];
  const filled = starts.slice(0, slots);
  const values = new Uint16Array(starts[slots]);
  const tags = new Uint8Array(tagged ? starts[slots] : 0);
  await forEachInSlices(items, breathe, (item) => {
    const [at, place] = [item >>> SPAN_BITS, item & (2 ** SPAN_BITS - 1)];
    keysOf(item, (key, tag) => {
      const slot = key * spans + at;
      if (tagged) tags[filled[slot]] = tag!;
      values[filled[slot]++] = place;
    });
  });
  return { spans, starts, values, tags };
}
