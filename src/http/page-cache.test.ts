import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPublicCache } from "@/platform/public-cache";
import type { PageContext } from "./app";
import { cachingPages } from "./page-cache";

const visitor = { user: null } as PageContext;
const shopper = { user: { id: "u1" } } as unknown as PageContext;

/** A page renderer that counts its renders and says which one answered. */
function renderer(options: { setCookie?: boolean; status?: number; delayMs?: number } = {}) {
  let renders = 0;
  const pages = async (request: Request) => {
    renders++;
    const n = renders;
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    if (options.setCookie) headers.set("set-cookie", "toast=1");
    return new Response(`<html>render ${n} of ${new URL(request.url).pathname}</html>`, { status: options.status ?? 200, headers });
  };
  return { pages, renders: () => renders };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });

describe("anonymous page cache", () => {
  it("renders a page once for all visitors without cookies, per URL", async () => {
    const { pages, renders } = renderer();
    const serve = cachingPages(pages, createPublicCache(10_000));
    expect(await (await serve(get("/shop"), visitor)).text()).toBe("<html>render 1 of /shop</html>");
    expect(await (await serve(get("/shop"), visitor)).text()).toBe("<html>render 1 of /shop</html>");
    expect(await (await serve(get("/shop?category=Jeans"), visitor)).text()).toBe("<html>render 2 of /shop</html>");
    expect(renders()).toBe(2);
  });

  it("always renders afresh for a signed-in shopper or any request carrying cookies", async () => {
    const { pages, renders } = renderer();
    const serve = cachingPages(pages, createPublicCache(10_000));
    await serve(get("/"), visitor);
    await serve(get("/"), shopper);
    await serve(get("/", { cookie: "bay_toast=x" }), visitor);
    await serve(get("/", { authorization: "Bearer x" }), visitor);
    expect(renders()).toBe(4);
  });

  it("does not share responses that set cookies or are not a plain 200", async () => {
    for (const options of [{ setCookie: true }, { status: 404 }]) {
      const { pages, renders } = renderer(options);
      const serve = cachingPages(pages, createPublicCache(10_000));
      await serve(get("/x"), visitor);
      const second = await serve(get("/x"), visitor);
      expect(renders()).toBe(2);
      if (options.setCookie) expect(second.headers.get("set-cookie")).toBe("toast=1");
    }
  });

  it("renders once for many visitors arriving together, and again after invalidation", async () => {
    const { pages } = renderer({ delayMs: 20 });
    const cache = createPublicCache(10_000);
    const serve = cachingPages(pages, cache);
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => (await serve(get("/"), visitor)).text()));
    expect(new Set(bodies)).toEqual(new Set(["<html>render 1 of /</html>"]));
    cache.invalidate();
    expect(await (await serve(get("/"), visitor)).text()).toBe("<html>render 2 of /</html>");
  });

  it("stores brotli and gzip bodies for clients that accept them", async () => {
    const { pages } = renderer();
    const serve = cachingPages(pages, createPublicCache(10_000));
    for (let i = 0; i < 2; i++) {
      const br = await serve(get("/", { "accept-encoding": "gzip, deflate, br" }), visitor);
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toBe("Accept-Encoding");
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe("<html>render 1 of /</html>");
      const gz = await serve(get("/", { "accept-encoding": "gzip" }), visitor);
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("<html>render 2 of /</html>");
    }
  });

  it("keeps pages only for the configured time, and not at all when it is 0", async () => {
    const { pages, renders } = renderer();
    const serve = cachingPages(pages, createPublicCache(0));
    await serve(get("/"), visitor);
    await serve(get("/"), visitor);
    expect(renders()).toBe(2);
  });
});
