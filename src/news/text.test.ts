import { describe, expect, it } from "vitest";
import { newsExcerpt, newsParagraphs } from "./text";

describe("news excerpt", () => {
  it("keeps a short body whole, on one line", () => {
    expect(newsExcerpt("Free delivery\n\nin  Ibadan this week.")).toBe("Free delivery in Ibadan this week.");
  });

  it("cuts a long body between words, within the limit, and marks the cut", () => {
    const body = "Our new jerseys land on Friday. ".repeat(10);
    const excerpt = newsExcerpt(body);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(body.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(body.charAt(excerpt.length - 1)).toMatch(/[\s.]/);
  });

  it("cuts a single endless word rather than showing nothing", () => {
    expect(newsExcerpt("a".repeat(300), 20)).toBe(`${"a".repeat(19)}…`);
  });
});

describe("news paragraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(newsParagraphs("First line\nstill first\r\n\r\n\n  Second  \n\n")).toEqual([
      "First line\nstill first",
      "Second",
    ]);
  });
});
