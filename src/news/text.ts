// A post's body is plain text as the admin typed it: shown as paragraphs (never as HTML) and shortened
// to an excerpt for the home page and the news list.

/** The body's start as one line of at most `max` characters, cut between words. */
export function newsExcerpt(body: string, max = 160): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // A single word longer than the excerpt is cut where it must be, rather than leaving nothing.
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord || cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** The paragraphs of a body: separated by blank lines; a single line break stays inside its paragraph. */
export function newsParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export type NewsTeaser = { id: string; title: string; publishedAt: string; imageUrl: string | null; excerpt: string };

/** What a list of posts shows of each: the excerpt instead of the body, so pages stay small. */
export function newsTeaser(post: {
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
  publishedAt: string;
}): NewsTeaser {
  return {
    id: post.id,
    title: post.title,
    publishedAt: post.publishedAt,
    imageUrl: post.imageUrl,
    excerpt: newsExcerpt(post.body),
  };
}
