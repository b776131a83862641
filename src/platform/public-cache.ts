// What every visitor sees alike (catalog reads, anonymous pages) is cached in each instance for a
// short time. A change to the tables behind it notifies every instance on commit (migration 0002),
// which drops its whole cache; the time limit only bounds staleness should a notification be lost.

/** Values by key for a limited time and number, oldest use dropped first (also holds sessions). */
export class TimedCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  /** False when the time limit is 0: every value is loaded for its caller alone. */
  get keepsValues(): boolean {
    return this.options.ttlMs > 0;
  }

  /**
   * The cached value of `key`, else what `load` gives. Callers arriving while a load runs share it,
   * so an expiry under load costs one query, not one per connection. A failed load is not kept, nor
   * a value that `keep` turns down.
   */
  remember(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (this.options.ttlMs <= 0) return load();
    const entry = { value: load(), expires: now + this.options.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => keep(value) || forget(), forget);
    return entry.value;
  }

  clear() {
    this.entries.clear();
  }
}

/** A page or public API answer as sent to anonymous visitors, compressed once per encoding. */
export type CachedResponse = { status: number; headers: [string, string][]; body: Uint8Array };

export type PublicCache = {
  data: TimedCache<unknown>;
  responses: TimedCache<CachedResponse | null>;
  /** Drops everything: called on a change notification and after this instance handles a write. */
  invalidate: () => void;
  /** How many times the cache was dropped; lets a caller wait for a change notification to land. */
  invalidations: () => number;
};

export function createPublicCache(ttlMs: number): PublicCache {
  const data = new TimedCache<unknown>({ ttlMs, maxEntries: 1000 });
  const responses = new TimedCache<CachedResponse | null>({ ttlMs, maxEntries: 500 });
  let invalidations = 0;
  return {
    data,
    responses,
    invalidate: () => {
      invalidations++;
      data.clear();
      responses.clear();
    },
    invalidations: () => invalidations,
  };
}

/** Reads through the shared data cache; the key must name everything the result depends on. */
export function cachedRead<T>(cache: PublicCache, key: string, load: () => Promise<T>): Promise<T> {
  if (!cache.data.keepsValues) return load();
  return cache.data.remember(key, async () => deepFreeze(await load())) as Promise<T>;
}

// One cached object serves many requests: a caller that changed it would change it for all of them.
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
