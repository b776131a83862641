import { renderMail, type MailContent, type MailSender } from "./layout";

/** What a back-in-stock mail names: who waited, for which size and colour, and where to buy it. */
export type BackInStockNotice = { fullName: string; productName: string; size: string; color: string; link: string };

/** "Size M, Colour Navy": the variant as an order mail names it; '' for a product with neither. */
function variantWords(notice: Pick<BackInStockNotice, "size" | "color">): string {
  return [notice.size && `Size ${notice.size}`, notice.color && `Colour ${notice.color}`].filter(Boolean).join(", ");
}

export function backInStockMail(notice: BackInStockNotice, from: MailSender): MailContent {
  const variant = variantWords(notice);
  const what = variant ? `${notice.productName} (${variant})` : notice.productName;
  return renderMail(
    from,
    `${notice.productName} is back in stock at ${from.storeName}`,
    [
      { kind: "p", text: `Hello ${notice.fullName},` },
      { kind: "p", text: `Good news: ${what} is back in stock. You asked us to tell you, so here we are.` },
      { kind: "link", text: "Get yours before it sells out again", href: notice.link },
      {
        kind: "p",
        text: "This was a one-time alert: we will not e-mail you about this item again unless you ask on its page.",
      },
    ],
    { title: "It's back in stock", preview: `${what} is back in stock.` },
  );
}
