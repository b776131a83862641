import { describe, expect, it } from "vitest";
import { TextColumn } from "./text-column";

describe("TextColumn", () => {
  it("gives back each text by position, whatever its letters", () => {
    const texts = ["Ankara Wrap Dress", "", "Àṣọ Ọkẹ́ Agbádá", "👗 Party dress", "x".repeat(300), "Ìró àti Bùbá"];
    const column = TextColumn.of(texts);
    expect(column.length).toBe(texts.length);
    expect(texts.map((_, i) => column.at(i))).toEqual(texts);
  });

  it("holds nothing for no texts", () => {
    expect(TextColumn.of([]).length).toBe(0);
  });
});
