// The owner's shop pages (returns, delivery, privacy…) are written in plain text or a small part of
// Markdown and turned into HTML here, on the server. Nothing the owner types reaches the page as
// markup: every character is escaped first, and only the elements made below are emitted (h2, h3, p,
// br, ul, ol, li, table, thead, tbody, tr, th, td, strong, em, a with a checked href). Pure, so that its
// rules are unit-tested.

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
const TABLE_ROW = /^\|.*\|$/;
const TABLE_RULE = /^:?-{3,}:?$/;

/** "| a | b |" as its cells, each trimmed. */
const cellsOf = (row: string) =>
  row
    .slice(1, -1)
    .split("|")
    .map((cell) => cell.trim());

/**
 * A table written as Markdown's pipe rows (a size guide): the rows above a "|---|---|" rule are its
 * column headings, the others its body. The body's first cell names its row.
 */
function tableHtml(rows: string[]): string {
  const cells = rows.map(cellsOf);
  const rule = cells.findIndex((row) => row.every((cell) => TABLE_RULE.test(cell)));
  const head = rule > 0 ? cells.slice(0, rule) : [];
  const body = cells.slice(rule + 1);
  const headHtml = head.map((row) => `<tr>${row.map((cell) => `<th scope="col">${inline(cell)}</th>`).join("")}</tr>`);
  const bodyHtml = body.map(
    (row) =>
      `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${inline(cell)}</th>` : `<td>${inline(cell)}</td>`)).join("")}</tr>`,
  );
  return `<table>${head.length > 0 ? `<thead>${headHtml.join("")}</thead>` : ""}<tbody>${bodyHtml.join("")}</tbody></table>`;
}
const BULLET = /^[-*]\s+(.+)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/;

/**
 * The page's HTML. Blocks are separated by blank lines; "# " to "### " are headings (h2 and h3, the
 * page's title being its h1), lines starting "- " or "1. " are lists, lines between "|" are a table,
 * other lines are paragraphs in which a single line break is kept (an address, opening hours).
 */
export function renderPageText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let table: string[] = [];
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
  const endTable = () => {
    if (table.length > 0) blocks.push(tableHtml(table));
    table = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (TABLE_ROW.test(line) && line.length > 1) {
      endParagraph();
      endList();
      table.push(line);
      continue;
    }
    endTable();
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
  endTable();
  return blocks.join("\n");
}
