import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { HttpEnv } from "./env";
import { setResponseHeader } from "./security";

/** Built client files: hashed /assets/* never change, so browsers keep them for a year. */
export function staticFiles(root: string) {
  const files = new Hono<HttpEnv>();
  files.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) setResponseHeader(c, "Cache-Control", "public, max-age=31536000, immutable");
  });
  files.use("/assets/*", serveStatic({ root, precompressed: true }));
  files.get("/favicon.svg", serveStatic({ root }));
  return files;
}
