import { activeProductsForSuggestions } from "@/catalog/query-parts";
import type { AppContext } from "@/platform/context";
import type { PublicCache } from "@/platform/public-cache";
import { SuggestionIndexBuilder, type SuggestionIndex } from "./suggestion-index";

/**
 * The suggestion index of each running shop (keyed by its public cache, which every copy of its
 * context shares). It is current while no change to public content has been noticed since its
 * build began: the same notifications that drop the public cache (migration 0002) and a write
 * handled here. A stale index is not used: suggestions come from SQL until the next build lands.
 */
type Kept = {
  index: SuggestionIndex | null;
  builtFor: number;
  building: boolean;
  nextStart: number;
};

const kept = new WeakMap<PublicCache, Kept>();

/**
 * Rebuilding reads the whole active catalog (about 1.5 s of work at 100,000 products). While changes
 * keep coming, builds are spaced so that they take at most a tenth of the time, and never closer than
 * a second apart.
 */
const BUILD_SHARE = 0.1;
const REBUILD_INTERVAL_MS = 1_000;

/** Products read per statement while building, so the embedded database never holds the thread long. */
const BUILD_BATCH = 2_000;

/** The current suggestion index, or null while there is none (the first build, or after a change). */
export function currentSuggestionIndex(ctx: AppContext): SuggestionIndex | null {
  let state = kept.get(ctx.publicCache);
  if (!state) {
    state = { index: null, builtFor: -1, building: false, nextStart: 0 };
    kept.set(ctx.publicCache, state);
  }
  const generation = ctx.publicCache.invalidations();
  if (state.index && state.builtFor === generation) return state.index;
  // A stale index is never used again: let it go rather than hold it beside the next build's.
  state.index = null;
  if (!state.building && Date.now() >= state.nextStart) rebuild(ctx, state, generation);
  return null;
}

function rebuild(ctx: AppContext, state: Kept, generation: number) {
  state.building = true;
  const started = Date.now();
  buildSuggestionIndex(ctx)
    .then((index) => {
      state.index = index;
      state.builtFor = generation;
      ctx.log.info({ products: index.size, ms: Date.now() - started }, "suggestion index built");
    })
    .catch((err: unknown) => ctx.log.warn({ err }, "suggestion index build failed; suggestions use SQL"))
    .finally(() => {
      state.building = false;
      const took = Date.now() - started;
      state.nextStart = started + Math.max(REBUILD_INTERVAL_MS, took / BUILD_SHARE);
    });
}

/** The index of the active catalog, read in batches. */
export async function buildSuggestionIndex(ctx: AppContext): Promise<SuggestionIndex> {
  const builder = new SuggestionIndexBuilder();
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await activeProductsForSuggestions(ctx.db, after, BUILD_BATCH);
    for (const row of batch)
      builder.add({ ...row, priceKobo: Number(row.priceKobo), lexemes: row.lexemes ? row.lexemes.split(" ") : [] });
    if (batch.length < BUILD_BATCH) return builder.build();
    after = batch[batch.length - 1].id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Whether suggestions come from a current index (else from SQL, while one is built); asking starts a due build. */
export function suggestionIndexBuilt(ctx: AppContext): boolean {
  return currentSuggestionIndex(ctx) !== null;
}

/** Builds the first index in the background as the server starts, so the first suggestions are fast too. */
export function startSuggestionIndex(ctx: AppContext) {
  currentSuggestionIndex(ctx);
}
