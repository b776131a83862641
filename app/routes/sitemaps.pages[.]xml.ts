import type { Route } from "./+types/sitemaps.pages[.]xml";
import { publicOrigin } from "@/platform/public-origin";
import { CATEGORIES } from "@/shop/constants";
import { urlSet, xmlAnswer } from "~/lib/sitemap.server";

// The shop's own pages: home, the shop and each category, the news.
export function loader({ context }: Route.LoaderArgs) {
  const pages = ["/", "/shop", ...CATEGORIES.map((c) => `/shop?category=${encodeURIComponent(c)}`), "/news"];
  return xmlAnswer(
    urlSet(
      publicOrigin(context.app.config),
      pages.map((loc) => ({ loc })),
    ),
  );
}
