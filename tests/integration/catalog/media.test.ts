import { request } from "node:http";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { storeImage } from "../../../src/media/store";
import { imageSrc } from "../../../src/media/srcset";
import { AppError } from "../../../src/platform/errors";
import { describeOnEachDatabase } from "../../support/shop";

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A raw request whose path is sent as written (fetch would resolve "..").*/
function rawGet(baseUrl: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

function storedFiles(dataDir: string): number {
  const dir = path.join(dataDir, "media");
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

describeOnEachDatabase("media", (shop) => {
  it("re-encodes an image to WebP at the standard widths, never wider than the original", async () => {
    const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    const stored = await storeImage(shop().app, png);
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    expect(stored.url).toBe(stored.variants[3].url);
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
    for (const variant of stored.variants) {
      const res = await fetch(shop().baseUrl + variant.url);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(imageSrc(stored.url, variant.width)).toBe(variant.url);
    }

    const small = await sharp({ create: { width: 500, height: 700, channels: 4, background: "#ffffff00" } })
      .png()
      .toBuffer();
    const smallStored = await storeImage(shop().app, small);
    expect(smallStored.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  it("finds an image stored before by its bytes, and draws a file of it that has gone missing again", async () => {
    const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: "#117a65" } })
      .png()
      .toBuffer();
    const first = await storeImage(shop().app, png);
    const before = storedFiles(shop().app.config.DATA_DIR);
    expect(await storeImage(shop().app, png)).toEqual(first);
    expect(storedFiles(shop().app.config.DATA_DIR)).toBe(before);

    const gone = path.join(shop().app.config.DATA_DIR, "media", path.basename(first.variants[0].url));
    rmSync(gone);
    expect(await storeImage(shop().app, png)).toEqual(first);
    expect((await sharp(gone).metadata()).width).toBe(320);
  });

  it("applies the camera's rotation and strips metadata", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#2f6fc4" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret location" } } })
      .toBuffer();
    const stored = await storeImage(shop().app, jpeg);
    const file = path.join(shop().app.config.DATA_DIR, "media", path.basename(stored.url));
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses what is not a bitmap image: text named .png, SVG, and files over 10 MB", async () => {
    const app = shop().app;
    const before = storedFiles(app.config.DATA_DIR);
    expect(
      (await rejection(storeImage(app, new TextEncoder().encode("just some text, saved as photo.png")))).status,
    ).toBe(415);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>';
    expect((await rejection(storeImage(app, new TextEncoder().encode(svg)))).status).toBe(415);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    expect((await rejection(storeImage(app, huge))).status).toBe(413);
    // A small file that would decode to a gigantic bitmap (a "decompression bomb").
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#000000" } })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: false });
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    expect((await rejection(storeImage(app, bomb))).status).toBe(413);
    expect(storedFiles(app.config.DATA_DIR)).toBe(before);
  });

  it("serves stored files with immutable caching and 404s anything else, traversal included", async () => {
    const png = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#223257" } })
      .png()
      .toBuffer();
    const stored = await storeImage(shop().app, png);
    const res = await fetch(shop().baseUrl + stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const missing = stored.url.replace(/^\/media\/[0-9a-f]{4}/, "/media/0000");
    for (const p of [
      missing,
      "/media/nothing.webp",
      "/media/",
      "/media/..%2F..%2Fpackage.json",
      "/media/%2e%2e%2f%2e%2e%2fpackage.json",
      "/media/..%5c..%5cpackage.json",
    ]) {
      const r = await fetch(shop().baseUrl + p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get("cache-control")).not.toContain("immutable");
    }
    for (const p of ["/media/../package.json", "/media/../../etc/passwd", "/media/%2e%2e/%2e%2e/package.json"]) {
      const status = await rawGet(shop().baseUrl, p);
      expect(status, p).not.toBe(200);
    }
  });
});
