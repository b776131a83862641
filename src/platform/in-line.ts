/**
 * Work run at most `places` at a time; the rest waits its turn in the order it came. What waits here
 * waits before it reaches the database, so the database's own queue stays short for everything else.
 */
export function inLine(places: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= places) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot take it first.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
