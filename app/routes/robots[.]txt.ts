import type { Route } from "./+types/robots[.]txt";
import { publicOrigin } from "@/platform/public-origin";

// The admin and the API stay out of search results; the catalog is in the sitemap. Shoppers' own pages
// (cart, checkout, wishlist, profile, orders) are not disallowed: a crawler is signed out, so they only
// send it to /login, and a Disallow would mark them "blocked from indexing" in page audits.
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.app.config);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
