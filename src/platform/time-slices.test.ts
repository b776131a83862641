import { describe, expect, it } from "vitest";
import { forEachInSlices, sortInSlices, timeSlices } from "./time-slices";

/** How many turns other work got while `work` ran: a callback that reschedules itself on each. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  running = false;
  return turns;
}

describe("time slices", () => {
  it("sorts as a stable sort does, across many runs and with equal keys", async () => {
    // Keys repeat (a sort that is not stable would mix the items of one key), over several runs of 4,096.
    const keys = Int32Array.from({ length: 20_000 }, (_, i) => (i * 7_919) % 97);
    const items = Int32Array.from(keys.keys()).reverse();
    const byKey = (a: number, b: number) => keys[a] - keys[b];
    const sorted = await sortInSlices(items, byKey, timeSlices());
    expect(Array.from(sorted)).toEqual(Array.from(items).sort(byKey));
    expect(Array.from(items)).toEqual(Array.from(keys.keys()).reverse());
  });

  it("gives other work turns while it sorts and loops, and none while a slice lasts", async () => {
    const items = Int32Array.from({ length: 50_000 }, (_, i) => (i * 7_919) % 50_000);
    expect(await turnsDuring(() => sortInSlices(items, (a, b) => a - b, timeSlices(0)))).toBeGreaterThan(20);
    expect(await turnsDuring(() => forEachInSlices(50_000, timeSlices(0), () => undefined))).toBeGreaterThan(20);
    expect(await turnsDuring(() => forEachInSlices(50_000, timeSlices(60_000), () => undefined))).toBe(0);
  });
});
