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
const HELD = [
  ['<link rel="modulepreload"', `<link rel="${HELD_MODULEPRELOAD}"`],
  ['type="module" async=""', `type="${HELD_MODULE}"`],
].map(([from, to]) => ({ from: Buffer.from(from), to: Buffer.from(to) }));

/**
 * The page's HTML with React Router's scripts held back until `RELEASE_SCRIPTS_AFTER_LOAD` runs, over
 * the whole page's bytes (app/entry.server.tsx collects them first), so no tag is ever split. Bytes,
 * not text: a page holds non-ASCII text (₦), and decoding 70-90 KB into a string and encoding it again
 * cost more than the render's own writing of it (issue 49).
 */
export function holdScripts(page: Buffer): Buffer {
  const pieces: Buffer[] = [];
  // Where each held tag is next found: each is searched for again only once it has been replaced, so
  // the page is read once whatever the number of preloads.
  const next = HELD.map((hold) => page.indexOf(hold.from));
  let from = 0;
  for (;;) {
    let which = -1;
    for (let i = 0; i < HELD.length; i++) if (next[i] >= 0 && (which < 0 || next[i] < next[which])) which = i;
    if (which < 0) break;
    const hold = HELD[which];
    pieces.push(page.subarray(from, next[which]), hold.to);
    from = next[which] + hold.from.length;
    next[which] = page.indexOf(hold.from, from);
  }
  if (from === 0) return page;
  pieces.push(page.subarray(from));
  return Buffer.concat(pieces);
}
