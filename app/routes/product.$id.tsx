import { useEffect } from "react";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/product.$id";
import { publicOrigin } from "@/platform/public-origin";
import { getProduct, relatedProducts, choosableSizes, picturesFor, unitPriceKobo, type ProductView } from "@/catalog";
import { imageSrc } from "@/media";
import { wishlistedIds } from "@/wishlist";
import { AddToCartForm, WishlistButton } from "~/components/cart-forms";
import { StickyAddToCart } from "~/components/sticky-add-to-cart";
import { ProductCarousel } from "~/components/product-carousel";
import { ProductGallery } from "~/components/product-gallery";
import { Price, ProductTags, RatingStars, StockLabel } from "~/components/product-bits";
import { toCardProduct } from "~/lib/card-product";
import { recordRecentlyViewed } from "~/lib/recently-viewed";
import { loadReviewsSection } from "~/lib/reviews.server";
import { ReviewsSectionLaterOn } from "~/components/reviews/reviews-section-later";
import { useVariantPick, VariantChoice } from "~/components/variant-choice";
import { BackInStock, type BackInStockAnswer } from "~/components/back-in-stock";
import {
  SIGN_IN_FOR_STOCK_ALERTS,
  stockAlertFormSchema,
  subscribedMessage,
  subscribeToStockAlert,
  variantPath,
} from "@/stock-alerts";
import { formValue } from "~/lib/form-contract";
import { requireIntent } from "~/lib/form-intent.server";
import { formText } from "@/platform/form-fields";
import { messageFor } from "~/lib/action-errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { firstPick, stockFor } from "~/lib/variant-stock";
import { colorsToChoose, useAddToCartErrors } from "~/lib/add-to-cart";
import { useHearted } from "~/lib/personal-state";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import { NotFoundWithSuggestions } from "~/components/still-in-the-shop";
import { notFoundWithSuggestions } from "~/lib/not-found.server";
import { ProductHelp } from "~/components/product-help";
import { ProductDeliveryEstimateLaterOn } from "~/components/delivery-estimate-later";
import { deliveryToIn } from "~/lib/delivery-estimate";
import { readDeliveryZones } from "@/delivery";
import { ShareButton } from "~/components/share-button";
import { formatNaira } from "@/shop/money";
import { CATEGORY_PLURALS } from "@/shop/constants";
import type { ShopMenuHandle } from "~/lib/shop-menu";

function summary(text: string, max = 155) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

// The menu marks the product's category (Jerseys for a jersey), as the shopper's place in the shop.
export const handle: ShopMenuHandle = {
  shopCategory: (data) => (data as Route.ComponentProps["loaderData"] | undefined)?.product.category,
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = await getProduct(context.app, params.id);
  if (!product) throw await notFoundWithSuggestions(context.app);
  const related = (await relatedProducts(context.app, product.id)).map(toCardProduct);
  const reviews = await loadReviewsSection(context, request, product.id);
  const origin = publicOrigin(context.app.config);
  const url = new URL(request.url);
  return {
    product,
    related,
    wishlisted: await wishlistedIds(context.app, context.user, [product.id, ...related.map((p) => p.id)]),
    imageUrl: new URL(imageSrc(product.imageUrl, 1280), origin).href,
    pageUrl: new URL(`/product/${product.id}`, origin).href,
    reviews,
    // The size and colour a page without JavaScript asks about ("Check stock").
    asked: { size: url.searchParams.get("size") ?? "", color: url.searchParams.get("color") ?? "" },
    deliveryZones: await readDeliveryZones(context.app),
    deliveryTo: deliveryToIn((name) => url.searchParams.get(name)),
  };
}

/**
 * "E-mail me when it's back" (app/components/back-in-stock.tsx). A visitor is sent to sign in and
 * comes back to this product with the size and colour they asked about; a shopper is subscribed with
 * their account's e-mail address.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  requireIntent(form, ["back-in-stock"]);
  const variantId = formText(form.get("variantId"));
  if (!context.user) {
    const variant = (await getProduct(context.app, params.id))?.variants.find((v) => v.id === variantId);
    const back = variantPath(params.id, variant?.size ?? "", variant?.color ?? "");
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(back)}`, {
      kind: "error",
      message: SIGN_IN_FOR_STOCK_ALERTS,
    });
  }
  let alert;
  try {
    alert = await subscribeToStockAlert(context.app, context.user, formValue(stockAlertFormSchema, form));
  } catch (err) {
    const refused: BackInStockAnswer = {
      intent: "back-in-stock",
      ok: false,
      message: messageFor(context, err, "Could not set up the alert. Please try again."),
    };
    return data(refused, { status: 400 });
  }
  return { intent: "back-in-stock", ok: true, message: subscribedMessage(alert) } satisfies BackInStockAnswer;
}

export function meta({ data: page, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  if (error || !page) {
    return [
      { title: `Product not found | ${store}` },
      { name: "description", content: `This product is not in the ${store} store.` },
    ];
  }
  const { product } = page;
  const description = summary(product.description);
  const priceKobo = unitPriceKobo(product);
  // The preview WhatsApp and others draw of a shared address (issue 50): picture, name, price first in the text.
  return [
    { title: `${product.name} | ${store}` },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: store },
    { property: "og:title", content: product.name },
    { property: "og:description", content: `${formatNaira(priceKobo)} · ${description}` },
    { property: "og:image", content: page.imageUrl },
    { property: "og:image:alt", content: product.name },
    { property: "og:url", content: page.pageUrl },
    { property: "product:price:amount", content: (priceKobo / 100).toFixed(2) },
    { property: "product:price:currency", content: "NGN" },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: page.pageUrl },
  ];
}

/** schema.org Product for search engines: price in naira, availability, rating when there is one. */
function productJsonLd(product: ProductView, imageUrl: string, pageUrl: string, store: string) {
  const priceKobo = unitPriceKobo(product);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: [imageUrl],
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: store },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      priceCurrency: "NGN",
      price: (priceKobo / 100).toFixed(2),
      availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.averageRating,
            reviewCount: product.totalReviews,
          },
        }
      : {}),
  };
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related, imageUrl, pageUrl, asked } = loaderData;
  const wishlisted = useHearted(loaderData.wishlisted);
  const location = useLocation();
  const here = location.pathname + location.search;
  const sizes = choosableSizes(product.sizes);
  const addForm = useAddToCartErrors(product.id, sizes, colorsToChoose(product.colors), "product-");
  const store = useStoreName();
  const [pick, setPick] = useVariantPick(firstPick(product.variants, sizes, product.colors, asked), product.id);

  useEffect(() => recordRecentlyViewed(product.id), [product.id]);
  const soldOutEverywhere = product.stockQuantity <= 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:pt-4 lg:pb-12">
      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON; "<" is escaped so a product text can never close the script tag.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(productJsonLd(product, imageUrl, pageUrl, store)).replace(/</g, "\\u003c"),
        }}
      />
      {/* Not on a phone, where the room goes to the picture; the header's category links lead back there. */}
      <nav aria-label="Breadcrumb" className="mb-1 hidden text-sm text-neutral-700 sm:block lg:mb-4">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/shop" className="inline-flex min-h-11 items-center hover:underline">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/shop?category=${encodeURIComponent(product.category)}`}
              className="inline-flex min-h-11 items-center hover:underline"
            >
              {CATEGORY_PLURALS[product.category]}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14">
        <div className="relative">
          <ProductGallery
            key={pick.color}
            images={picturesFor(product, pick.color)}
            name={product.colorImages[pick.color]?.length ? `${product.name} in ${pick.color}` : product.name}
          />
          <div className="absolute left-3 top-3">
            <ProductTags isOnSale={product.isOnSale} isNew={product.isNew} />
          </div>
        </div>
        {/* On a phone the name, price, choices and Add to Cart come first, under the pictures; the story after. */}
        <div className="lg:pt-4">
          <p className="hidden text-xs font-bold uppercase tracking-[0.2em] text-neutral-600 lg:block">
            {product.category}
          </p>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 lg:block">
            <h1 className="text-xl font-black tracking-tight sm:text-3xl lg:mt-2 lg:text-4xl">{product.name}</h1>
            <div className="lg:mt-4">
              <Price product={product} size="lg" />
            </div>
          </div>
          {product.totalReviews > 0 && (
            <a href="#reviews" className="mt-1 inline-block hover:underline lg:mt-3">
              <RatingStars rating={product.averageRating} count={product.totalReviews} />
            </a>
          )}

          {/* Sold out in every size and colour: the words and the way on come under the price, in the
              first screen of a phone; the struck-through sizes and colours follow as what it comes in. */}
          {soldOutEverywhere && (
            <div className="mt-3 lg:mt-8">
              <StockLabel stock={0} />
              <BackInStock product={product} pick={pick} answer={actionData} className="mt-3" />
            </div>
          )}
          <AddToCartForm
            checks={addForm}
            productId={product.id}
            redirectTo={here}
            id="add-to-cart"
            anchor="add-to-cart"
            className="mt-3 scroll-mt-40 space-y-3 lg:mt-8 lg:space-y-6"
          >
            <VariantChoice product={product} form={addForm} pick={pick} onPick={setPick}>
              {(soldOut) => (
                <button type="submit" disabled={soldOut} className="btn-primary flex-1 py-3.5 text-base">
                  {soldOut ? "Out of Stock" : "Add to Cart"}
                </button>
              )}
            </VariantChoice>
          </AddToCartForm>
          {!soldOutEverywhere && <BackInStock product={product} pick={pick} answer={actionData} />}
          <WishlistButton
            productId={product.id}
            name={product.name}
            wishlisted={wishlisted.includes(product.id)}
            redirectTo={here}
            withText
            className="mt-3"
          />
          {/* What the piece is comes before how it travels: the delivery box and the share button follow. */}
          <section aria-labelledby="details-heading" className="mt-6">
            <h2 id="details-heading" className="text-xs font-bold tracking-[0.2em] text-neutral-600 uppercase">
              Details
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-800">{product.description}</p>
          </section>
          <ProductDeliveryEstimateLaterOn
            zones={loaderData.deliveryZones}
            asked={loaderData.deliveryTo}
            priceKobo={unitPriceKobo(product)}
          />
          <ProductHelp productName={product.name} pageUrl={pageUrl} />
          <div className="mt-3">
            <ShareButton name={product.name} price={formatNaira(unitPriceKobo(product))} url={pageUrl} />
          </div>
        </div>
      </div>

      <section
        id="reviews"
        aria-labelledby="reviews-heading"
        className="mt-20 scroll-mt-28 border-t border-neutral-200 pt-10"
      >
        <h2 id="reviews-heading" className="section-title">
          Customer Reviews
        </h2>
        <div className="mt-6">
          <ReviewsSectionLaterOn data={loaderData.reviews} />
        </div>
      </section>

      <ProductCarousel title="You May Also Like" products={related} wishlisted={wishlisted} />
      {/* A product sold out in every size and colour has nothing to add: no bar follows the shopper down. */}
      {!soldOutEverywhere && (
        <>
          <StickyAddToCart
            formId="add-to-cart"
            name={product.name}
            price={formatNaira(unitPriceKobo(product))}
            chosen={[pick.size, pick.color].filter(Boolean).join(", ")}
            soldOut={stockFor(product.variants, pick) <= 0}
          />
          {/* Room for that bar, so it never covers the end of the page. */}
          <div className="h-16 lg:hidden" aria-hidden="true" />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundWithSuggestions
      error={error}
      title="Product not found"
      text="This product may have sold out for good or moved."
    />
  );
}
