// Texts of the suggestion index kept as UTF-8 bytes outside the JavaScript heap: 100,000 names, ids and
// image addresses as strings would be several hundred thousand heap objects, which the collector
// walks and the heap grows around (decision 023). A text is decoded when a suggestion shows it.

import { Int32List } from "./int32-list";

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

  /** The i-th entry's bytes, not copied: for a column whose entries are not all text (ImageAddressColumn). */
  bytesAt(i: number): Buffer {
    return this.bytes.subarray(i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }
}

/** Bytes per chunk of a TextColumnBuilder: small enough that the last chunk's spare room is little. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Texts taken one at a time, kept as bytes in chunks rather than as strings (100,000 ids and image
 * addresses as strings were 13 MB of live heap while the suggestion index was built), then laid out
 * in the order the column needs.
 */
export class TextColumnBuilder {
  private readonly chunks: Buffer[] = [];
  /** Bytes left in the last chunk. */
  private room = 0;
  /** Each text's chunk, where in it it starts, and how many bytes it has. */
  private readonly chunkOf = new Int32List();
  private readonly startOf = new Int32List();
  private readonly lengthOf = new Int32List();

  /** A text, as UTF-8, or bytes as they are. */
  add(entry: string | Uint8Array) {
    const length = typeof entry === "string" ? Buffer.byteLength(entry, "utf8") : entry.length;
    if (length > this.room) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length)));
      this.room = this.chunks[this.chunks.length - 1].length;
    }
    const chunk = this.chunks[this.chunks.length - 1];
    const start = chunk.length - this.room;
    if (typeof entry === "string") chunk.write(entry, start, "utf8");
    else chunk.set(entry, start);
    this.chunkOf.push(this.chunks.length - 1);
    this.startOf.push(start);
    this.lengthOf.push(length);
    this.room -= length;
  }

  /** The column whose i-th text is the `order[i]`-th text added. */
  inOrder(order: ArrayLike<number>): TextColumn {
    const ends = new Int32Array(order.length);
    let end = 0;
    for (let i = 0; i < order.length; i++) ends[i] = end += this.lengthOf.at(order[i]);
    const bytes = Buffer.allocUnsafeSlow(end);
    for (let i = 0; i < order.length; i++) {
      const text = order[i];
      const start = this.startOf.at(text);
      this.chunks[this.chunkOf.at(text)].copy(bytes, i === 0 ? 0 : ends[i - 1], start, start + this.lengthOf.at(text));
    }
    return new TextColumn(bytes, ends);
  }
}
