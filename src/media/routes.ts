import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import type { AppContext } from "@/platform/context";
import { isMediaFileName } from "./media-store";
import { mediaStoreFor } from "./store";

/**
 * /media/<hash>-<width>.webp: stored images. Names are content hashes, so a file never changes and
 * browsers may keep it for a year. Only names of the store's own pattern are looked up, which also
 * rules out path traversal ("..", slashes, encoded or not).
 */
export function mediaRoutes(app: AppContext): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  const store = mediaStoreFor(app.config, app.log);
  routes.get("/:file", async (c) => {
    const file = c.req.param("file");
    let bytes: Uint8Array | null;
    try {
      bytes = isMediaFileName(file) ? await store.get(file) : null;
    } catch {
      // The store has logged what went wrong; the browser just gets no image for now.
      return c.text("Image store unavailable", 502, { "Cache-Control": "no-store" });
    }
    if (!bytes) return c.text("Not found", 404, { "Cache-Control": "no-store" });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  routes.all("*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));
  return routes;
}
