/**
 * Long work on the server's one JavaScript thread (the suggestion index of 100,000 products: 1.2-1.7 s;
 * checking a catalog import of 15,000 rows: 0.3-0.5 s) done in slices, so that requests arriving
 * meanwhile wait for a slice, not for the whole of it.
 */

/** Long enough that the turns cost little, short enough that no request notices one. */
const SLICE_MS = 10;

/** Gives waiting requests a turn once a slice's time has passed since the last turn; else returns at once. */
export type Breathe = () => Promise<void>;

export function timeSlices(sliceMs = SLICE_MS): Breathe {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** Iterations between looks at the clock: a clock read per item would cost more than most items. */
const ITEMS_PER_LOOK = 1024;

/**
 * `each(0)` … `each(count - 1)`, with a turn for waiting requests whenever a slice's time is up, looked
 * at every `itemsPerLook` items: fewer for items that take longer (a microsecond is a small item).
 */
export async function forEachInSlices(
  count: number,
  breathe: Breathe,
  each: (item: number) => void,
  itemsPerLook = ITEMS_PER_LOOK,
): Promise<void> {
  for (let item = 0; item < count; item++) {
    each(item);
    if (item % itemsPerLook === itemsPerLook - 1) await breathe();
  }
}

/** Items sorted at once, before the sorted runs are merged in slices. */
const RUN_ITEMS = 4096;

/**
 * `items` sorted by `compare`, stably, in slices: runs sorted at once, then merged pairwise with turns
 * for waiting requests (100,000 names sorted at once held the thread for 150-290 ms).
 */
export async function sortInSlices(
  items: Int32Array,
  compare: (a: number, b: number) => number,
  breathe: Breathe,
): Promise<Int32Array> {
  let from = items.slice();
  for (let start = 0; start < from.length; start += RUN_ITEMS) {
    from.subarray(start, start + RUN_ITEMS).sort(compare);
    await breathe();
  }
  let to = new Int32Array(from.length);
  for (let width = RUN_ITEMS; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const right = Math.min(left + 2 * width, from.length);
      let [i, j, k] = [left, middle, left];
      // The right run's item goes first only when strictly before: equal items keep their order.
      while (i < middle && j < right) {
        to[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        if (k % ITEMS_PER_LOOK === 0) await breathe();
      }
      to.set(from.subarray(i, middle), k);
      to.set(from.subarray(j, right), k + middle - i);
    }
    [from, to] = [to, from];
  }
  return from;
}
