import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createPublicCache, type PublicCache } from "@/platform/public-cache";
import { anonymousCache } from "./anonymous-cache";
import type { HttpEnv } from "@/http/env";

/** A server whose answers count themselves, behind the anonymous cache. */
function server(options: { setCookie?: boolean; status?: number; delayMs?: number; cache?: PublicCache } = {}) {
  let answers = 0;
  const http = new Hono<HttpEnv>();
  http.use(anonymousCache(options.cache ?? createPublicCache(10_000), async () => false));
  const answer = async (path: string) => {
    answers++;
    const n = answers;
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    if (options.setCookie) headers.set("set-cookie", "toast=1");
    return new Response(`answer ${n} for ${path}`, { status: options.status ?? 200, headers });
  };
  http.get("/api/v1/cart", (c) => answer(c.req.path));
  http.get("*", (c) => answer(c.req.path));
  return {
    get: (path: string, headers: Record<string, string> = {}) => http.request(`http://shop.test${path}`, { headers }),
    answers: () => answers,
  };
}

describe("anonymous response cache", () => {
  it("answers once for all visitors without cookies, per URL, for pages and public API reads", async () => {
    const { get, answers } = server();
    expect(await (await get("/shop")).text()).toBe("answer 1 for /shop");
    expect(await (await get("/shop")).text()).toBe("answer 1 for /shop");
    expect(await (await get("/shop?category=Jeans")).text()).toBe("answer 2 for /shop");
    expect(await (await get("/api/v1/products?limit=24")).text()).toBe("answer 3 for /api/v1/products");
    expect(await (await get("/api/v1/products?limit=24")).text()).toBe("answer 3 for /api/v1/products");
    expect(answers()).toBe(3);
  });

  it("always answers afresh for requests with cookies or credentials, and for personal API routes", async () => {
    const { get, answers } = server();
    await get("/");
    await get("/", { cookie: "bay_toast=x" });
    await get("/", { authorization: "Bearer x" });
    await get("/api/v1/cart");
    await get("/api/v1/cart");
    expect(answers()).toBe(5);
  });

  it("does not share responses that set cookies or are not a plain 200", async () => {
    for (const options of [{ setCookie: true }, { status: 404 }]) {
      const { get, answers } = server(options);
      await get("/x");
      const second = await get("/x");
      expect(answers()).toBe(2);
      if (options.setCookie) expect(second.headers.get("set-cookie")).toBe("toast=1");
    }
  });

  it("answers once for many visitors arriving together, and again after invalidation", async () => {
    const cache = createPublicCache(10_000);
    const { get } = server({ delayMs: 20, cache });
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => (await get("/")).text()));
    expect(new Set(bodies)).toEqual(new Set(["answer 1 for /"]));
    cache.invalidate();
    expect(await (await get("/")).text()).toBe("answer 2 for /");
  });

  it("stores brotli and gzip bodies for clients that accept them, with a length that fits", async () => {
    const { get } = server();
    for (let i = 0; i < 2; i++) {
      const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toBe("Accept-Encoding");
      const brBody = Buffer.from(await br.arrayBuffer());
      expect(Number(br.headers.get("content-length"))).toBe(brBody.byteLength);
      expect(brotliDecompressSync(brBody).toString()).toBe("answer 1 for /");
      const gz = await get("/", { "accept-encoding": "gzip" });
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("answer 2 for /");
    }
  });

  it("keeps nothing when the cache time is 0", async () => {
    const { get, answers } = server({ cache: createPublicCache(0) });
    await get("/");
    await get("/");
    expect(answers()).toBe(2);
  });
});
