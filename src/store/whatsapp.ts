// Pure, for the pages' bundle too: the footer and the order page link to the owner's WhatsApp.

/** A Nigerian number as wa.me wants it: 234 and the ten digits after the 0, no "+". */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("234") ? digits : `234${digits.replace(/^0/, "")}`;
}

/** A "Chat on WhatsApp" link, with a first message typed in for the shopper when given. */
export function whatsappChatLink(phone: string, message?: string): string {
  const link = `https://wa.me/${whatsappNumber(phone)}`;
  return message ? `${link}?text=${encodeURIComponent(message)}` : link;
}

/** A link that opens WhatsApp with `message` typed in, for the shopper to send to whom they choose. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
