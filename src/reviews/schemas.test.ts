import { describe, expect, it } from "vitest";
import { parseInput } from "@/platform/validation";
import { parseReviewListQuery, reviewInputSchema, reviewUpdateSchema } from "./schemas";

describe("review input", () => {
  it("trims text and drops fields the server decides", () => {
    const parsed = parseInput(reviewInputSchema, {
      rating: 5,
      title: "  Great  ",
      comment: " Fits ",
      helpfulCount: 10,
      isVerifiedPurchase: true,
    });
    expect(parsed).toEqual({ rating: 5, title: "Great", comment: "Fits" });
  });

  it("says 'Please fill in all fields' for anything missing or blank", () => {
    for (const input of [
      {},
      { rating: 3, title: "", comment: "x" },
      { rating: 3, title: "x", comment: "   " },
      { title: "x", comment: "y" },
    ]) {
      expect(() => parseInput(reviewInputSchema, input)).toThrow("Please fill in all fields");
    }
    expect(() => parseInput(reviewUpdateSchema, {})).toThrow("Please fill in all fields");
  });

  it("accepts whole ratings from 1 to 5 only", () => {
    for (const rating of [0, 6, 2.5, "4"]) {
      expect(() => parseInput(reviewInputSchema, { rating, title: "a", comment: "b" })).toThrow(/Rating must be/);
    }
  });
});

describe("review list query", () => {
  it("defaults to the most recent, unfiltered first page", () => {
    expect(parseReviewListQuery({})).toEqual({
      sort: "recent",
      rating: undefined,
      verified: false,
      page: 1,
      limit: 20,
    });
  });

  it("reads the URL's values and ignores nonsense", () => {
    expect(parseReviewListQuery({ sort: "helpful", rating: "2", verified: "1", page: "3" })).toMatchObject({
      sort: "helpful",
      rating: 2,
      verified: true,
      page: 3,
    });
    expect(parseReviewListQuery({ sort: "drop table", rating: "7", verified: "no", page: "-1" })).toMatchObject({
      sort: "recent",
      rating: undefined,
      verified: false,
      page: 1,
    });
  });
});
