import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata, Sharp } from "sharp";
import type { Config } from "@/platform/config";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import type { Logger } from "@/platform/log";
import { isMediaFileName, type MediaStore } from "./media-store";
import { S3MediaStore, type S3Config } from "./s3-store";
import { IMAGE_WIDTHS, variantWidths } from "./srcset";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export type StoredImage = { url: string; variants: Array<{ width: number; url: string }> };
/** What storing an image needs of the shop: where its store is, and where to log a failed request. */
type MediaContext = Pick<AppContext, "config" | "log">;

let loadingSharp: Promise<typeof import("sharp")> | undefined;

/**
 * sharp (libvips) adds about 30 MB to the server process as soon as it is loaded, and only image
 * uploads and the sample catalog's first start use it: it is loaded then, not with the server (issue 13).
 */
async function imageTool() {
  loadingSharp ??= import("sharp");
  return (await loadingSharp).default;
}

class LocalDiskMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Uint8Array) {
    const target = path.join(this.dir, name);
    // Content-hashed names never change meaning: an existing file is already right.
    if (await this.has(name)) return;
    await mkdir(this.dir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(name: string) {
    if (!isMediaFileName(name)) return null;
    try {
      return new Uint8Array(await readFile(path.join(this.dir, name)));
    } catch {
      return null;
    }
  }

  has(name: string) {
    return stat(path.join(this.dir, name)).then(
      () => true,
      () => false,
    );
  }

  url(name: string) {
    return `/media/${name}`;
  }
}

/** The S3-compatible store when S3_BUCKET is set (loadConfig then guarantees endpoint and keys), else local disk. */
export function mediaStoreFor(config: Pick<Config, "DATA_DIR"> & S3Config, log: Logger): MediaStore {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_BUCKET && S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return new S3MediaStore({ ...config, S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY }, log);
  }
  return new LocalDiskMediaStore(path.resolve(config.DATA_DIR, "media"));
}

const unsupported = () =>
  new AppError(415, "unsupported_media_type", "Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).");

/**
 * Refuses what storeImage refuses before decoding pixels (too large, not a bitmap, too many pixels),
 * so that a form with several files can check them all before it stores any; else the image's header.
 */
export async function checkImage(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError(413, "payload_too_large", "Images must be 10 MB or smaller.");
  }
  const sharp = await imageTool();
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the size limit is checked below rather than here.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  // SVG can carry scripts and links: uploads must be bitmaps.
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(413, "payload_too_large", "Images must be at most 50 megapixels.");
  }
  return metadata;
}

/** An image's width as shown, once its EXIF orientation is applied (a portrait photo taken sideways). */
const shownWidth = ({ width, autoOrient }: Metadata) => autoOrient?.width ?? width ?? 0;

/**
 * The image files of a form, read and checked before any is stored; a refusal names the form's
 * `field`, so the message shows beside the file box it came from.
 */
export async function checkedImageFiles(files: File[], field: string): Promise<Uint8Array[]> {
  const checked: Uint8Array[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await checkImage(bytes);
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError(error.status, error.code, error.message, { [field]: error.message });
      throw error;
    }
    checked.push(bytes);
  }
  return checked;
}

/**
 * Stores an uploaded image: verified by decoding its content (never by name or type header),
 * auto-rotated, metadata stripped, re-encoded to WebP at the standard widths (no upscaling).
 */
export async function storeImage(ctx: MediaContext, bytes: Uint8Array): Promise<StoredImage> {
  const header = await checkImage(bytes);
  const sharp = await imageTool();
  try {
    // rotate() with no angle applies the EXIF orientation; the encoder writes no metadata.
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    return await encodeAndStore(ctx, bytes, input, shownWidth(header));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}

/** Stores a picture the shop draws itself (the sample catalog's SVG garments); never user input. */
export async function storeGeneratedImage(ctx: MediaContext, svg: string): Promise<StoredImage> {
  const bytes = new TextEncoder().encode(svg);
  const sharp = await imageTool();
  const input = sharp(bytes).flatten({ background: "#ffffff" });
  // Flat illustrations compress well at a low effort, which keeps the first start quick.
  return encodeAndStore(ctx, bytes, input, shownWidth(await input.metadata()), 2);
}

/** An image's files: one per standard width below its own, and its own width capped at the largest. */
function filesOf(hash: string, width: number) {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return variantWidths(largest).map((width) => ({ width, name: `${hash}-${width}.webp` }));
}

/** The largest variant is the image's URL. */
function storedImage(store: MediaStore, files: Array<{ width: number; name: string }>): StoredImage {
  const variants = files.map(({ width, name }) => ({ width, url: store.url(name) }));
  return { url: variants[variants.length - 1].url, variants };
}

/** The image stored before from the same bytes, when every one of its files is there. */
async function storedBefore(store: MediaStore, hash: string, width: number): Promise<StoredImage | null> {
  const files = filesOf(hash, width);
  const found = await Promise.all(files.map(({ name }) => store.has(name)));
  return found.every(Boolean) ? storedImage(store, files) : null;
}

/** `width`: the image's own, as shown (from its header, read once before). */
async function encodeAndStore(
  ctx: MediaContext,
  source: Uint8Array,
  input: Sharp,
  width: number,
  effort = 4,
): Promise<StoredImage> {
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 32);
  const store = mediaStoreFor(ctx.config, ctx.log);
  // The same picture again (a re-run import, a restarted seed): its files are named by its bytes, so
  // they are already right, and decoding and encoding it again (most of a second) would change nothing.
  const stored = await storedBefore(store, hash, width);
  if (stored) return stored;
  // Decode once; every width is resized from the same bitmap.
  const { data, info } = await input.raw().toBuffer({ resolveWithObject: true });
  const sharp = await imageTool();
  const files = filesOf(hash, info.width);
  await Promise.all(
    files.map(async ({ width, name }) => {
      const webp = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort })
        .toBuffer();
      await store.put(name, webp);
    }),
  );
  return storedImage(store, files);
}
