import { expect, it } from "vitest";
import { inLine } from "./in-line";

it("runs at most its places at once, the rest in the order they came, also after a failure", async () => {
  const run = inLine(2);
  let atOnce = 0;
  let most = 0;
  const started: number[] = [];
  const work = (n: number) =>
    run(async () => {
      started.push(n);
      most = Math.max(most, ++atOnce);
      await new Promise((resolve) => setTimeout(resolve, 5));
      atOnce--;
      if (n === 1) throw new Error("failed");
      return n;
    });
  const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(work));
  expect(most).toBe(2);
  expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual(["failed", 2, 3, 4, 5, 6]);
  // Every place is free again: two start at once.
  const again = [7, 8].map(work);
  expect(atOnce).toBe(2);
  await Promise.all(again);
});
