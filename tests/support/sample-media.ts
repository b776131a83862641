// The sample catalog's pictures, drawn once per test run (global setup) into one folder. A test shop's
// media folder starts with hard links to them, so seeding the sample catalog finds its pictures already
// stored (src/media/store.ts) instead of drawing some eighty of them again in each of twenty shops.
import { existsSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { storeSamplePictures } from "../../src/catalog/seed";
import { loadConfig } from "../../src/platform/config";
import { createLogger } from "../../src/platform/log";

const SAMPLE_SHOP_DIR = path.resolve("node_modules/.cache/bay/sample-shop");
const SAMPLE_MEDIA_DIR = path.join(SAMPLE_SHOP_DIR, "media");

/** A stored file's picture: the content hash its name starts with. */
const pictureOf = (fileName: string) => fileName.slice(0, 32);

/** Draws what is missing (nothing when the catalog's pictures are unchanged) and drops other pictures' files. */
export async function drawSamplePictures(): Promise<void> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: SAMPLE_SHOP_DIR });
  const urls = (await storeSamplePictures({ config, log: createLogger("silent") })).flat();
  const pictures = new Set(urls.map((url) => pictureOf(path.basename(url))));
  for (const file of readdirSync(SAMPLE_MEDIA_DIR)) {
    if (!pictures.has(pictureOf(file))) rmSync(path.join(SAMPLE_MEDIA_DIR, file));
  }
}

/** Gives a new shop's data folder the sample pictures (hard links: no bytes copied). */
export function withSamplePictures(dataDir: string): void {
  if (!existsSync(SAMPLE_MEDIA_DIR)) return;
  const media = path.join(dataDir, "media");
  mkdirSync(media, { recursive: true });
  for (const file of readdirSync(SAMPLE_MEDIA_DIR)) linkSync(path.join(SAMPLE_MEDIA_DIR, file), path.join(media, file));
}
