import { Link, data } from "react-router";
import type { Route } from "./+types/news.$id";
import { imageSrc } from "@/media";
import { ResponsiveImage } from "~/components/responsive-image";
import { publishedPost, newsExcerpt, newsParagraphs } from "@/news";
import { publicOrigin } from "@/platform/public-origin";
import { PublishedOn } from "~/components/news-card";
import { storeNameIn } from "~/lib/store-name";
import { ErrorPage, NEWS_BACK } from "~/components/error-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await publishedPost(context.app, params.id);
  if (!post) throw data(null, { status: 404 });
  const origin = publicOrigin(context.app.config);
  return {
    post: {
      id: post.id,
      title: post.title,
      publishedAt: post.publishedAt,
      imageUrl: post.imageUrl,
      paragraphs: newsParagraphs(post.body),
    },
    description: newsExcerpt(post.body, 155),
    shareImageUrl: post.imageUrl ? new URL(imageSrc(post.imageUrl, 1280), origin).href : null,
    pageUrl: new URL(`/news/${post.id}`, origin).href,
  };
}

export function meta({ data: page, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  if (error || !page) {
    return [
      { title: `Post not found | ${store}` },
      { name: "description", content: `This news post is not on the ${store} store.` },
    ];
  }
  return [
    { title: `${page.post.title} | ${store} News` },
    { name: "description", content: page.description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: page.post.title },
    { property: "og:description", content: page.description },
    ...(page.shareImageUrl ? [{ property: "og:image", content: page.shareImageUrl }] : []),
    { property: "og:url", content: page.pageUrl },
    { property: "article:published_time", content: page.post.publishedAt },
    { tagName: "link", rel: "canonical", href: page.pageUrl },
  ];
}

export default function NewsPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-neutral-700">
        <Link to="/news" className="hover:underline">
          News
        </Link>
      </nav>
      <PublishedOn date={post.publishedAt} />
      <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">{post.title}</h1>
      {post.imageUrl && (
        <ResponsiveImage
          url={post.imageUrl}
          fallbackWidth={960}
          sizes="(min-width: 768px) 720px, 100vw"
          width={720}
          height={480}
          alt=""
          loading="lead"
          className="mt-6 aspect-[3/2] w-full rounded-2xl bg-sand object-cover"
        />
      )}
      {/* Plain text as the admin wrote it: React escapes it, and single line breaks are kept. */}
      <div className="mt-8 space-y-5 leading-relaxed text-neutral-800">
        {post.paragraphs.map((text, i) => (
          <p key={i} className="whitespace-pre-line">
            {text}
          </p>
        ))}
      </div>
      <Link to="/news" className="btn-secondary mt-10">
        All news
      </Link>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPage
      error={error}
      back={NEWS_BACK}
      title="Post not found"
      text="This news post was taken down or never existed."
    />
  );
}
