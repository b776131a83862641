import { expect, it } from "vitest";
import { NIGERIAN_STATES } from "./constants";
import { NIGERIAN_REGIONS } from "./regions";

it("puts each of the 36 states and FCT in exactly one region", () => {
  const grouped = NIGERIAN_REGIONS.flatMap((region) => region.states);
  expect(grouped).toHaveLength(37);
  expect([...grouped].sort()).toEqual([...NIGERIAN_STATES].sort());
});
