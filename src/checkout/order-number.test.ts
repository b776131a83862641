import { describe, expect, it } from "vitest";
import { newOrderNumber } from "./order-number";

describe("order number", () => {
  it("is BAY- then upper-case base-36 timestamp and five random characters", () => {
    const now = Date.UTC(2026, 10, 22);
    const number = newOrderNumber(now);
    expect(number).toMatch(/^BAY-[0-9A-Z]+$/);
    expect(number.slice(4, -5)).toBe(now.toString(36).toUpperCase());
    expect(number.length).toBe(4 + now.toString(36).length + 5);
  });
  // A clash within one millisecond is possible (36^5 endings) and placing the order retries it.
  it("rarely repeats over many orders placed in the same millisecond, never across milliseconds", () => {
    const now = Date.now();
    const numbers = new Set(Array.from({ length: 5000 }, () => newOrderNumber(now)));
    expect(numbers.size).toBeGreaterThan(4990);
    const spread = new Set(Array.from({ length: 2000 }, (_, i) => newOrderNumber(now + i)));
    expect(spread.size).toBe(2000);
  });
});
