import type { Route } from "./+types/sitemaps.products[.]xml";
import { isUuid } from "@/db/ids";
import { productSitemapEntries } from "@/catalog";
import { publicOrigin } from "@/platform/public-origin";
import { urlSet, xmlAnswer } from "~/lib/sitemap.server";

// One file of the catalog: the active products from `from` on, as listed by /sitemap.xml.
export async function loader({ request, context }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get("from") ?? "";
  if (!isUuid(from)) return xmlAnswer(urlSet(publicOrigin(context.app.config), []), 404);
  const entries = await productSitemapEntries(context.app, from);
  const urls = entries.map((p) => ({ loc: `/product/${p.id}`, lastmod: p.updatedAt.toISOString().slice(0, 10) }));
  return xmlAnswer(urlSet(publicOrigin(context.app.config), urls));
}
