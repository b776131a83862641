// Issue 13: on a slow phone the page's scripts (about 120 KB) shared the line with the largest picture
// and, counted by Lighthouse as work before it, held its paint back by more than a second. The page is
// complete and usable without them (every link and form works server-side), so they are fetched once
// the page has loaded and painted: the server holds React Router's module preloads and bootstrap
// script back, and an inline script at the end of the body releases them.

/** The `rel` React Router's module preloads have until the page has loaded. */
const HELD_MODULEPRELOAD = "after-load-modulepreload";
/** The `type` React Router's bootstrap module script has until the page has loaded. */
const HELD_MODULE = "after-load-module";

/**
 * After the load event and the frame it paints, the preloads get their real `rel` back and the
 * bootstrap runs as a new module script with the held one's nonce (an inline script a page script
 * adds is checked against the Content-Security-Policy by its nonce).
 */
export const RELEASE_SCRIPTS_AFTER_LOAD = `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>{\
for(const l of document.querySelectorAll('link[rel="${HELD_MODULEPRELOAD}"]'))l.rel="modulepreload";\
const h=document.querySelector('script[type="${HELD_MODULE}"]');if(!h)return;\
const s=document.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;\
document.head.append(s)})))`;

// What React 19 writes for React Router 7's <Scripts>: module preloads (hoisted into the head) and
// one inline bootstrap module script. React escapes quotes in text and attribute values, so these
// strings only ever match real tags, never a product's name or description.
const HOLDS: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${HELD_MODULEPRELOAD}"`],
  ['type="module" async=""', `type="${HELD_MODULE}"`],
];

/**
 * The page's HTML with React Router's scripts held back until `RELEASE_SCRIPTS_AFTER_LOAD` runs, over
 * the whole page (app/entry.server.tsx collects it first), so no tag is ever split.
 */
export function holdScripts(html: string): string {
  return HOLDS.reduce((text, [from, to]) => text.replaceAll(from, to), html);
}
