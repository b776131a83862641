import sharp from "sharp";
import { THEME_COLOUR } from "@/shop/constants";
import type { StoreSettings } from "./store-settings";

// Issue 50, item 1: the shop can be installed from the browser ("Add to Home screen"). Chromium asks of
// the manifest a name, a start URL, a standalone display and a square PNG icon of at least 144 px; it
// is written from the owner's settings, and the icons are drawn from the shop's logo (public/favicon.svg)
// by sharp, once per size, the first time they are asked for.

/** The sizes Android asks for: the launcher's (192 px) and the splash screen's (512 px). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** "any": the logo as it is; "maskable": on the theme colour with room for Android's round crop. */
export type AppIconPurpose = "any" | "maskable";

export function appIconPath(size: AppIconSize, purpose: AppIconPurpose): string {
  return `/icons/${purpose === "maskable" ? "maskable" : "icon"}-${size}.png`;
}

/** The launcher's label has room for about 12 characters; a longer store name is cut at a word. */
const SHORT_NAME_LENGTH = 12;

export function shortStoreName(storeName: string): string {
  const name = storeName.trim();
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const cut = name.slice(0, SHORT_NAME_LENGTH + 1).replace(/\s+\S*$/, "");
  return cut.length > 0 && cut.length <= SHORT_NAME_LENGTH ? cut : name.slice(0, SHORT_NAME_LENGTH);
}

/** The web app manifest (https://www.w3.org/TR/appmanifest/) of the owner's store. */
export function webAppManifest(settings: Pick<StoreSettings, "storeName">) {
  return {
    id: "/",
    name: settings.storeName,
    short_name: shortStoreName(settings.storeName),
    description: `${settings.storeName}: fashion for individuals who move boldly. Prices in naira, delivered across Nigeria.`,
    lang: "en-NG",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: "#ffffff",
    categories: ["shopping", "lifestyle"],
    icons: APP_ICON_SIZES.flatMap((size) =>
      (["any", "maskable"] as const).map((purpose) => ({
        src: appIconPath(size, purpose),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose,
      })),
    ),
  };
}

/** Android's maskable icons keep a circle of 80 % of the side; the logo fits inside it. */
const MASKABLE_SAFE_ZONE = 0.8;

/** The logo (SVG or any image sharp reads) as a square PNG icon. */
export async function drawAppIcon(logo: Buffer, size: number, purpose: AppIconPurpose): Promise<Buffer> {
  if (purpose === "any") {
    return sharp(logo, { density: 72 * Math.ceil(size / 32) })
      .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  const inner = Math.round(size * MASKABLE_SAFE_ZONE * Math.SQRT1_2 * 1.1);
  const drawn = await sharp(logo, { density: 72 * Math.ceil(inner / 32) })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: drawn, gravity: "centre" }])
    .png()
    .toBuffer();
}

/**
 * The icons of one logo, each drawn on first request and then kept (a few kilobytes each): a fresh
 * start, such as a new deployment with a new logo, draws them again.
 */
export function appIcons(readLogo: () => Promise<Buffer>) {
  const drawn = new Map<string, Promise<Buffer>>();
  return (size: AppIconSize, purpose: AppIconPurpose): Promise<Buffer> => {
    const key = `${size} ${purpose}`;
    let icon = drawn.get(key);
    if (!icon) {
      icon = readLogo().then((logo) => drawAppIcon(logo, size, purpose));
      // A failure (the logo missing) is not kept: the next request tries again.
      icon.catch(() => drawn.delete(key));
      drawn.set(key, icon);
    }
    return icon;
  };
}
