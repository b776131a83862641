import type { Route } from "./+types/sitemap[.]xml";
import { productSitemapStarts } from "@/catalog";
import { publicOrigin } from "@/platform/public-origin";
import { xmlAnswer, xmlEscape } from "~/lib/sitemap.server";

// A sitemap index: the shop's own pages in one file, then the whole catalog in files of at most
// 50,000 products (the protocol's limit), each named by the first product id it holds.
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.app.config);
  const files = [
    "/sitemaps/pages.xml",
    ...(await productSitemapStarts(context.app)).map((id) => `/sitemaps/products.xml?from=${id}`),
  ];
  return xmlAnswer(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `<sitemap><loc>${xmlEscape(new URL(file, origin).href)}</loc></sitemap>`).join("\n")}
</sitemapindex>`);
}
