import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { HttpEnv } from "./env";
import { setResponseHeader } from "./security";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** Below one TCP packet, compressing saves no round trip and costs the server a compressor. */
const SMALLEST_COMPRESSED_BYTES = 1400;

export function preferredEncoding(accept: string | undefined): Encoding {
  const offered = (accept ?? "").toLowerCase();
  if (/\bbr\b/.test(offered)) return "br";
  if (/\bgzip\b/.test(offered)) return "gzip";
  return "identity";
}

/** Brotli at quality 5: most of its gain over gzip for a fraction of its top quality's time. */
export async function compressBody(raw: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(raw);
  return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

export const isJsonType = (type: string) => /^application\/(problem\+)?json\b/i.test(type);

/**
 * JSON answers are built whole, so they are compressed whole, with a length, and only when that
 * pays: a compression stream per small answer cost the checkout a fifth of its throughput.
 * Streamed answers (server-rendered pages) are left to the streaming compressor around this one.
 */
export function compressJson(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isJsonType(response.headers.get("content-type") ?? "") || !response.body || response.headers.has("content-encoding") || c.req.method === "HEAD") return;
    const raw = Buffer.from(await response.arrayBuffer());
    const encoding = raw.length < SMALLEST_COMPRESSED_BYTES ? "identity" : preferredEncoding(c.req.header("accept-encoding"));
    const headers = new Headers(response.headers);
    const body = encoding === "identity" ? raw : await compressBody(raw, encoding);
    if (encoding !== "identity") headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.length));
    // Hono would copy the old response's headers (and its length) onto the new one: drop it first.
    c.res = undefined as unknown as Response;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
    setResponseHeader(c, "Vary", "Accept-Encoding");
  };
}
