import { Link } from "react-router";
import { storePageHref, whatsappChatLink } from "@/store";
import { RETURN_WINDOW_DAYS } from "@/shop/constants";
import { useStoreDetails, useStorePages } from "~/lib/store-name";
import { ReturnIcon, TruckIcon } from "./icons";

const pageLink = "inline-flex min-h-11 items-center font-semibold underline underline-offset-4";

/**
 * Under the buy area: that a piece may go back (the shop's rule, docs/product-rules.md#returns), where the
 * delivery and returns rules are (the pages the owner has written), and a question to the owner on WhatsApp
 * with the product already named, when the owner has given a WhatsApp number.
 */
export function ProductHelp({ productName, pageUrl }: { productName: string; pageUrl: string }) {
  const pages = useStorePages();
  const returns = pages.find((page) => page.slug === "returns");
  const delivery = pages.find((page) => page.slug === "delivery");
  const whatsapp = useStoreDetails()?.whatsapp;
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-neutral-200 pt-5 text-sm">
      <ul className="flex flex-col gap-2">
        <li className="flex items-center gap-x-3">
          <ReturnIcon className="size-5 shrink-0 text-brand" />
          {/* The rule in two lines, the title over its time, as one piece of text: a phone's width has room for neither whole. */}
          <p>
            {returns ? (
              <Link to={storePageHref(returns.slug)} className="font-semibold underline underline-offset-4">
                {returns.title}
              </Link>
            ) : (
              <span className="font-semibold">Returns & exchanges</span>
            )}
            <span className="block text-neutral-700">Within {RETURN_WINDOW_DAYS} days of delivery</span>
          </p>
        </li>
        {delivery ? (
          <li className="flex items-center gap-x-3">
            <TruckIcon className="size-5 shrink-0 text-brand" />
            <Link to={storePageHref(delivery.slug)} className={pageLink}>
              {delivery.title}
            </Link>
          </li>
        ) : null}
      </ul>
      {whatsapp ? (
        <a
          href={whatsappChatLink(whatsapp, `Hello, I have a question about ${productName}: ${pageUrl}`)}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-neutral-300 px-4 font-semibold hover:border-brand"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-[#128c4a]" fill="currentColor">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
          </svg>
          Ask on WhatsApp
        </a>
      ) : null}
    </div>
  );
}
