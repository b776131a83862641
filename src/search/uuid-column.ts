// Product ids of the suggestion index as their 16 bytes, not 36 characters: 1.9 MB less at 100,000
// products (issue 13). An id is written back out in the database's own form when a suggestion shows it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_BYTES = 16;
/** Ids per chunk of a UuidColumnBuilder (1 MB). */
const CHUNK_IDS = 1 << 16;

/** Many UUIDs in one byte array, read back by position. */
export class UuidColumn {
  constructor(private readonly bytes: Buffer) {}

  get length(): number {
    return this.bytes.length / UUID_BYTES;
  }

  at(i: number): string {
    const hex = this.bytes.toString("hex", i * UUID_BYTES, (i + 1) * UUID_BYTES);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** UUIDs taken one at a time, a chunk of bytes at a time, then laid out in the order the column needs. */
export class UuidColumnBuilder {
  private readonly chunks: Buffer[] = [];
  private count = 0;

  /** An id as PostgreSQL writes a uuid (lowercase, with dashes): any other text would not come back the same. */
  add(id: string) {
    if (!UUID.test(id)) throw new Error(`not a uuid as PostgreSQL writes one: ${id}`);
    if (this.count === this.chunks.length * CHUNK_IDS) this.chunks.push(Buffer.allocUnsafeSlow(CHUNK_IDS * UUID_BYTES));
    const place = (this.count % CHUNK_IDS) * UUID_BYTES;
    this.chunks[Math.floor(this.count / CHUNK_IDS)].write(id.replaceAll("-", ""), place, "hex");
    this.count++;
  }

  /** The column whose i-th id is the `order[i]`-th id added. */
  inOrder(order: ArrayLike<number>): UuidColumn {
    const bytes = Buffer.allocUnsafeSlow(order.length * UUID_BYTES);
    for (let i = 0; i < order.length; i++) {
      const place = (order[i] % CHUNK_IDS) * UUID_BYTES;
      this.chunks[Math.floor(order[i] / CHUNK_IDS)].copy(bytes, i * UUID_BYTES, place, place + UUID_BYTES);
    }
    return new UuidColumn(bytes);
  }
}
