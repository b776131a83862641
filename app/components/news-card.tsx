import { Link } from "react-router";
import { ResponsiveImage } from "./responsive-image";
import type { NewsTeaser } from "@/news";
import { formatLongDate } from "@/shop/dates";

/** One post in a list (home page, /news): image when there is one, title linking to its page, date, excerpt. */
export function NewsCard({ post, heading: Heading }: { post: NewsTeaser; heading: "h2" | "h3" }) {
  const href = `/news/${post.id}`;
  return (
    <article className="flex h-full flex-col" aria-labelledby={`news-${post.id}`}>
      {post.imageUrl && (
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className="mb-4 block aspect-[3/2] overflow-hidden rounded-2xl bg-sand"
        >
          <ResponsiveImage
            url={post.imageUrl}
            fallbackWidth={640}
            sizes="(min-width: 1024px) 400px, 100vw"
            width={600}
            height={400}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        </Link>
      )}
      <PublishedOn date={post.publishedAt} />
      <Heading id={`news-${post.id}`} className="mt-1 text-lg font-black leading-snug">
        <Link to={href} className="inline-flex min-h-11 items-center hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 leading-relaxed text-neutral-800">{post.excerpt}</p>
    </article>
  );
}

/** The day a post was published, above its title in a list and on its own page. */
export function PublishedOn({ date }: { date: string }) {
  return (
    <time dateTime={date} className="text-xs font-bold uppercase tracking-[0.15em] text-neutral-600">
      {formatLongDate(date)}
    </time>
  );
}
