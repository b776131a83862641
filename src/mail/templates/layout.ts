import { escapeHtml } from "../outbox";

/** One block of a mail: a paragraph, a heading, or a two-column table (label, amount). */
export type MailBlock =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "rows"; rows: Array<[string, string]>; boldLast?: boolean };

export type MailContent = { subject: string; text: string; html: string };

/** Who a mail is from: the store's name and how a shopper reaches it (the owner's settings). */
export type MailSender = { storeName: string; contactEmail: string; phone: string; whatsapp: string };

/** "Questions? E-mail …, call … or WhatsApp …", with only what the owner has filled in. */
function contactLine(from: MailSender): string | null {
  const ways = [
    from.contactEmail && `e-mail ${from.contactEmail}`,
    from.phone && `call ${from.phone}`,
    from.whatsapp && `WhatsApp ${from.whatsapp}`,
  ].filter(Boolean);
  if (ways.length === 0) return null;
  const list = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(", ")} or ${ways.at(-1)}`;
  return `Questions? ${list}.`;
}

/**
 * Renders the same blocks as plain text and as HTML, so both parts always say the same thing.
 * Every piece of text is escaped in the HTML part: names and addresses are typed by shoppers.
 */
export function renderMail(from: MailSender, subject: string, blocks: MailBlock[]): MailContent {
  const store = from.storeName;
  const contact = contactLine(from);
  const text = blocks
    .map((block) => {
      if (block.kind === "p") return block.text;
      if (block.kind === "h") return `${block.text}\n${"-".repeat(block.text.length)}`;
      if (block.kind === "link") return `${block.text}:\n${block.href}`;
      return block.rows.map(([label, value]) => (value ? `${label}: ${value}` : label)).join("\n");
    })
    .concat(contact ? [`— ${store}`, contact] : `— ${store}`)
    .join("\n\n");
  const cell = "padding:4px 8px;border-bottom:1px solid #e5e5e5";
  const body = blocks
    .map((block) => {
      if (block.kind === "p") return `<p style="margin:0 0 12px">${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
      if (block.kind === "link")
        return `<p style="margin:0 0 12px"><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
      if (block.kind === "h") return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(block.text)}</h2>`;
      const rows = block.rows
        .map(([label, value], i) => {
          const weight = block.boldLast && i === block.rows.length - 1 ? "font-weight:bold;" : "";
          return `<tr><td style="${weight}${cell}">${escapeHtml(label)}</td><td style="${weight}${cell};text-align:right">${escapeHtml(value)}</td></tr>`;
        })
        .join("");
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 12px">${rows}</table>`;
    })
    .join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#171717;max-width:600px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(store)}</h1>`,
    body,
    `<p style="margin:24px 0 0;color:#404040">— ${escapeHtml(store)}</p>`,
    contact ? `<p style="margin:8px 0 0;color:#404040">${escapeHtml(contact)}</p>` : "",
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
