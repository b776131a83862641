import { Link } from "react-router";
import type { Route } from "./+types/_index";
import { featuredProducts, listProducts, newArrivals, productQuerySchema } from "@/catalog";
import { HOME_NEWS_COUNT, publishedNews, newsTeaser, type NewsTeaser } from "@/news";
import { wishlistedIds } from "@/wishlist";
import { CATEGORY_PLURALS } from "@/shop/constants";
import { CategoryTiles, type CategoryTile } from "~/components/category-tiles";
import { HeroBanner, type HeroSlide } from "~/components/hero-banner";
import { NewsCard } from "~/components/news-card";
import { ProductCard } from "~/components/product-card";
import { RecentlyViewed } from "~/components/recently-viewed";
import { toCardProduct, type CardProduct } from "~/lib/card-product";
import { storeNameIn } from "~/lib/store-name";
import { useHearted } from "~/lib/personal-state";
import { MENU_CATEGORIES } from "~/lib/shop-menu";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `${store} | Jerseys, jeans and streetwear for individuals who move boldly` },
    {
      name: "description",
      content: `Shop ${store}: football jerseys, jeans, hoodies, tees and hats for individuals who move boldly and dress with intent. Naira prices, delivery across Nigeria.`,
    },
  ];
}

/** The picture of a category's first piece, as the shop lists it. */
async function leadPicture(context: Route.LoaderArgs["context"], category: string) {
  const { items } = await listProducts(context.app, productQuerySchema.parse({ category, limit: 1 }));
  return items[0] ? { url: items[0].imageUrl, alt: items[0].name } : null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, arrivals, categories, news] = await Promise.all([
    featuredProducts(context.app),
    newArrivals(context.app),
    Promise.all(
      MENU_CATEGORIES.map(async (category): Promise<CategoryTile> => ({
        category,
        label: CATEGORY_PLURALS[category],
        picture: await leadPicture(context, category),
      })),
    ),
    publishedNews(context.app, HOME_NEWS_COUNT),
  ]);
  const pictureOf = (category: string) => categories.find((tile) => tile.category === category)?.picture ?? null;
  const cards = [...featured, ...arrivals].map(toCardProduct);
  return {
    featured: featured.map(toCardProduct),
    arrivals: arrivals.map(toCardProduct),
    hero: { jersey: pictureOf("Jersey"), jeans: pictureOf("Jeans") },
    categories,
    news: news.map(newsTeaser),
    wishlisted: await wishlistedIds(
      context.app,
      context.user,
      cards.map((c) => c.id),
    ),
  };
}

function ProductSection({
  id,
  title,
  products,
  wishlisted,
  children,
  columns,
  leadSpansRow = false,
  tail,
}: {
  id: string;
  title: string;
  products: CardProduct[];
  wishlisted: string[];
  children?: React.ReactNode;
  columns: string;
  /** On phones, an odd count leaves a hole; let the first card take the whole row instead. */
  leadSpansRow?: boolean;
  /** A last cell after the cards (New Arrivals' invitation on a wide screen). */
  tail?: React.ReactNode;
}) {
  const lead = (i: number) => leadSpansRow && i === 0 && products.length % 2 === 1;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {children}
      </div>
      {products.length === 0 ? (
        <p className="mt-6 text-neutral-700">Nothing here yet. Check back soon.</p>
      ) : (
        <ul className={`mt-6 grid grid-cols-2 gap-x-4 gap-y-8 ${columns}`}>
          {products.map((p, i) => (
            <li key={p.id} className={lead(i) ? "col-span-2 lg:col-span-1" : undefined}>
              <ProductCard
                product={p}
                wishlisted={wishlisted.includes(p.id)}
                eager={i < 2}
                imageSizes={lead(i) ? "(min-width: 1024px) 400px, 100vw" : undefined}
              />
            </li>
          ))}
          {tail}
        </ul>
      )}
    </section>
  );
}

/**
 * New Arrivals holds two pieces (SPEC): on a wide screen, where the grid has three columns, the third
 * is an invitation to everything new rather than a hole beside them. Phones show the two cards alone.
 */
function NewArrivalsInvitation() {
  return (
    <li className="hidden lg:block">
      <Link
        to="/shop?sort=newest"
        className="group flex h-full flex-col justify-end rounded-2xl bg-brand p-8 text-white"
        style={{
          background:
            "radial-gradient(120% 80% at 80% 10%, #2f8f5b 0%, transparent 60%), linear-gradient(160deg, #0f3d2e 0%, #081c16 100%)",
        }}
      >
        <span className="text-xs font-bold uppercase tracking-[0.2em] text-white/80">Just landed</span>
        <span className="mt-3 text-3xl font-black uppercase leading-tight tracking-tight">Everything new</span>
        <span className="mt-3 text-white/90">Every piece in the shop, from the latest drop back.</span>
        <span className="mt-6 inline-flex min-h-11 w-fit items-center rounded-full bg-white px-6 text-sm font-bold text-brand group-hover:bg-neutral-100">
          See what's new
        </span>
      </Link>
    </li>
  );
}

/** The latest published posts; with none published yet the section is left out rather than shown empty. */
function NewsSection({ posts }: { posts: NewsTeaser[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="news-heading" className="section-title">
          News
        </h2>
        <Link
          to="/news"
          className="inline-flex min-h-11 items-center text-sm font-bold text-brand underline-offset-4 hover:underline"
        >
          All news
        </Link>
      </div>
      <ul className="mt-6 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, arrivals, hero, categories, news } = loaderData;
  const wishlisted = useHearted(loaderData.wishlisted);
  const slides: HeroSlide[] = [
    {
      eyebrow: "Match day, every day",
      title: "Wear your colours loud",
      text: "Fresh jerseys for the stands, the pitch and the streets of Lagos.",
      cta: "Shop Jerseys",
      href: "/shop?category=Jersey",
      imageUrl: hero.jersey?.url ?? null,
      imageAlt: hero.jersey?.alt ?? "",
      background:
        "radial-gradient(120% 90% at 85% 20%, #2f8f5b 0%, transparent 55%), linear-gradient(135deg, #0f3d2e 0%, #0b2a20 60%, #081c16 100%)",
    },
    {
      eyebrow: "Denim, done right",
      title: "Jeans that move with you",
      text: "Slim, straight and raw selvedge cuts built for long days and late nights.",
      cta: "Shop Jeans",
      href: "/shop?category=Jeans",
      imageUrl: hero.jeans?.url ?? null,
      imageAlt: hero.jeans?.alt ?? "",
      background:
        "radial-gradient(120% 90% at 85% 20%, #3b5b9a 0%, transparent 55%), linear-gradient(135deg, #1c2b4a 0%, #131e36 60%, #0c1424 100%)",
    },
  ];
  return (
    <>
      <HeroBanner slides={slides} />
      <ProductSection
        id="featured-heading"
        title="Featured Products"
        products={featured}
        wishlisted={wishlisted}
        columns="lg:grid-cols-3"
        leadSpansRow
      >
        <Link
          to="/shop"
          className="inline-flex min-h-11 items-center text-sm font-bold text-brand underline-offset-4 hover:underline"
        >
          Shop all
        </Link>
      </ProductSection>
      <ProductSection
        id="arrivals-heading"
        title="New Arrivals"
        products={arrivals}
        wishlisted={wishlisted}
        columns="lg:grid-cols-3"
        tail={arrivals.length === 2 ? <NewArrivalsInvitation /> : undefined}
      >
        <Link
          to="/shop?sort=newest"
          className="inline-flex min-h-11 items-center text-sm font-bold text-brand underline-offset-4 hover:underline"
        >
          View All New Arrivals
        </Link>
      </ProductSection>
      <CategoryTiles tiles={categories} />
      <NewsSection posts={news} />
      <RecentlyViewed />
    </>
  );
}
