import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { APP_ICON_SIZES, appIcons, readStoreSettings, webAppManifest, type AppIconSize } from "@/store";
import type { HttpEnv } from "@/http/env";

/** Where the shop's logo is by default: the favicon, as `npm run dev` and the tests find it. */
export const DEFAULT_LOGO_FILE = "public/favicon.svg";

/** The manifest follows the owner's settings within minutes; an icon's address names its content. */
const MANIFEST_CACHE = "public, max-age=300";
const ICON_CACHE = "public, max-age=86400";

/**
 * The web app manifest at /manifest.webmanifest (DESIGN §7) and its icons at /icons/…, drawn from the
 * logo file (issue 50, item 1). Public answers for every visitor, before any session is looked up.
 */
export function installableApp(logoFile: string = DEFAULT_LOGO_FILE) {
  const routes = new Hono<HttpEnv>();
  const icon = appIcons(() => readFile(logoFile));

  routes.get("/manifest.webmanifest", async (c) => {
    const settings = await readStoreSettings(c.get("app"));
    return c.body(JSON.stringify(webAppManifest(settings)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": MANIFEST_CACHE,
    });
  });

  routes.get("/icons/:file{(icon|maskable)-\\d+\\.png}", async (c) => {
    const [, kind, digits] = /^(icon|maskable)-(\d+)\.png$/.exec(c.req.param("file"))!;
    const size = Number(digits) as AppIconSize;
    if (!APP_ICON_SIZES.includes(size)) return c.notFound();
    const png = await icon(size, kind === "maskable" ? "maskable" : "any");
    return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Cache-Control": ICON_CACHE });
  });
  return routes;
}
