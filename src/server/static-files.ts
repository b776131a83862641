import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { HttpEnv } from "@/http/env";
import { setResponseHeader } from "@/http/security";

/** Built client files: hashed /assets/* never change, so browsers keep them for a year. */
export function staticFiles(root: string) {
  const files = new Hono<HttpEnv>();
  files.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) setResponseHeader(c, "Cache-Control", "public, max-age=31536000, immutable");
  });
  files.use("/assets/*", serveStatic({ root, precompressed: true }));
  files.get("/favicon.svg", serveStatic({ root }));
  // The service worker (issue 50), built by scripts/build-server.mjs, from the root so that its scope is
  // the whole shop. Asked again at every visit: a new deployment's worker is taken at the next one.
  files.use("/sw.js", async (c, next) => {
    await next();
    if (c.res.ok) {
      setResponseHeader(c, "Cache-Control", "no-cache");
      setResponseHeader(c, "Content-Type", "text/javascript; charset=utf-8");
    }
  });
  files.get("/sw.js", serveStatic({ root, precompressed: true }));
  return files;
}
