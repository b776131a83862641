/** Sitemap files are XML, kept an hour by crawlers and by our public cache. */
export function xmlAnswer(document: string, status = 200): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${document}\n`, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A <urlset> of the given addresses (paths are made absolute at the shop's public origin). */
export function urlSet(origin: string, urls: Array<{ loc: string; lastmod?: string }>): string {
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${xmlEscape(new URL(u.loc, origin).href)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>`;
}
