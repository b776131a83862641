import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compression";
import type { HttpEnv } from "@/http/env";

const small = { ok: true, note: "a cart line" };
const large = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ankara shirt ${i}`, priceKobo: 1_500_000 + i })),
};

const styledPage = `<html><head><style nonce="n">${".a{color:red}".repeat(1000)}</style></head><body><p>Ada's cart</p></body></html>`;

function server() {
  const http = new Hono<HttpEnv>();
  http.use(compressAnswers());
  http.get("/small", (c) => c.json(small));
  http.get("/large", (c) => c.json(large, 201));
  http.get("/page", (c) => c.html("<p>A page compressed whole</p>".repeat(100)));
  http.get("/styled-page", (c) => c.html(styledPage));
  http.get("/by-language", (c) => c.json(large, 200, { vary: "Accept-Language" }));
  http.get("/image", (c) => c.body(new Uint8Array(4000), 200, { "content-type": "image/webp" }));
  return (path: string, accept?: string) =>
    http.request(`http://shop.test${path}`, { headers: accept ? { "accept-encoding": accept } : {} });
}

describe("answer compression", () => {
  it("sends small answers as they are, with their length", async () => {
    const res = await server()("/small", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(JSON.parse(body.toString())).toEqual(small);
  });

  it("compresses large answers with brotli or gzip as offered, keeping status and length", async () => {
    const get = server();
    const br = await get("/large", "gzip, deflate, br");
    expect(br.status).toBe(201);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(brBody.length));
    expect(brBody.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(large);

    const gz = await get("/large", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(large);

    const plain = await get("/large");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it("compresses pages too, and leaves images alone", async () => {
    const get = server();
    const page = await get("/page", "br");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("A page compressed whole");
    const image = await get("/image", "br");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4000);
  });

  it("sends a page with an inline stylesheet as gzip when the client takes it as well as brotli", async () => {
    const get = server();
    const page = await get("/styled-page", "gzip, deflate, br");
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await page.arrayBuffer());
    expect(page.headers.get("content-length")).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(styledPage);
    expect((await get("/styled-page", "gzip;q=0.5, br")).headers.get("content-encoding")).toBe("br");
    expect((await get("/styled-page", "br")).headers.get("content-encoding")).toBe("br");
    expect((await get("/styled-page")).headers.get("content-encoding")).toBeNull();
  });

  it("honours q-values: a coding at q=0 is refused, the higher q wins, * covers the rest", async () => {
    const get = server();
    expect((await get("/large", "br;q=0, gzip")).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/large", "gzip;q=0.5, br;q=0.9")).headers.get("content-encoding")).toBe("br");
    expect((await get("/large", "br;q=0.2, gzip;q=0.8")).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/large", "br;q=0, gzip;q=0")).headers.get("content-encoding")).toBeNull();
    expect((await get("/large", "*")).headers.get("content-encoding")).toBe("br");
    expect((await get("/large", "*;q=0, identity")).headers.get("content-encoding")).toBeNull();
    const unreadable = await get("/large", "br;q=0");
    expect(await unreadable.json()).toEqual(large);
  });

  it("adds Accept-Encoding to the Vary an answer already has instead of replacing it", async () => {
    const res = await server()("/by-language", "br");
    expect(res.headers.get("vary")).toBe("Accept-Language, Accept-Encoding");
  });
});
