import type { Route } from "./+types/robots[.]txt";

// Shoppers' private pages and the admin stay out of search results; the catalog is in the sitemap.
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.app.config.PUBLIC_URL ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /wishlist",
    "Disallow: /profile",
    "Disallow: /order-history",
    "Disallow: /api/",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
