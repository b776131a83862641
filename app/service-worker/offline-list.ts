import { formatNaira, nairaToKobo } from "@/shop/money";

// Pure helpers of the service worker (app/service-worker/sw.ts), kept apart so that tests run them
// without a browser: which answers may be kept, under which key, and the offline page's list.

/** A product page as the shopper opens it; `.data` is the router's fetch for the same page. */
const PRODUCT_PAGE = /^\/product\/([^/.]+)$/;
const PRODUCT_DATA = /^\/product\/([^/.]+)\.data$/;

export function isProductPage(path: string): boolean {
  return PRODUCT_PAGE.test(path);
}

/** The page a product's `.data` answer belongs to, or null. */
export function productPageOfData(path: string): string | null {
  const match = PRODUCT_DATA.exec(path);
  return match ? `/product/${match[1]}` : null;
}

/**
 * Whether an answer may be kept on the phone: a whole 200 from the shop itself that no rule marks as
 * personal. Every answer for a signed-in shopper, every personal path and every answer that sets a
 * cookie is `Cache-Control: no-store` (src/server/personal-answers.ts); `private` is refused too.
 */
export function mayKeep(response: { status: number; type: string; redirected: boolean; headers: Headers }): boolean {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  const control = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/\b(no-store|private)\b/.test(control);
}

/** One entry per product, whatever size or colour the address asked about. */
export function productPageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** A kept product page: its address, the product's name, its price and its picture. */
export type KeptProduct = { href: string; name: string; price: string; picture: string | null };

/** "12500.00" (Open Graph's product:price:amount) as the shop writes it: ₦12,500. */
export function nairaText(amount: string): string {
  const kobo = nairaToKobo(amount);
  return kobo === null ? "" : formatNaira(kobo);
}

function metaContent(html: string, property: string): string | null {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${property.replace(/[.:]/g, "\\$&")}"[^>]*>`).exec(html);
  const content = tag && /content="([^"]*)"/.exec(tag[0]);
  return content ? decodeEntities(content[1]) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the offline page says of a kept product page, from its Open Graph tags: name, price, picture. */
export function keptProduct(href: string, html: string): KeptProduct | null {
  const name = metaContent(html, "og:title");
  if (!name) return null;
  const price = nairaText(metaContent(html, "product:price:amount") ?? "");
  const image = metaContent(html, "og:image");
  return { href, name, price, picture: image ? new URL(image, href).pathname : null };
}

/** A stored picture's other widths (src/media/srcset.ts names them `<hash>-<width>.webp`), smallest first. */
export function pictureWidths(path: string): string[] {
  const match = /^(.*-)\d{1,4}\.webp$/.exec(path);
  return match ? [320, 640, 960, 1280].map((width) => `${match[1]}${width}.webp`) : [path];
}

/** Marks the list the service worker fills in on the /offline page (app/routes/offline.tsx). */
export const OFFLINE_LIST_MARK = "data-offline-list";

/**
 * The /offline page as the service worker answers a failed navigation: its list filled with the kept
 * product pages, and without its scripts (they would start the app on a page it did not render).
 */
export function offlinePage(html: string, products: KeptProduct[]): string {
  const items = products.length
    ? products
        .map(
          (p) =>
            `<li><a class="offline-product" href="${escapeHtml(p.href)}">` +
            (p.picture ? `<img src="${escapeHtml(p.picture)}" alt="" width="64" height="80">` : "") +
            `<span>${escapeHtml(p.name)}</span> <span>${escapeHtml(p.price)}</span></a></li>`,
        )
        .join("")
    : "<li>No product pages are saved on this phone yet.</li>";
  return html
    .replace(new RegExp(`(<ul[^>]*${OFFLINE_LIST_MARK}[^>]*>)[\\s\\S]*?(</ul>)`), `$1${items}$2`)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}
