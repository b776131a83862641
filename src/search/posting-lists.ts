// Posting lists of the suggestion index: for each key (a word or a trigram), the products that have
// it, by ordinal, ascending, packed in typed arrays (CSR) so that 100,000 products cost a few MB.

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

/** A growable list of integers, without the garbage of a JS array of numbers per product. */
export class Ints<A extends Int32Array | Uint8Array = Int32Array> {
  length = 0;

  constructor(private values: A = new Int32Array(1024) as A) {}

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new (this.values.constructor as new (size: number) => A)(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  get used(): A {
    return this.values.subarray(0, this.length) as A;
  }
}

/** Lists keyed 0..keys-1 of the items that have each key, from each item's own keys (CSR in both). */
export function invert(keys: number, itemStarts: Int32Array, itemKeys: Int32Array): Postings {
  const starts = new Int32Array(keys + 1);
  for (const key of itemKeys) starts[key + 1]++;
  for (let k = 0; k < keys; k++) starts[k + 1] += starts[k];
  const filled = starts.slice(0, keys);
  const values = new Int32Array(itemKeys.length);
  for (let item = 0; item + 1 < itemStarts.length; item++) {
    for (let i = itemStarts[item]; i < itemStarts[item + 1]; i++) values[filled[itemKeys[i]]++] = item;
  }
  return { starts, values };
}
