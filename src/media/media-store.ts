// What every image store is, apart from the stores themselves (./store.ts chooses one, ./s3-store.ts
// is one), so that neither imports the other.

const MEDIA_FILE = /^[0-9a-f]{32}-\d{1,4}\.webp$/;

/** Where image files live: local disk, or an S3-compatible bucket (./s3-store.ts). */
export interface MediaStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file (or the name is not one of ours). */
  get(name: string): Promise<Uint8Array | null>;
  /** Whether the file is stored: names are content hashes, so a stored file is already right. */
  has(name: string): Promise<boolean>;
  url(name: string): string;
}

export function isMediaFileName(name: string): boolean {
  return MEDIA_FILE.test(name);
}
