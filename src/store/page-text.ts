// The owner's shop pages (returns, delivery, privacy…) are written in plain text or a small part of
// Markdown and turned into HTML here, on the server. Nothing the owner types reaches the page as
// markup: every character is escaped first, and only the elements made below are emitted (h2, h3, p,
// br, ul, ol, li, strong, em, a with a checked href). Pure, so that its rules are unit-tested.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * Where a link may lead: the web over https, an e-mail, a phone call, or a page of this shop
 * ("/shop", not "//elsewhere"). Anything else (javascript:, data:, http:) is shown as plain text.
 */
export function isAllowedLink(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return true;
  if (/^tel:\+?[\d\s-]{5,20}$/i.test(href)) return true;
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

/** **bold** and *italic* (or _italic_) within already escaped text. */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])[*_](\S(?:.*?\S)?)[*_](?![*\w])/g, "$1<em>$2</em>");
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** One line of text: escaped, with emphasis and the links that lead somewhere allowed. */
function inline(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    html += emphasis(escapeHtml(text.slice(last, match.index)));
    html += isAllowedLink(href)
      ? `<a href="${escapeHtml(href)}">${emphasis(escapeHtml(label))}</a>`
      : emphasis(escapeHtml(label));
    last = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(text.slice(last)));
}

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^[-*]\s+(.+)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/;

/**
 * The page's HTML. Blocks are separated by blank lines; "# " to "### " are headings (h2 and h3, the
 * page's title being its h1), lines starting "- " or "1. " are lists, other lines are paragraphs in
 * which a single line break is kept (an address, opening hours).
 */
export function renderPageText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push(`<p>${paragraph.map(inline).join("<br>")}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const tag = list.ordered ? "ol" : "ul";
      blocks.push(`<${tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`);
    }
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line === "") {
      endParagraph();
      endList();
    } else if (heading) {
      endParagraph();
      endList();
      // The page's title is its h1: "#" and "##" both make a section's h2, "###" a sub-section's h3.
      const level = Math.max(2, heading[1].length);
      blocks.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (bullet || numbered) {
      endParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks.join("\n");
}
