// Issue 13: on a slow phone the page's scripts (about 120 KB) shared the line with the largest picture
// and, counted by Lighthouse as work before it, held its paint back by more than a second. The page is
// complete and usable without them (every link and form works server-side), so they are fetched once
// the page has loaded and painted. The server holds React Router's module preloads and its bootstrap
// script back (scripts-after-load.server.ts); this inline script, rendered after them, releases them.

/** The `rel` the server gives React Router's module preloads until the page has loaded. */
export const HELD_MODULEPRELOAD = "after-load-modulepreload";
/** The `type` the server gives React Router's bootstrap module script until the page has loaded. */
export const HELD_MODULE = "after-load-module";

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
