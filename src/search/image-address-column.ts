// Image addresses of the suggestion index in a compact form (issue 13): a stored image's address
// (<folder><32 hex>-<width>.webp, src/media/srcset.ts) as its folder's number, its width and its hash's
// 16 bytes, 19 bytes instead of about 49; any other address as its text, after a zero byte.

import { storedImageParts, storedImageUrl } from "@/media";
import { TextColumn, TextColumnBuilder } from "./text-column";

/** A stored image's entry: its folder's number (1 byte), its width (2 bytes), then its hash. */
const WIDTH_AT = 1;
const HASH_AT = 3;
const HASH_BYTES = 16;
/** The first byte of an address kept as its text. */
const TEXT = 0;
/** A folder's number is one byte, TEXT apart: a shop's images come from one or two folders. */
const MOST_FOLDERS = 255;

/** Many image addresses in one byte array, read back by position. */
export class ImageAddressColumn {
  constructor(
    private readonly folders: string[],
    private readonly entries: TextColumn,
  ) {}

  get length(): number {
    return this.entries.length;
  }

  at(i: number): string {
    const bytes = this.entries.bytesAt(i);
    if (bytes[0] === TEXT) return bytes.toString("utf8", 1);
    const hash = bytes.toString("hex", HASH_AT, HASH_AT + HASH_BYTES);
    return storedImageUrl({ folder: this.folders[bytes[0] - 1], hash }, bytes.readUInt16LE(WIDTH_AT));
  }
}

/** Image addresses taken one at a time, then laid out in the order the column needs. */
export class ImageAddressColumnBuilder {
  private readonly entries = new TextColumnBuilder();
  private readonly folderNumbers = new Map<string, number>();
  private readonly stored = Buffer.alloc(HASH_AT + HASH_BYTES);

  add(url: string) {
    const parts = storedImageParts(url);
    const folder = parts && this.folderNumber(parts.folder);
    // Only what comes back exactly the same is kept in parts ("-0640.webp" would come back as "-640").
    if (!parts || !folder || storedImageUrl(parts, parts.largest) !== url) {
      this.entries.add(Buffer.concat([Buffer.of(TEXT), Buffer.from(url, "utf8")]));
      return;
    }
    this.stored[0] = folder;
    this.stored.writeUInt16LE(parts.largest, WIDTH_AT);
    this.stored.write(parts.hash, HASH_AT, "hex");
    this.entries.add(this.stored);
  }

  /** The column whose i-th address is the `order[i]`-th address added. */
  inOrder(order: ArrayLike<number>): ImageAddressColumn {
    return new ImageAddressColumn([...this.folderNumbers.keys()], this.entries.inOrder(order));
  }

  /** The folder's number (from 1), or null once MOST_FOLDERS are numbered. */
  private folderNumber(folder: string): number | null {
    const known = this.folderNumbers.get(folder);
    if (known !== undefined) return known;
    if (this.folderNumbers.size === MOST_FOLDERS) return null;
    this.folderNumbers.set(folder, this.folderNumbers.size + 1);
    return this.folderNumbers.size;
  }
}
