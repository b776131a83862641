// Texts of the suggestion index kept as UTF-8 bytes outside the JavaScript heap: 100,000 names, ids and
// image addresses as strings would be several hundred thousand heap objects, which the collector
// walks and the heap grows around (decision 023). A text is decoded when a suggestion shows it.

/** Many texts in one byte array, read back by position. */
export class TextColumn {
  constructor(
    private readonly bytes: Buffer,
    private readonly ends: Int32Array,
  ) {}

  /** Sized exactly beforehand: a byte array grown by doubling leaves its discarded copies as RSS. */
  static of(texts: string[]): TextColumn {
    const ends = new Int32Array(texts.length);
    let end = 0;
    texts.forEach((text, i) => (ends[i] = end += Buffer.byteLength(text, "utf8")));
    const bytes = Buffer.allocUnsafeSlow(end);
    texts.forEach((text, i) => bytes.write(text, i === 0 ? 0 : ends[i - 1], "utf8"));
    return new TextColumn(bytes, ends);
  }

  get length(): number {
    return this.ends.length;
  }

  at(i: number): string {
    return this.bytes.toString("utf8", i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }
}
