import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { RecentlyUsed } from "@/platform/recently-used";
import type { HttpEnv } from "@/http/env";
import { gzipPageKeepingStylesheet } from "./page-gzip";
import { setResponseHeader } from "@/http/security";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** Below one TCP packet, compressing saves no round trip and costs the server a compressor. */
const SMALLEST_COMPRESSED_BYTES = 1400;

/** The q-value a client gives each coding it names (RFC 9110 §12.5.3); `*` stands for the rest. */
function acceptedCodings(accept: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    codings.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return codings;
}

/** The weight a client gives each coding, `*` standing for those it does not name. */
function weightsOf(accept: string | undefined) {
  const codings = acceptedCodings(accept ?? "");
  return (coding: Encoding) => codings.get(coding) ?? codings.get("*") ?? 0;
}

/** Brotli, then gzip, when the client accepts them (q above 0); `br;q=0` refuses brotli. */
export function preferredEncoding(accept: string | undefined): Encoding {
  const weight = weightsOf(accept);
  const [best] = (["br", "gzip"] as const).filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a));
  return best ?? "identity";
}

/** Adds Accept-Encoding to a Vary header without dropping what other layers put there. */
export function varyOnEncoding(vary: string | null): string {
  const names = (vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === "*" || name.toLowerCase() === "accept-encoding")) return names.join(", ");
  return [...names, "Accept-Encoding"].join(", ");
}

// Up to this size a body is compressed on the main thread (about 1 ms for a 100 KB page): handing it
// to the thread pool cost more than it saved, and the pool's per-thread allocations raised the RSS.
const SYNC_COMPRESS_BYTES = 256 * 1024;

/**
 * Brotli quality by how often the work is done: an answer kept in the public cache is compressed once
 * and sent thousands of times, so quality 5 (most of brotli's gain); an answer made for one request is
 * compressed every time, so quality 3: a third of quality 5's time for a body 4 % larger (30 KB of
 * products JSON: 0.14 ms against 0.40 ms).
 */
const BROTLI_QUALITY = { kept: 5, once: 3 } as const;

export async function compressBody(
  raw: Buffer,
  encoding: Exclude<Encoding, "identity">,
  use: keyof typeof BROTLI_QUALITY,
): Promise<Buffer> {
  const sync = raw.length <= SYNC_COMPRESS_BYTES;
  if (encoding === "gzip") return sync ? gzipSync(raw) : gzipAsync(raw);
  const quality = BROTLI_QUALITY[use];
  const options = {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  };
  return sync ? brotliCompressSync(raw, options) : brotli(raw, options);
}

/**
 * The body an answer was made from (`c.json` and `c.html` give a string, the public cache its stored
 * bytes, a redirect null), read where @hono/node-server's lightweight Response keeps it; undefined for
 * a full web Response, which is then read as a stream. Asking the lightweight Response for its body or
 * bytes makes it a full one: a third of the server's CPU time on a small JSON answer (0.16 against
 * 0.11 ms per search suggestion), and for a cached page a copy of its bytes on every reply.
 */
export function keptBodyOf(response: Response): string | Uint8Array | null | undefined {
  const kept = Object.getOwnPropertySymbols(response).find((key) => key.description === "cache");
  const cache: unknown = kept && (response as unknown as Record<symbol, unknown>)[kept];
  if (!Array.isArray(cache)) return undefined;
  const body: unknown = cache[1];
  return body === null || typeof body === "string" || body instanceof Uint8Array ? body : undefined;
}

/** The bytes of a kept body, without copying them. */
const bytesOf = (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength);

/**
 * An answer a route marks as repeating (`answerRepeats`: the products list is the same page for every
 * shopper until a product on it changes; the suggestions for "jea" are the same for everyone typing it)
 * keeps its compressed bytes by its exact text, so the same text is compressed once. Keyed by content,
 * nothing can go stale; the last hundred or so are kept (at most a few MB).
 */
const REPEATING_ANSWERS_KEPT = 128;
const repeatingAnswers = new RecentlyUsed<string, Partial<Record<Encoding, Buffer>>>(REPEATING_ANSWERS_KEPT);

async function compressRepeating(text: string, raw: Buffer, encoding: Exclude<Encoding, "identity">) {
  let kept = repeatingAnswers.get(text);
  if (!kept) repeatingAnswers.set(text, (kept = {}));
  return (kept[encoding] ??= await compressBody(raw, encoding, "once"));
}

/** Whether the client takes gzip and does not prefer brotli to it (browsers name both, unweighted). */
function takesGzipAsWell(accept: string | undefined): boolean {
  const weight = weightsOf(accept);
  return weight("gzip") > 0 && weight("gzip") >= weight("br");
}

/**
 * Answers are compressed whole, with a length, and only when that pays. Pages have no Suspense
 * boundary, so their HTML is complete before the first byte goes out anyway. A compression stream
 * per answer cost the checkout a fifth of its throughput, and a signed-in /shop a third of its
 * throughput and 50 MB of memory under load. Static files arrive already compressed.
 */
export function compressAnswers(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === "HEAD" || response.headers.has("content-encoding")) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get("content-type") ?? "")) return;
    const kept = keptBodyOf(response);
    if (kept === null || (kept === undefined && !response.body)) return;
    const text = typeof kept === "string" ? kept : undefined;
    const raw =
      kept === undefined
        ? Buffer.from(await response.arrayBuffer())
        : typeof kept === "string"
          ? Buffer.from(kept)
          : bytesOf(kept);
    // A page made for this request: its inline stylesheet is compressed once, not for every answer (page-gzip.ts).
    if (HTML.test(response.headers.get("content-type") ?? "") && takesGzipAsWell(c.req.header("accept-encoding"))) {
      const page = gzipPageKeepingStylesheet(raw);
      if (page) return replaceBody(c, response, page, "gzip");
    }
    if (raw.length < SMALLEST_COMPRESSED_BYTES && kept !== undefined) {
      // Sent as it is (/personal-state, a cart line): its length and Vary set in place, not on a copy of
      // the answer (a new Headers and Response for every small answer, issue 49). A body read as a
      // stream above is used up, so that answer is made anew below.
      setResponseHeader(c, "content-length", String(raw.length));
      setResponseHeader(c, "vary", varyOnEncoding(c.res.headers.get("vary")));
      return;
    }
    const encoding =
      raw.length < SMALLEST_COMPRESSED_BYTES ? "identity" : preferredEncoding(c.req.header("accept-encoding"));
    const body =
      encoding === "identity"
        ? raw
        : c.get("answerRepeats") && text !== undefined
          ? await compressRepeating(text, raw, encoding)
          : await compressBody(raw, encoding, "once");
    replaceBody(c, response, body, encoding);
  };
}

const HTML = /^text\/html\b/i;

/** The answer with `body` (in `encoding`) in place of its own, with its length. */
function replaceBody(c: Context<HttpEnv>, response: Response, body: Buffer, encoding: Encoding) {
  const headers = new Headers(response.headers);
  if (encoding !== "identity") headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.length));
  headers.set("vary", varyOnEncoding(headers.get("vary")));
  // Hono would copy the old response's headers (and its length) onto the new one: drop it first.
  c.res = undefined as unknown as Response;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}
