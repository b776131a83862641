import { randomUUID } from "node:crypto";
// Issue 12, item 7: one body limit in front of every route, pages included, checked from the declared
// length and while a chunked body streams in; only the admin image routes take more than 64 KB.
import { request as httpRequest } from "node:http";
import { beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const KB = 1024;

/** A chunked POST (no Content-Length) of `total` bytes in 16 KB chunks, as a raw HTTP client sends it. */
function postChunked(
  baseUrl: string,
  path: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before the whole body is written: only the answer matters.
    req.on("error", (err) => (req.writableEnded ? undefined : reject(err)));
    let sent = 0;
    const writeMore = () => {
      while (sent < total) {
        const size = Math.min(16 * KB, total - sent);
        sent += size;
        if (!req.write("a".repeat(size))) return void req.once("drain", writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describeOnEachDatabase("body limits", (shop) => {
  const origin = () => ({ origin: shop().baseUrl });
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  it("refuses an anonymous 1 MB form post to the /newsletter page with 413, before any page action reads it", async () => {
    const body = `email=${"a".repeat(1024 * KB)}%40example.ng`;
    const res = await shop().call("/newsletter", {
      method: "POST",
      body,
      headers: { ...origin(), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toBe("Request body is too large.");
    // A form of ordinary size still reaches the page (the test server's pages answer "page").
    const small = await shop().call("/newsletter", {
      method: "POST",
      body: "email=ada%40example.ng",
      headers: { ...origin(), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(small.body).toBe("page");
  });

  it("refuses a JSON body over 64 KB to the API with 413 and the API's error shape", async () => {
    const res = await shop().call("/api/v1/newsletter", { json: { email: `${"a".repeat(100 * KB)}@example.ng` } });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: "too_large", message: "Request body is too large." });
  });

  it("counts a chunked body without a length as it arrives and refuses it past the limit", async () => {
    const headers = { ...origin(), "content-type": "application/x-www-form-urlencoded" };
    const page = await postChunked(shop().baseUrl, "/login", 200 * KB, headers);
    expect(page.status).toBe(413);
    const api = await postChunked(shop().baseUrl, "/api/v1/auth/login", 200 * KB, {
      "content-type": "application/json",
    });
    expect(api.status).toBe(413);
    // Under the limit, chunked bodies pass on to the route.
    const fits = await postChunked(shop().baseUrl, "/login", 8 * KB, headers);
    expect(fits).toEqual({ status: 404, body: "page" });
    expect((await shop().call("/readyz")).status).toBe(200);
  });

  it("still takes a 2 MB image on the admin upload route, and refuses the same size elsewhere", async () => {
    const noise = Buffer.alloc(820 * 820 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 820, height: 820, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(2 * 1024 * KB - 100 * KB);
    const form = () => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "big.png");
      return body;
    };
    const res = await shop().call("/api/v1/admin/uploads", { method: "POST", body: form(), token: admin });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/media\/.+\.webp$/);
    // The admin product and news forms take images too; any other page does not.
    expect(
      (await shop().call("/admin/news", { method: "POST", body: form(), token: admin, headers: origin() })).status,
    ).toBe(404);
    expect(
      (await shop().call("/admin/products.data", { method: "POST", body: form(), token: admin, headers: origin() }))
        .status,
    ).toBe(404);
    // A product's own page (issue 46), posted without JavaScript or as a data request: read, not refused.
    for (const path of ["/admin/products/new", "/admin/products/new.data", `/admin/products/${randomUUID()}`])
      expect(
        (await shop().call(path, { method: "POST", body: form(), token: admin, headers: origin() })).status,
      ).not.toBe(413);
    expect(
      (await shop().call("/admin/products/new/x", { method: "POST", body: form(), token: admin, headers: origin() }))
        .status,
    ).toBe(413);
    expect(
      (await shop().call("/admin/orders", { method: "POST", body: form(), token: admin, headers: origin() })).status,
    ).toBe(413);
  });
});
