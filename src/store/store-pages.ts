import { and, eq, ne } from "drizzle-orm";
import { textFormOf } from "@/platform/form-fields";
import { z } from "zod";
import { storePages } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { notFound } from "@/platform/errors";
import { cachedRead } from "@/platform/public-cache";
import { parseInput } from "@/platform/validation";
import { formatCount } from "@/shop/counts";
import { DEFAULT_PAGE_TEXTS } from "./default-pages";
import { renderPageText } from "./page-text";
import {
  isStorePageSlug,
  MAX_PAGE_TEXT_LENGTH,
  STORE_PAGES,
  storePageTitle,
  type StorePageLink,
  type StorePageSlug,
} from "./store-page-list";

/** A shop page as shoppers see it: its text already made safe HTML (page-text.ts). */
export type StorePage = { slug: StorePageSlug; title: string; html: string; updatedAt: Date };
/**
 * A shop page as the owner edits it. `suggestedBody` is a text to start from for a page never
 * written: the owner reads and adapts it before shoppers see it (a returns or privacy policy the
 * owner never agreed to is worse than none).
 */
export type StorePageDraft = {
  slug: StorePageSlug;
  title: string;
  body: string;
  updatedAt: Date | null;
  suggestedBody: string;
};

export const storePageChangeSchema = z.object({
  body: z
    .string({ error: "Please enter the page's text" })
    .trim()
    .max(MAX_PAGE_TEXT_LENGTH, `The page's text is at most ${formatCount(MAX_PAGE_TEXT_LENGTH)} characters`),
});

/** The Pages editor's form (decision 036). */
export const storePageFormSchema = textFormOf(storePageChangeSchema);

const PAGE_NOT_FOUND = "Page not found";

/** The pages with text, in the footer's order: read once per instance until one changes (migration 0026). */
export function writtenStorePages(ctx: AppContext): Promise<StorePageLink[]> {
  return cachedRead(ctx.publicCache, "store-pages", async () => {
    const rows = await ctx.db.select({ slug: storePages.slug }).from(storePages).where(ne(storePages.body, ""));
    const written = new Set(rows.map((row) => row.slug));
    return STORE_PAGES.filter((page) => written.has(page.slug)).map(({ slug, title }) => ({ slug, title }));
  });
}

/** A written page, or null: unknown addresses and pages without text are not found. */
export async function readStorePage(ctx: AppContext, slug: string): Promise<StorePage | null> {
  if (!isStorePageSlug(slug)) return null;
  return cachedRead(ctx.publicCache, `store-page:${slug}`, async () => {
    const [row] = await ctx.db
      .select({ body: storePages.body, updatedAt: storePages.updatedAt })
      .from(storePages)
      .where(and(eq(storePages.slug, slug), ne(storePages.body, "")));
    return row ? { slug, title: storePageTitle(slug), html: renderPageText(row.body), updatedAt: row.updatedAt } : null;
  });
}

/** Every page with its text as the owner wrote it (Admin → Pages). */
export async function adminStorePages(ctx: AppContext, user: CurrentUser | null): Promise<StorePageDraft[]> {
  requireAdmin(user);
  const rows = await ctx.db.select().from(storePages);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return STORE_PAGES.map(({ slug, title }) => ({
    slug,
    title,
    body: bySlug.get(slug)?.body ?? "",
    updatedAt: bySlug.get(slug)?.updatedAt ?? null,
    suggestedBody: DEFAULT_PAGE_TEXTS[slug],
  }));
}

/** The owner writes a page's text; an empty text takes the page off the shop (not shown, not linked). */
export async function updateStorePage(
  ctx: AppContext,
  user: CurrentUser | null,
  slug: string,
  input: unknown,
): Promise<StorePageDraft> {
  requireAdmin(user);
  if (!isStorePageSlug(slug)) throw notFound(PAGE_NOT_FOUND);
  const { body } = parseInput(storePageChangeSchema, input);
  const [row] = await ctx.db
    .insert(storePages)
    .values({ slug, body })
    .onConflictDoUpdate({ target: storePages.slug, set: { body, updatedAt: new Date() } })
    .returning();
  return {
    slug,
    title: storePageTitle(slug),
    body: row.body,
    updatedAt: row.updatedAt,
    suggestedBody: DEFAULT_PAGE_TEXTS[slug],
  };
}
