/** Integers per chunk of an Int32List (256 KB). */
const CHUNK = 1 << 16;

/**
 * A list of 32-bit integers grown a chunk at a time: a plain array of numbers takes twice the room
 * and more while it grows, and a typed array grown by doubling leaves its discarded copies as RSS.
 */
export class Int32List {
  private readonly chunks: Int32Array[] = [];
  length = 0;

  push(value: number) {
    if (this.length === this.chunks.length * CHUNK) this.chunks.push(new Int32Array(CHUNK));
    this.chunks[this.length >> 16][this.length & (CHUNK - 1)] = value;
    this.length++;
  }

  at(i: number): number {
    return this.chunks[i >> 16][i & (CHUNK - 1)];
  }
}
