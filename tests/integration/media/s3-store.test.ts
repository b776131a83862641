import pino from "pino";
import { AwsClient } from "aws4fetch";
import S3rver, { type S3Event } from "s3rver";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { mediaStoreFor, storeImage } from "../../../src/media/store";
import { AppError } from "../../../src/platform/errors";
import { scratchFolder } from "../../support/scratch";
import { describeOnEachDatabase } from "../../support/shop";

// s3rver knows the access key "S3RVER" with the secret "S3RVER".
const bucketFolder = scratchFolder("bay-s3-");
const s3rver = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: bucketFolder.dir,
  configureBuckets: [{ name: "bay-media", configs: [] }],
});
const { port } = await s3rver.run();
afterAll(async () => {
  await s3rver.close();
  bucketFolder.remove();
});

const endpoint = `http://127.0.0.1:${port}`;
const s3Env = {
  S3_ENDPOINT: endpoint,
  S3_BUCKET: "bay-media",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

const bucketClient = new AwsClient({
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  service: "s3",
  region: "us-east-1",
  retries: 0,
});
const emptyBodyHash = { "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" };

/** Reads an object straight from the bucket, bypassing our store. */
function objectInBucket(name: string) {
  return bucketClient.fetch(`${endpoint}/bay-media/${name}`, { headers: emptyBodyHash });
}

async function deleteFromBucket(name: string) {
  const res = await bucketClient.fetch(`${endpoint}/bay-media/${name}`, { method: "DELETE", headers: emptyBodyHash });
  expect(res.ok).toBe(true);
}

const photo = () =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: "#1e8449" } })
    .png()
    .toBuffer();

describeOnEachDatabase(
  "S3 media store",
  (shop) => {
    it("puts every WebP variant into the bucket, marked immutable", async () => {
      const stored = await storeImage(shop().app, await photo());
      expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 700]);
      for (const variant of stored.variants) {
        expect(variant.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
        const object = await objectInBucket(variant.url.replace("/media/", ""));
        expect(object.status).toBe(200);
        expect(object.headers.get("content-type")).toBe("image/webp");
        expect(object.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(new Uint8Array(await object.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: "webp", width: variant.width });
      }
    });

    it("serves /media/<name> from the bucket with immutable caching, and 404 for a missing image", async () => {
      const stored = await storeImage(shop().app, await photo());
      const res = await fetch(shop().baseUrl + stored.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).width).toBe(700);

      const missing = await shop().call(`/media/${"0".repeat(32)}-320.webp`);
      expect(missing.status).toBe(404);
    });

    it("stores the same image once: sent again, it is found in the bucket and nothing is put", async () => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6c3483" } })
        .png()
        .toBuffer();
      const first = await storeImage(shop().app, png);
      const puts: string[] = [];
      const onEvent = (event: S3Event) => puts.push(`${event.Records[0].eventName} ${event.Records[0].s3.object.key}`);
      s3rver.on("event", onEvent);
      try {
        expect(await storeImage(shop().app, png)).toEqual(first);
        expect(puts).toEqual([]);

        // With one of its files gone, the image is drawn and put again.
        const gone = first.variants[1].url.replace("/media/", "");
        await deleteFromBucket(gone);
        expect((await objectInBucket(gone)).status).toBe(404);
        expect(await storeImage(shop().app, png)).toEqual(first);
        expect(puts).toContain(`ObjectCreated:Put ${gone}`);
        expect((await objectInBucket(gone)).status).toBe(200);
      } finally {
        s3rver.off("event", onEvent);
      }
    });

    it("links images at S3_PUBLIC_URL when it is set", () => {
      const store = mediaStoreFor({ ...shop().app.config, S3_PUBLIC_URL: "https://img.bay.example/" }, shop().app.log);
      expect(store.url("abc-320.webp")).toBe("https://img.bay.example/abc-320.webp");
    });

    it("refuses the upload with a clear 502 error, and logs why, when the store rejects our credentials", async () => {
      // s3rver does not verify V4 signatures, so a wrong secret would pass; an unknown access key is refused.
      const logged: string[] = [];
      const log = pino({ level: "error" }, { write: (line: string) => logged.push(line) });
      const config = { ...shop().app.config, S3_ACCESS_KEY_ID: "NOT-A-KEY" };
      const error = await storeImage({ ...shop().app, config, log }, await photo()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 502, message: "We could not reach the image store. Please try again." });
      expect(logged.join("")).toContain("media store request failed");
      expect(logged.join("")).toContain("InvalidAccessKeyId");
    });

    it("refuses the upload with the same error when the store cannot be reached", async () => {
      const config = { ...shop().app.config, S3_ENDPOINT: "http://127.0.0.1:9" };
      const error = await storeImage({ ...shop().app, config, log: pino({ level: "silent" }) }, await photo()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 502, code: "media_store_unavailable" });
    });
  },
  s3Env,
);
