import type { AppContext } from "../../src/platform/context";

/**
 * Runs a change straight in the database, as another instance or a script would, and waits until the
 * change notification has reached this instance's public cache (on PostgreSQL it travels on its own
 * connection and may land a moment after the write returns).
 */
export async function changedElsewhere<T>(app: AppContext, change: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const before = app.publicCache.invalidations();
  const result = await change();
  const until = Date.now() + timeoutMs;
  while (app.publicCache.invalidations() === before) {
    if (Date.now() > until) throw new Error("no change notification reached the public cache");
    await new Promise((r) => setTimeout(r, 5));
  }
  return result;
}

/** Waits until `check` holds, as a change made elsewhere reaches what this instance serves. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}
