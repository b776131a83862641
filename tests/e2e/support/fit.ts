import type { Page } from "@playwright/test";

/** What a page at a phone's width does wrong: elements past the screen's edge, and targets too small for a thumb. */
export type FitProblems = { overflowing: string[]; smallTargets: string[]; pageWidth: number };

/**
 * Measures the page as it is now (issue 45 item 10):
 * - overflow: the page scrolls sideways, or an element reaches past the screen's edge without an
 *   ancestor that clips or scrolls it (a swipeable strip's hidden cards are fine);
 * - targets: every visible link and control is at least 44×44 px, or at least 24×24 px with no other
 *   target inside the 44×44 px square centred on it (WCAG 2.2's spacing, at a thumb's size). As WCAG
 *   does, links inside a sentence are left out; a radio or checkbox hidden inside its label is
 *   measured as the label the thumb taps.
 */
export async function measureFit(page: Page): Promise<FitProblems> {
  // The screen's width as set: a phone widens its layout to fit whatever sticks out past it.
  const viewport = page.viewportSize()!.width;
  return page.evaluate((viewport) => {
    // Parts below the fold (the footer) are laid out only when near: lay everything out to measure it.
    const laidOut = new CSSStyleSheet();
    laidOut.replaceSync(".render-when-near { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, laidOut];
    const describe = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}" ${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top)}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      if (el.closest("details:not([open]) > :not(summary)")) return false;
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
    };
    const clippedByAncestor = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== "visible" || style.clipPath !== "none" || style.clip !== "auto") return true;
      }
      return false;
    };

    const overflowing: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el) || el.closest("script, style, noscript, template")) continue;
      const r = el.getBoundingClientRect();
      if ((r.right > viewport + 1 || r.left < -1) && !clippedByAncestor(el)) overflowing.push(describe(el));
    }

    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement;
      const own = (el.textContent ?? "").trim();
      return Boolean(block && (block.textContent ?? "").trim().length > own.length);
    };
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && ["radio", "checkbox"].includes(el.type)) return el.closest("label") ?? el;
      return el;
    };
    const found = document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]",
    );
    const targets = [...new Set([...found].map(targetOf))].filter((el) => shown(el) && !inSentence(el));
    const rects = targets.map((el) => el.getBoundingClientRect());
    const smallTargets: string[] = [];
    targets.forEach((el, i) => {
      const r = rects[i];
      if (r.width >= 43.5 && r.height >= 43.5) return;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const square = { left: cx - 22, right: cx + 22, top: cy - 22, bottom: cy + 22 };
      const crowded = rects.some(
        (o, j) =>
          j !== i &&
          !targets[j].contains(el) &&
          !el.contains(targets[j]) &&
          o.left < square.right &&
          o.right > square.left &&
          o.top < square.bottom &&
          o.bottom > square.top,
      );
      if (r.width < 23.5 || r.height < 23.5 || crowded) smallTargets.push(describe(el));
    });
    return { overflowing, smallTargets, pageWidth: document.documentElement.scrollWidth };
  }, viewport);
}
