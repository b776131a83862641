// Posting lists of the suggestion index: for each key (a word or a trigram), the products that have
// it, by ordinal, ascending, packed in typed arrays (CSR) so that 100,000 products cost a few MB.

import { forEachInSlices, type Breathe } from "@/platform/time-slices";

/** A compressed list of ordinals per key (CSR): key k's ordinals are values[starts[k]..starts[k+1]). */
export type Postings = { starts: Int32Array; values: Int32Array };

/**
 * Visits, in ascending order, each ordinal in any of the posting lists `keys`, until `visit`
 * returns false. A heap of the lists' heads: nothing is sorted or
 * collected, so a common prefix costs only as far as the first matches go.
 */
export function mergeAscending(postings: Postings, keys: number[], visit: (ordinal: number) => boolean) {
  const { starts, values } = postings;
  const lists = keys.filter((key) => starts[key] < starts[key + 1]);
  if (lists.length === 1) {
    // One list (a word with one lexeme that starts with it, as most have): read it straight.
    for (let i = starts[lists[0]]; i < starts[lists[0] + 1]; i++) if (!visit(values[i])) return;
    return;
  }
  const at = Int32Array.from(lists, (key) => starts[key]);
  const ends = Int32Array.from(lists, (key) => starts[key + 1]);
  const heap = Int32Array.from(lists.keys());
  let size = heap.length;
  for (let h = (size >> 1) - 1; h >= 0; h--) siftDown(heap, size, h, values, at);
  while (size > 0) {
    const ordinal = values[at[heap[0]]];
    while (size > 0 && values[at[heap[0]]] === ordinal) {
      if (++at[heap[0]] === ends[heap[0]]) heap[0] = heap[--size];
      siftDown(heap, size, 0, values, at);
    }
    if (!visit(ordinal)) return;
  }
}

/** Restores the heap order of list heads (`values[at[list]]`) below position `h`. */
function siftDown(heap: Int32Array, size: number, h: number, values: Int32Array, at: Int32Array) {
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
  const { starts, values } = await invertWith(keys, items, keysOf, false, breathe);
  return { starts, values };
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
  const starts = new Int32Array(keys + 1);
  const count = (key: number) => starts[key + 1]++;
  await forEachInSlices(items, breathe, (item) => keysOf(item, count));
  for (let k = 0; k < keys; k++) starts[k + 1] += starts[k];
  const filled = starts.slice(0, keys);
  const values = new Int32Array(starts[keys]);
  const tags = new Uint8Array(tagged ? starts[keys] : 0);
  await forEachInSlices(items, breathe, (item) =>
    keysOf(item, (key, tag) => {
      if (tagged) tags[filled[key]] = tag!;
      values[filled[key]++] = item;
    }),
  );
  return { starts, values, tags };
}
