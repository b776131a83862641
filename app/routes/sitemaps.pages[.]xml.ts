import type { Route } from "./+types/sitemaps.pages[.]xml";
import { publicOrigin } from "@/platform/public-origin";
import { CATEGORIES } from "@/shop/constants";
import { writtenStorePages, storePageHref } from "@/store";
import { urlSet, xmlAnswer } from "~/lib/sitemap.server";

// The shop's own pages: home, the shop and each category, the news, and the written shop pages.
export async function loader({ context }: Route.LoaderArgs) {
  const written = await writtenStorePages(context.app);
  const pages = [
    "/",
    "/shop",
    ...CATEGORIES.map((c) => `/shop?category=${encodeURIComponent(c)}`),
    "/news",
    ...written.map((page) => storePageHref(page.slug)),
  ];
  return xmlAnswer(
    urlSet(
      publicOrigin(context.app.config),
      pages.map((loc) => ({ loc })),
    ),
  );
}
