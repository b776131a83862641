import { useCardPayments, useStoreDetails, useStoreName, useStorePages } from "~/lib/store-name";
import { Link, useRouteLoaderData } from "react-router";
import { CARD_BRANDS, COURIERS, FOOTER_CATEGORY_LINKS } from "@/shop/constants";
import { storePageHref, whatsappChatLink, type StoreDetails } from "@/store";
import { TruckIcon } from "./icons";
import { NewsletterForm } from "./newsletter-form";
import { DataSaverSwitch } from "./data-saver-switch";
import { PhoneLink } from "./phone-link";
import { useCategoriesOnSale } from "~/lib/shop-menu";

const SOCIAL = [
  {
    name: "Instagram",
    link: "instagramUrl",
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
      </>
    ),
  },
  { name: "X", link: "xUrl", icon: <path d="M4 4l16 16M20 4 4 20" /> },
  {
    name: "Facebook",
    link: "facebookUrl",
    icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" />,
  },
  {
    name: "TikTok",
    link: "tiktokUrl",
    icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.7" />,
  },
] as const;

const heading = "text-xs font-bold uppercase tracking-[0.18em] text-white/80";
// A whole row a thumb can hit (44 px), instead of the words alone.
const footerLink = "inline-flex min-h-11 items-center text-white/90 hover:text-white hover:underline";

/** The shop's footer; `focused` (checkout) keeps only its last line, so nothing leads away from paying. */
export function SiteFooter({ focused = false }: { focused?: boolean }) {
  const store = useStoreName();
  const details = useStoreDetails();
  const pages = useStorePages();
  const hasNews = useRouteLoaderData<{ hasNews?: boolean } | undefined>("root")?.hasNews ?? false;
  // As the header's menu: a category the shop sells nothing in is no link.
  const onSale = useCategoriesOnSale();
  const categoryLinks = FOOTER_CATEGORY_LINKS.filter((c) => onSale.includes(c.category));
  const cardPayments = useCardPayments();
  // Only the store's own pages: a link to a social site's home page would lead the shopper nowhere.
  const social = SOCIAL.map((s) => ({ ...s, href: details?.[s.link] ?? "" })).filter((s) => s.href);
  const couriers = details ? [details.courierOne, details.courierTwo] : COURIERS;
  const closing = (
    <p className="border-t border-white/15 py-6 text-center text-xs text-white/80">
      © {new Date().getFullYear()} {store}. Prices in Nigerian naira (NGN).
    </p>
  );
  if (focused) return <footer className="mt-12 bg-brand text-white">{closing}</footer>;
  return (
    <footer className="render-when-near mt-20 bg-brand text-white">
      {/* minmax(0, 1fr): the newsletter field's natural width must not widen a phone's one column past the screen. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(0,1.4fr)]">
        <div>
          <p className="text-3xl font-black tracking-[0.2em]">{store}</p>
          <p className="mt-3 max-w-xs text-white/90">for individuals who move boldly and dress with intent</p>
          {hasNews ? (
            <p className="mt-2">
              <Link
                to="/news"
                className="inline-flex min-h-11 items-center font-bold text-white/90 underline-offset-4 hover:text-white hover:underline"
              >
                News
              </Link>
            </p>
          ) : null}
          {details ? <StoreContact details={details} /> : null}
          {social.length > 0 ? (
            <ul className="mt-6 flex gap-2" aria-label={`Follow ${store}`}>
              {social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={`${store} on ${s.name}`}
                    className="grid size-11 place-items-center rounded-full border border-white/30 hover:bg-white hover:text-brand"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="size-5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      {s.icon}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-6">
          {categoryLinks.length > 0 ? (
            <nav aria-labelledby="footer-shop">
              <h2 id="footer-shop" className={heading}>
                Shop
              </h2>
              <ul className="mt-2">
                {categoryLinks.map((c) => (
                  <li key={c.category}>
                    <Link to={`/shop?category=${encodeURIComponent(c.category)}`} className={footerLink}>
                      {c.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {/* Help is never empty: an order can be tracked by its number without signing in. */}
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={heading}>
              Help
            </h2>
            <ul className="mt-2">
              <li>
                <Link to="/track-order" className={footerLink}>
                  Track your order
                </Link>
              </li>
              {pages.map((p) => (
                <li key={p.slug}>
                  <Link to={storePageHref(p.slug)} className={footerLink}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div>
          <h2 className={heading}>Shipping partners</h2>
          <ul className="mt-4 space-y-2">
            {couriers.map((c) => (
              <li key={c} className="flex items-center gap-2 text-white/90">
                <TruckIcon className="size-5 shrink-0" />
                {c}
              </li>
            ))}
          </ul>
          {cardPayments ? (
            <>
              <h2 className={`${heading} mt-8`}>We accept</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {CARD_BRANDS.map((b) => (
                  <li
                    key={b}
                    className="rounded-md bg-white px-3 py-1 text-xs font-black uppercase tracking-wider text-brand"
                  >
                    {b}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>Newsletter</h2>
          <p className="mt-4 text-white/90">New drops and restocks, first. No spam.</p>
          <NewsletterForm />
        </div>
      </div>
      {/* Not on the focused checkout: switching reloads the page, and nothing there should lead away. */}
      <div className="border-t border-white/15 py-4 text-xs">
        <DataSaverSwitch />
      </div>
      {closing}
    </footer>
  );
}

const contactLink =
  "inline-flex min-h-11 items-center text-white/90 underline-offset-4 hover:text-white hover:underline";

/** How to reach the store, with only what the owner has filled in. */
function StoreContact({ details }: { details: StoreDetails }) {
  if (!details.contactEmail && !details.phone && !details.whatsapp) return null;
  return (
    <address className="mt-2 flex flex-col items-start not-italic">
      {details.contactEmail ? (
        <a href={`mailto:${details.contactEmail}`} className={contactLink}>
          {details.contactEmail}
        </a>
      ) : null}
      {details.phone ? <PhoneLink phone={details.phone} className={contactLink} /> : null}
      {details.whatsapp ? (
        <a href={whatsappChatLink(details.whatsapp)} rel="noopener noreferrer" target="_blank" className={contactLink}>
          Chat on WhatsApp
        </a>
      ) : null}
    </address>
  );
}
