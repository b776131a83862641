import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonce } from "~/lib/csp-nonce";
import { ServerOnlyText } from "~/lib/server-only-text";
import { holdScripts, RELEASE_SCRIPTS_AFTER_LOAD } from "~/lib/scripts-after-load.server";
// The stylesheet as text, for the server only: the client bundle carries no CSS at all.
import style from "./app.css?inline";

const serverOnlyText = { style, releaseScripts: RELEASE_SCRIPTS_AFTER_LOAD };

export const streamTimeout = 5_000;

/**
 * React Router's default node entry, plus the Content-Security-Policy nonce: the Hono layer makes
 * one per render (src/server/content-security.ts) and sends it in the policy; every inline script
 * React or React Router writes here and in root.tsx carries it, and so does the inline stylesheet.
 * React Router's scripts are held back until the page has loaded (app/lib/scripts-after-load.server.ts).
 *
 * The page is collected whole and answered as its bytes (issue 49). Pages have no Suspense boundary,
 * so it is complete before its first byte could go out, and compressAnswers (src/server/compression.ts)
 * compresses it whole with its length. Streamed, each page went through a transform stream that
 * decoded and re-encoded it, a web stream and a copy back into one buffer, all garbage after.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce ?? ""}>
        <ServerOnlyText value={serverOnlyText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerOnlyText>
      </CspNonce>,
      {
        nonce,
        // A Suspense boundary whose content is ready stays in place, never moved in later by an inline script:
        // a page must read whole without JavaScript (the product page's reviews are such a boundary). React
        // moves a ready boundary out of the way once 12,800 bytes precede it, as the inline stylesheet always does.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React Router's scripts wait until a shop page has loaded. The dashboard's start at once: it
          // is an app the owner works in, whose dialogs need them, and no shopper waits on its paint.
          const dashboard = new URL(request.url).pathname.startsWith("/admin");
          // The status as it is when the shell is ready: an error after that is logged, as when streamed.
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              // Clears the timeout so its closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set("Content-Type", "text/html");
              const body = (dashboard ? html : holdScripts(html)) as Uint8Array<ArrayBuffer>;
              resolve(new Response(body, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; these are not.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
