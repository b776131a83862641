import { THEME_COLOUR } from "@/shop/constants";
import { readablePhone } from "@/shop/phone";
import { escapeHtml } from "../outbox";

/** One line of an order as a mail lists it: "Essential Tee (Size M, Colour White) × 2", ₦17,000. */
export type MailItem = { name: string; options: string; quantity: number; amount: string };

/**
 * One block of a mail: a paragraph, a heading, a button to the one place the mail sends its reader, a list of
 * plain links (one per item, where a button each would shout), a boxed note for what the reader has to do,
 * a two-column table (label, amount), or an order's items.
 */
export type MailBlock =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "links"; links: Array<{ text: string; href: string }> }
  | { kind: "note"; text: string; rows?: Array<[string, string]>; after?: string }
  | { kind: "rows"; rows: Array<[string, string]>; boldLast?: boolean }
  | { kind: "items"; items: MailItem[] };

export type MailContent = { subject: string; text: string; html: string };

/** Who a mail is from: the store's name and how a shopper reaches it (the owner's settings). */
export type MailSender = { storeName: string; contactEmail: string; phone: string; whatsapp: string };

/** The line a mail opens with, and the words an inbox shows beside its subject before it is opened. */
export type MailIntro = { title: string; preview?: string };

// The shop's own colours (app/app.css), written out: mail programs read no stylesheet (decision 038).
const BRAND = THEME_COLOUR;
const SAND = "#f6f1ea";
const MINT = "#eef5f1";
const INK = "#171717";
const MUTED = "#525252";
const RULE = "#e5e5e5";
const FONT = "Arial,Helvetica,sans-serif";

/** "Questions? E-mail …, call … or WhatsApp …", with only what the owner has filled in. */
function contactLine(from: MailSender): string | null {
  const ways = [
    from.contactEmail && `e-mail ${from.contactEmail}`,
    from.phone && `call ${readablePhone(from.phone)}`,
    from.whatsapp && `WhatsApp ${readablePhone(from.whatsapp)}`,
  ].filter(Boolean);
  if (ways.length === 0) return null;
  const list = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(", ")} or ${ways.at(-1)}`;
  return `Questions? ${list}.`;
}

const itemLabel = (item: MailItem) => `${item.name}${item.options ? ` (${item.options})` : ""} × ${item.quantity}`;

const rowsText = (rows: Array<[string, string]>) =>
  rows.map(([label, value]) => (value ? `${label}: ${value}` : label)).join("\n");

function blockText(block: MailBlock): string {
  if (block.kind === "p") return block.text;
  if (block.kind === "note")
    return [block.text, block.rows && rowsText(block.rows), block.after].filter(Boolean).join("\n\n");
  if (block.kind === "h") return `${block.text}\n${"-".repeat(block.text.length)}`;
  if (block.kind === "link") return `${block.text}:\n${block.href}`;
  if (block.kind === "links") return block.links.map((link) => `${link.text}:\n${link.href}`).join("\n\n");
  if (block.kind === "items") return block.items.map((item) => `${itemLabel(item)}: ${item.amount}`).join("\n");
  return rowsText(block.rows);
}

const lines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function tableRows(rows: Array<[string, string]>, boldLast = false): string {
  return rows
    .map(([label, value], i) => {
      const last = boldLast && i === rows.length - 1;
      const style = `padding:8px 0;border-top:1px solid ${last ? INK : RULE};${last ? "font-weight:bold;font-size:17px;" : ""}`;
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td style="${style}text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
}

/** Fields to copy (an account number, a reference): the label small above its value, which is large and whole. */
function fieldRows(rows: Array<[string, string]>): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;border-top:1px solid ${RULE}"><span style="font-size:13px;color:${MUTED}">${escapeHtml(label)}</span><br><strong style="font-size:17px;letter-spacing:0.5px">${escapeHtml(value)}</strong></td></tr>`,
    )
    .join("");
}

function itemRows(items: MailItem[]): string {
  return items
    .map((item) => {
      const options = item.options
        ? `<br><span style="font-size:14px;color:${MUTED}">${escapeHtml(item.options.replace(/, /g, " · "))}</span>`
        : "";
      return `<tr><td style="padding:10px 8px 10px 0;border-top:1px solid ${RULE}"><strong>${escapeHtml(item.name)}</strong> × ${item.quantity}${options}</td><td style="padding:10px 0;border-top:1px solid ${RULE};text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(item.amount)}</td></tr>`;
    })
    .join("");
}

const TABLE = `role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:0 0 16px"`;

function blockHtml(block: MailBlock): string {
  if (block.kind === "p") return `<p style="margin:0 0 14px">${lines(block.text)}</p>`;
  if (block.kind === "h")
    return `<h2 style="font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${MUTED};margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
  if (block.kind === "note") {
    const box = `background:${SAND};border-left:4px solid ${BRAND};border-radius:4px`;
    if (!block.rows && !block.after)
      return `<p style="margin:0 0 16px;padding:14px 16px;${box}">${lines(block.text)}</p>`;
    const fields = block.rows ? `<table ${TABLE}>${fieldRows(block.rows)}</table>` : "";
    const after = block.after ? `<p style="margin:0;font-size:14px;color:${MUTED}">${lines(block.after)}</p>` : "";
    return `<div style="margin:0 0 16px;padding:14px 16px;${box}"><p style="margin:0 0 10px">${lines(block.text)}</p>${fields}${after}</div>`;
  }
  if (block.kind === "link")
    return `<p style="margin:20px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:13px 26px;border-radius:999px">${escapeHtml(block.text)}</a></p>`;
  if (block.kind === "links")
    return `<table ${TABLE}>${block.links
      .map(
        (link) =>
          `<tr><td style="padding:10px 0;border-top:1px solid ${RULE}"><a href="${escapeHtml(link.href)}" style="color:${BRAND};font-weight:bold">${escapeHtml(link.text)}</a></td></tr>`,
      )
      .join("")}</table>`;
  if (block.kind === "items") return `<table ${TABLE}>${itemRows(block.items)}</table>`;
  return `<table ${TABLE}>${tableRows(block.rows, block.boldLast)}</table>`;
}

/**
 * Renders the same blocks as plain text and as HTML, so both parts always say the same thing. The HTML part
 * wears the shop's colours in tables and inline styles, which every mail program shows alike, and is one
 * column that fits a phone. Every piece of text is escaped in it: names and addresses are typed by shoppers.
 */
export function renderMail(from: MailSender, subject: string, blocks: MailBlock[], intro?: MailIntro): MailContent {
  const store = from.storeName;
  const contact = contactLine(from);
  const text = [...(intro ? [intro.title] : []), ...blocks.map(blockText)]
    .concat(contact ? [`— ${store}`, contact] : `— ${store}`)
    .join("\n\n");
  const preview = intro?.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(intro.preview)}</div>`
    : "";
  const title = intro
    ? `<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px">${escapeHtml(intro.title)}</h1>`
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${SAND}">`,
    preview,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK}">`,
    `<tr><td style="background:${BRAND};border-radius:12px 12px 0 0;padding:20px 24px;color:#ffffff;font-size:22px;font-weight:900;letter-spacing:6px">${escapeHtml(store)}</td></tr>`,
    `<tr><td style="padding:24px">`,
    title,
    blocks.map(blockHtml).join("\n"),
    `</td></tr>`,
    `<tr><td style="background:${MINT};border-radius:0 0 12px 12px;padding:16px 24px;font-size:14px;color:${MUTED}">`,
    `<p style="margin:0">— ${escapeHtml(store)}</p>`,
    contact ? `<p style="margin:6px 0 0">${escapeHtml(contact)}</p>` : "",
    "</td></tr></table>",
    "</td></tr></table>",
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
