import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAnswers, keptBodyOf } from "./compression";
import type { HttpEnv } from "@/http/env";

const large = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Àdìrẹ shirt ${i} ₦`, priceKobo: 1_500_000 + i })),
};

/** A page as the public cache keeps it: its bytes, and their brotli for the clients that take it. */
const cachedPage = new Uint8Array(Buffer.from(`<!DOCTYPE html><p>${"Àdìrẹ ".repeat(1000)}</p>`));
const cachedPageBrotli = new Uint8Array(brotliCompressSync(cachedPage));

// Behind the real node server, answers are its lightweight Responses: the compression reads their body
// where that server keeps it (`keptBodyOf`), and what goes out must be what a full read would have sent.
describe("answer compression behind @hono/node-server", () => {
  let server: ServerType;
  let base: string;
  /** The body each answer left the middleware with, as the node server will find it. */
  const handedOn = new Map<string, unknown>();
  beforeAll(async () => {
    const http = new Hono<HttpEnv>();
    http.use(async (c, next) => {
      await next();
      handedOn.set(c.req.path, keptBodyOf(c.res));
    });
    http.use(compressAnswers());
    const html = { "content-type": "text/html; charset=utf-8" };
    http.get("/cached", () => new Response(cachedPage, { headers: html }));
    http.get("/cached-br", () => new Response(cachedPageBrotli, { headers: { ...html, "content-encoding": "br" } }));
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

  it("finds the body of a string or bytes answer without reading it as a stream", () => {
    expect(keptBodyOf(new Response("Ẹ kú àbọ̀"))).toBe("Ẹ kú àbọ̀");
    const bytes = new Uint8Array(3);
    expect(keptBodyOf(new Response(bytes))).toBe(bytes);
    expect(keptBodyOf(new Response(null, { status: 302 }))).toBeNull();
  });

  // Read as a stream, each reply of a cached page copied its bytes: at 2,500 replies a second, garbage
  // that set off a collection every 50 ms and 40 MB more of the server's memory (issue 13).
  it("hands a cached page's bytes on to the server as they are, not a copy, compressed or not", async () => {
    const br = await fetch(`${base}/cached-br`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await br.arrayBuffer())).toEqual(Buffer.from(cachedPage));
    expect(handedOn.get("/cached-br")).toBe(cachedPageBrotli);

    const plain = await fetch(`${base}/cached`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-length")).toBe(String(cachedPage.byteLength));
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(Buffer.from(cachedPage));
    expect((handedOn.get("/cached") as Uint8Array).buffer).toBe(cachedPage.buffer);
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
    expect(small.headers.get("vary")).toBe("Accept-Encoding");
    expect(await small.json()).toEqual({ ok: true });
    // A small answer goes on as the answer it was (its kept text), not a copy made of its bytes.
    expect(handedOn.get("/small")).toBe(JSON.stringify({ ok: true }));
  });
});
