import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("shop pagination window", () => {
  it("shows every page of a small catalog", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("shows the first, the last and two either side of the current page of a big one", () => {
    expect(pageWindow(1, 4167)).toEqual([1, 2, 3, 4167]);
    expect(pageWindow(100, 4167)).toEqual([1, 98, 99, 100, 101, 102, 4167]);
    expect(pageWindow(4167, 4167)).toEqual([1, 4165, 4166, 4167]);
  });
});
