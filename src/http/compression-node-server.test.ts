import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAnswers, textOf } from "./compression";
import type { HttpEnv } from "./env";

const large = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Àdìrẹ shirt ${i} ₦`, priceKobo: 1_500_000 + i })),
};

// Behind the real node server, answers are its lightweight Responses: the compression reads their text
// where that server keeps it (`textOf`), and what goes out must be what a full read would have sent.
describe("answer compression behind @hono/node-server", () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    const http = new Hono<HttpEnv>();
    http.use(compressAnswers());
    http.get("/large", (c) => c.json(large, 201));
    http.get("/small", (c) => c.json({ ok: true }));
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: http.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("finds the text of a string answer without reading it as a stream", () => {
    expect(textOf(new Response("Ẹ kú àbọ̀"))).toBe("Ẹ kú àbọ̀");
    expect(textOf(new Response(new Uint8Array(3)))).toBeUndefined();
  });

  it("sends the same JSON, compressed, with its status and length", async () => {
    const res = await fetch(`${base}/large`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    // fetch decodes brotli itself: the length sent is that of the compressed bytes.
    const sent = Number(res.headers.get("content-length"));
    expect(sent).toBeLessThan(Buffer.byteLength(JSON.stringify(large)) / 4);
    expect(await res.json()).toEqual(large);

    const small = await fetch(`${base}/small`, { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe(String(JSON.stringify({ ok: true }).length));
    expect(await small.json()).toEqual({ ok: true });
  });
});
