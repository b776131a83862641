import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UuidColumnBuilder } from "./uuid-column";

describe("UuidColumnBuilder", () => {
  it("gives back each id as it was given, in any order, across chunks", () => {
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    ids[0] = "00000000-0000-0000-0000-000000000000";
    ids[1] = "ffffffff-ffff-4fff-bfff-ffffffffffff";
    const builder = new UuidColumnBuilder();
    ids.forEach((id) => builder.add(id));
    const order = Int32Array.from(ids.keys()).reverse();
    const column = builder.inOrder(order);
    expect(column.length).toBe(ids.length);
    expect(Array.from(order, (_, i) => column.at(i))).toEqual(Array.from(order, (id) => ids[id]));
  });

  it("refuses an id it could not give back the same", () => {
    const builder = new UuidColumnBuilder();
    for (const id of ["A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", "a0eebc999c0b4ef8bb6d6bb9bd380a11", "sku-1"])
      expect(() => builder.add(id), id).toThrow("not a uuid");
  });
});
