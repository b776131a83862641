import { describe, expect, it } from "vitest";
import { Int32List } from "./int32-list";

describe("Int32List", () => {
  it("gives back every integer pushed, across chunks", () => {
    const list = new Int32List();
    const values = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 2_147_483_647);
    values.forEach((value) => list.push(value));
    expect(list.length).toBe(values.length);
    expect(values.every((value, i) => list.at(i) === value)).toBe(true);
    expect(list.at(65_536)).toBe(values[65_536]);
  });
});
