import type { Route } from "./+types/sitemap[.]xml";
import { publicOrigin } from "@/platform/public-origin";
import { listProducts } from "@/catalog/catalog";
import { productQuerySchema } from "@/catalog/product-query";
import { CATEGORIES } from "@/shop/constants";

const PAGE = 100;
/** Enough for any catalog this shop will carry; a bigger one would get a sitemap index. */
const MAX_PAGES = 100;

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// Search engines learn every product page from the same catalog the shop shows.
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.app.config);
  const urls: Array<{ loc: string; lastmod?: string }> = [
    { loc: "/" },
    { loc: "/shop" },
    ...CATEGORIES.map((c) => ({ loc: `/shop?category=${encodeURIComponent(c)}` })),
  ];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items } = await listProducts(context.app, productQuerySchema.parse({ sort: "newest", page, limit: PAGE }));
    urls.push(...items.map((p) => ({ loc: `/product/${p.id}`, lastmod: p.createdAt.slice(0, 10) })));
    if (items.length < PAGE) break;
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls
  .map((u) => `<url><loc>${escapeXml(new URL(u.loc, origin).href)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
  .join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
