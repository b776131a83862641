import { beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { mediaStoreFor } from "../../../src/media/store";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

function form(bytes: Uint8Array | string, name: string, type: string) {
  const body = new FormData();
  body.append("file", new Blob([bytes as BlobPart], { type }), name);
  return body;
}

describeOnEachDatabase("admin image upload", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });
  const upload = (body: FormData) => shop().call("/api/v1/admin/uploads", { method: "POST", body, token: admin });

  it("stores a real PNG as WebP variants", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    const res = await upload(form(new Uint8Array(png), "shirt.png", "image/png"));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
    expect(res.body.variants.length).toBeGreaterThan(0);
    for (const variant of res.body.variants) expect(variant.url).toMatch(/\.webp$/);
    const stored = await mediaStoreFor(shop().app.config, shop().app.log).get(res.body.url.replace("/media/", ""));
    expect(stored).not.toBeNull();
    expect((await sharp(stored!).metadata()).format).toBe("webp");
  });

  it("refuses a text file dressed up as a PNG, and SVG, with 415", async () => {
    const fake = await upload(form("just some text, honestly", "photo.png", "image/png"));
    expect(fake.status).toBe(415);
    expect(fake.body.error.message).toBe("Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    expect((await upload(form(svg, "logo.svg", "image/svg+xml"))).status).toBe(415);
  });

  it("refuses 11 MB with 413 and a missing file with 422", async () => {
    const big = await upload(form(new Uint8Array(11 * 1024 * 1024), "huge.png", "image/png"));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBeTruthy();
    const empty = new FormData();
    empty.append("other", "x");
    const missing = await upload(empty);
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe("Please choose an image file to upload.");
  });
});
