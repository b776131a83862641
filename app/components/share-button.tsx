import { whatsappShareLink } from "@/store";

type Shared = { name: string; price: string; url: string };

/**
 * "Share" (issue 50, item 4): shoppers send a product to friends on WhatsApp before they buy. Without
 * JavaScript, or in a browser without the Web Share API, it is a link to WhatsApp with the product's
 * name, price and address typed in; with the API the phone's own share sheet opens instead.
 */
export function ShareButton({ name, price, url }: Shared) {
  const text = `${name}, ${price}`;
  return (
    <a
      href={whatsappShareLink(`${text}\n${url}`)}
      rel="noopener noreferrer"
      target="_blank"
      onClick={(event) => {
        if (typeof navigator.share !== "function") return;
        event.preventDefault();
        // A shopper who closes the sheet has not failed at anything: nothing to say.
        navigator.share({ title: name, text, url }).catch(() => undefined);
      }}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-neutral-300 px-4 text-sm font-semibold hover:border-brand"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Share
    </a>
  );
}
