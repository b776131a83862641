import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { changedElsewhere } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

// A stored image's largest variant: the pages derive its smaller widths from the name.
const IMAGE = "/media/0123456789abcdef0123456789abcdef-960.webp";

describeOnEachDatabase(
  "news pages",
  (shop) => {
    let adminToken: string;
    beforeAll(async () => {
      adminToken = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    /** An admin change, returned once its change notification has emptied the public cache. */
    const asAdmin = (path: string, init: { method?: string; json: unknown }) =>
      changedElsewhere(shop().app, () => shop().call(path, { ...init, token: adminToken }));
    const write = async (fields: { title: string; body: string; isPublished: boolean; imageUrl?: string }) => {
      const created = await asAdmin("/api/v1/admin/news", { json: fields });
      expect(created.status).toBe(201);
      return created.body.post as { id: string; title: string };
    };
    /** What an anonymous visitor gets: served from, and kept in, the public cache. */
    const visit = async (path: string) => {
      const page = await shop().call(path);
      return { status: page.status, html: String(page.body) };
    };
    const unique = () => randomBytes(4).toString("hex");

    const footerNewsLink = /<footer[\s\S]*<a[^>]*href="\/news"[^>]*>News<\/a>[\s\S]*<\/footer>/;

    it("with nothing published yet, /news says so and leads to the newest pieces instead; the footer leaves it out", async () => {
      await write({ title: `Draft ${unique()}`, body: "Not yet.", isPublished: false });
      const { status, html } = await visit("/news");
      expect(status).toBe(200);
      expect(html).toContain("No news yet. Check back soon.");
      expect(html).toMatch(/<a[^>]*href="\/shop\?sort=newest"[^>]*>Shop New In<\/a>/);
      // A draft is not news: no page of the shop leads to an empty News.
      expect(html).not.toMatch(footerNewsLink);
      expect((await visit("/")).html).not.toMatch(footerNewsLink);
    });

    it("shows the three latest published posts on the home page with date, excerpt and image, never a draft", async () => {
      const tag = unique();
      const longBody = `Our ${tag} restock lands on Friday with every jersey size from S to XXL, new colourways for the Lagos Lions and Abuja Night kits, and free delivery in Ibadan all weekend long.`;
      const oldest = await write({ title: `Oldest ${tag}`, body: "Old news.", isPublished: true });
      const withImage = await write({ title: `Restock ${tag}`, body: longBody, isPublished: true, imageUrl: IMAGE });
      await write({ title: `Second ${tag}`, body: "Second news.", isPublished: true });
      const latest = await write({ title: `Latest ${tag}`, body: "Latest news.", isPublished: true });
      await write({ title: `Draft ${tag}`, body: "Not yet.", isPublished: false });

      const { status, html } = await visit("/");
      expect(status).toBe(200);
      expect(html).toMatch(footerNewsLink);
      expect(html).toContain('id="news-heading"');
      expect(html).toContain(`href="/news/${latest.id}"`);
      expect(html).toContain(`href="/news/${withImage.id}"`);
      expect(html).not.toContain(`Oldest ${tag}`);
      expect(html).not.toContain(`href="/news/${oldest.id}"`);
      expect(html).not.toContain(`Draft ${tag}`);
      expect(html).toMatch(
        new RegExp(
          `\\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \\d{4}`,
        ),
      );
      // The excerpt: at most 160 characters, cut between words, and never the whole long body.
      const excerpt = html.match(/<p[^>]*>(Our [0-9a-f]{8} restock[^<]*)<\/p>/)![1];
      expect(excerpt.length).toBeLessThanOrEqual(160);
      expect(excerpt.endsWith("…")).toBe(true);
      expect(longBody.startsWith(excerpt.slice(0, -1))).toBe(true);
      expect(html).not.toContain("free delivery in Ibadan all weekend long");
      // The image as product images are: a sized variant, its srcset, and loaded only when scrolled to.
      const img = html.match(/<img[^>]*0123456789abcdef0123456789abcdef-640\.webp[^>]*>/)![0];
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/srcSet="[^"]*-320\.webp 320w, [^"]*-640\.webp 640w, [^"]*-960\.webp 960w"/i);
    });

    it("shows a post on its page: every paragraph as text, with its title, description and Open Graph tags", async () => {
      const post = await write({
        title: `Ibadan pop-up ${unique()}`,
        body: "Come and see us at Bodija Market on Saturday.\n\nBring a friend <script>alert(1)</script> & get 10% off.",
        isPublished: true,
        imageUrl: IMAGE,
      });
      const { status, html } = await visit(`/news/${post.id}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${post.title} | BAY News</title>`);
      expect(html).toContain(
        '<meta name="description" content="Come and see us at Bodija Market on Saturday. Bring a friend',
      );
      expect(html).toContain(`<meta property="og:title" content="${post.title}"/>`);
      expect(html).toContain('<meta property="og:description" content="Come and see us at Bodija Market');
      expect(html).toMatch(
        /<meta property="og:image" content="http[^"]+\/media\/0123456789abcdef0123456789abcdef-960\.webp"\/>/,
      );
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]+/news/${post.id}"/>`));
      expect(html).toContain('<p class="whitespace-pre-line">Come and see us at Bodija Market on Saturday.</p>');
      expect(html).toContain("Bring a friend &lt;script&gt;alert(1)&lt;/script&gt; &amp; get 10% off.");
      expect(html).not.toContain("<script>alert(1)</script>");
    });

    it("answers Post not found (404) for a draft, an unknown id and a malformed id", async () => {
      const draft = await write({ title: `Draft ${unique()}`, body: "Hidden.", isPublished: false });
      for (const id of [draft.id, "7d3f5a1e-9a4b-4c1d-8e2f-0a1b2c3d4e5f", "not-a-post", "1%27%20OR%201=1"]) {
        const { status, html } = await visit(`/news/${id}`);
        expect(status, id).toBe(404);
        expect(html).toContain("Post not found");
        expect(html).not.toContain("Hidden.");
      }
    });

    it("lists published posts on /news page by page, and answers 404 past the last page", async () => {
      const tag = unique();
      for (let i = 1; i <= 10; i += 1)
        await write({ title: `Paged ${tag} ${i}`, body: `Post ${i}.`, isPublished: true });
      const first = await visit("/news");
      expect(first.status).toBe(200);
      expect(first.html).toContain(`Paged ${tag} 10`);
      expect(first.html).toContain('aria-label="Pagination"');
      expect(first.html).toContain('href="/news?page=2"');
      // The posts of the earlier tests and these ten fill at least two pages of nine.
      const { body } = await shop().call("/api/v1/news?limit=1");
      const pages = Math.ceil(body.total / 9);
      expect(pages).toBeGreaterThanOrEqual(2);
      const last = await visit(`/news?page=${pages}`);
      expect(last.status).toBe(200);
      expect(last.html).toContain('aria-current="page"');
      for (const page of [String(pages + 1), "0", "abc", "99999999"]) {
        expect((await visit(`/news?page=${page}`)).status, page).toBe(404);
      }
    });

    it("drops an unpublished post at once from the cached home page and its page", async () => {
      const post = await write({ title: `Flash sale ${unique()}`, body: "Today only.", isPublished: true });
      // Seen twice: the second answer comes from the public cache.
      for (let i = 0; i < 2; i += 1) {
        expect((await visit("/")).html).toContain(post.title);
        expect((await visit(`/news/${post.id}`)).status).toBe(200);
        expect((await visit("/news")).html).toContain(post.title);
      }
      const unpublished = await asAdmin(`/api/v1/admin/news/${post.id}`, {
        method: "PATCH",
        json: { isPublished: false },
      });
      expect(unpublished.status).toBe(200);
      expect((await visit("/")).html).not.toContain(post.title);
      const page = await visit(`/news/${post.id}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain("Post not found");
      expect((await visit("/news")).html).not.toContain(post.title);
    });
  },
  {},
  { pages: true },
);
