import sharp from "sharp";
import { test } from "@playwright/test";

/** A plain PNG picture to upload, in the test's own output folder (which Playwright empties each run). */
export async function pngFile(name: string, colour: string, size = { width: 640, height: 640 }) {
  const file = test.info().outputPath(name);
  await sharp({ create: { ...size, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}
