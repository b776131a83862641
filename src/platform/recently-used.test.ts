import { expect, it } from "vitest";
import { RecentlyUsed } from "./recently-used";

it("keeps at most its limit, dropping the value least recently read or written", () => {
  const kept = new RecentlyUsed<string, number>(2);
  kept.set("a", 1);
  kept.set("b", 2);
  expect(kept.get("a")).toBe(1);
  kept.set("c", 3);
  expect(kept.get("b")).toBeUndefined();
  expect(kept.get("a")).toBe(1);
  expect(kept.get("c")).toBe(3);
  kept.set("a", 4);
  kept.set("d", 5);
  expect(kept.get("c")).toBeUndefined();
  expect(kept.get("a")).toBe(4);
});
