import { describe, expect, it } from "vitest";
import { turnsDuring } from "../../tests/support/turns";
import { forEachInSlices, sortInSlices, timeSlices } from "./time-slices";

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
    const turns = async (work: () => Promise<unknown>) => (await turnsDuring(work)).turns;
    expect(await turns(() => sortInSlices(items, (a, b) => a - b, timeSlices(0)))).toBeGreaterThan(20);
    expect(await turns(() => forEachInSlices(50_000, timeSlices(0), () => undefined))).toBeGreaterThan(20);
    expect(await turns(() => forEachInSlices(50_000, timeSlices(60_000), () => undefined))).toBe(0);
  });
});
