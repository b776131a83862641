import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { CachedPage, PublicCache } from "@/platform/public-cache";
import type { PageContext, PageHandler } from "./app";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

function preferredEncoding(accept: string | null): Encoding {
  const offered = (accept ?? "").toLowerCase();
  if (/\bbr\b/.test(offered)) return "br";
  if (/\bgzip\b/.test(offered)) return "gzip";
  return "identity";
}

/**
 * A visitor without cookies or credentials sees exactly what every other such visitor sees, so the
 * page is rendered once and then served from the public cache. Anything personal (a session, a toast)
 * arrives as a cookie, and such requests are always rendered afresh.
 */
function isAnonymous(request: Request, context: PageContext): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    context.user === null &&
    !request.headers.has("cookie") &&
    !request.headers.has("authorization")
  );
}

function isShareable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie") && response.body !== null;
}

async function capture(response: Response, encoding: Encoding): Promise<CachedPage> {
  const raw = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !/^(content-length|content-encoding|vary)$/i.test(name));
  headers.push(["vary", "Accept-Encoding"]);
  if (encoding === "identity") return { status: response.status, headers, body: raw };
  // Compressed once here instead of on every request; brotli's quality 5 keeps a miss quick.
  const body =
    encoding === "br"
      ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzipAsync(raw);
  headers.push(["content-encoding", encoding]);
  return { status: response.status, headers, body };
}

function replay(page: CachedPage, method: string): Response {
  const headers = new Headers(page.headers);
  headers.set("content-length", String(page.body.byteLength));
  return new Response(method === "HEAD" ? null : (page.body as Uint8Array<ArrayBuffer>), { status: page.status, headers });
}

/** Serves anonymous page views from the public cache; concurrent misses of one page render it once. */
export function cachingPages(pages: PageHandler, cache: PublicCache): PageHandler {
  return async (request, context) => {
    if (!isAnonymous(request, context)) return pages(request, context);
    const encoding = preferredEncoding(request.headers.get("accept-encoding"));
    // The host is part of the key: pages may use it for absolute links when PUBLIC_URL is unset.
    const url = new URL(request.url);
    const key = `${encoding} ${url.host}${url.pathname}${url.search}`;
    let unshared: Response | undefined;
    const page = await cache.pages.remember(
      key,
      async () => {
        const response = await pages(new Request(request.url, { headers: request.headers }), context);
        if (isShareable(response)) return capture(response, encoding);
        unshared = response;
        return null;
      },
      (kept) => kept !== null,
    );
    if (unshared) return unshared;
    // Another request's render turned out not to be shareable: this one renders its own.
    return page ? replay(page, request.method) : pages(request, context);
  };
}
