import { describe, expect, it } from "vitest";
import { TextColumn, TextColumnBuilder } from "./text-column";

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

describe("TextColumnBuilder", () => {
  it("lays the texts it was given out in any order, across chunks and past a chunk's size", () => {
    const texts = Array.from({ length: 30_000 }, (_, i) => `Àṣọ Ọkẹ́ ${i} ${"x".repeat(i % 40)}`);
    texts[12_345] = "y".repeat(300_000);
    const builder = new TextColumnBuilder();
    texts.forEach((text) => builder.add(text));
    const order = Int32Array.from(texts.keys()).reverse();
    const column = builder.inOrder(order);
    expect(column.length).toBe(texts.length);
    expect(Array.from(order, (_, i) => column.at(i))).toEqual(Array.from(order, (text) => texts[text]));
  });
});
