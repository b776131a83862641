import { beforeAll, describe, expect, it } from "vitest";
import { timeSlices } from "@/platform/time-slices";
import { forEachPosting, invertTagged, listStart, mergeAscending, type TaggedPostings } from "./posting-lists";

/** 150,000 items (three spans of 65,536): item i has key 0 when i % 3 is 0, key 1 when i % 5 is 0, key 2 when i > 131,000. */
const ITEMS = 150_000;
const keysOf = (item: number) => [item % 3 ? [] : [0], item % 5 ? [] : [1], item > 131_000 ? [2] : []].flat();
const having = (key: number) => Array.from({ length: ITEMS }, (_, i) => i).filter((i) => keysOf(i).includes(key));

describe("posting lists", () => {
  let postings: TaggedPostings;
  beforeAll(async () => {
    postings = await invertTagged(
      3,
      ITEMS,
      (item, visit) => keysOf(item).forEach((key) => visit(key, item % 251)),
      timeSlices(Number.POSITIVE_INFINITY),
    );
  });

  it("give back each key's items in order, past 65,536, with their tags", () => {
    for (const key of [0, 1, 2]) {
      const listed: number[] = [];
      forEachPosting(postings, key, key + 1, (item) => listed.push(item));
      expect(listed).toEqual(having(key));
      expect(listStart(postings, key + 1) - listStart(postings, key)).toBe(listed.length);
    }
    const tagged: number[] = [];
    for (let i = listStart(postings, 2); i < listStart(postings, 3); i++) tagged.push(postings.tags[i]);
    expect(tagged).toEqual(having(2).map((item) => item % 251));
  });

  it("merge lists in ascending order, each item once, across spans, until told to stop", () => {
    const merged: number[] = [];
    mergeAscending(postings, [1, 2], (item) => merged.push(item) > 0);
    expect(merged).toEqual([...new Set([...having(1), ...having(2)])].sort((a, b) => a - b));
    const first: number[] = [];
    mergeAscending(postings, [0, 1], (item) => first.push(item) < 3);
    expect(first).toEqual([0, 3, 5]);
    const pastFirstSpan: number[] = [];
    mergeAscending(postings, [2], (item) => pastFirstSpan.push(item) < 2);
    expect(pastFirstSpan).toEqual([131_001, 131_002]);
  });
});
