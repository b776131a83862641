// Product pictures for the sample catalog, drawn by the shop itself as SVG (nothing is downloaded):
// a garment silhouette per category in the product's colour on a soft background, with seams and
// shading. Rendered to WebP by the media store like any other image.
import type { Category } from "@/shop/constants";

export type GarmentView = "front" | "back";
/** Details that tell products of one category apart (a pocket, a slimmer leg, a flat brim…). */
export type GarmentStyle =
  | "pocket"
  | "stripe"
  | "oversized"
  | "slim"
  | "relaxed"
  | "distressed"
  | "zip"
  | "tipped"
  | "no-pocket"
  | "two-pockets"
  | "ribbed"
  | "mesh"
  | "swim"
  | "snapback"
  | "trucker"
  | "dad";
export type GarmentArt = { category: Category; color: string; view: GarmentView; label?: string; style?: GarmentStyle };

/** Fabric tones for the shop's colour names (colours: docs/product-rules.md#sizes-and-colours). */
const FABRIC: Record<string, string> = {
  Red: "#c0392b",
  Black: "#26262b",
  White: "#f7f6f2",
  Blue: "#2f6fc4",
  Grey: "#8d929b",
  Navy: "#223257",
};

const BACKDROPS = ["#f4efe7", "#eef1f4", "#f3eef0", "#eef3ee", "#f5f1e6"];

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type Tones = { fabric: string; dark: string; light: string; seam: string; trim: string; outline: string };

function tones(color: string): Tones {
  const fabric = FABRIC[color] ?? FABRIC.Grey;
  const pale = color === "White";
  return {
    fabric,
    dark: mix(fabric, 0, pale ? 0.12 : 0.28),
    light: mix(fabric, 255, 0.22),
    seam: pale ? "#b9b6ad" : mix(fabric, 255, 0.35),
    trim: pale
      ? "#223257"
      : color === "Red"
        ? "#f7f6f2"
        : color === "Black" || color === "Navy"
          ? "#e8b84a"
          : "#f7f6f2",
    outline: pale ? "#cfcbc2" : mix(fabric, 0, 0.4),
  };
}

const stitch = (t: Tones, d: string) =>
  `<path d="${d}" fill="none" stroke="${t.seam}" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"/>`;
const body = (t: Tones, d: string) =>
  `<path d="${d}" fill="${t.fabric}" stroke="${t.outline}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="url(#shade)"/>`;

// Short-sleeved tops share one body; the neck and sleeve length change per garment.
const TEE =
  "M300 188 Q340 178 352 172 Q400 228 448 172 Q460 178 500 188 L650 258 Q664 268 658 284 L618 372 Q610 386 594 380 L578 372 L582 712 Q582 730 564 730 L236 730 Q218 730 218 712 L222 372 L206 380 Q190 386 182 372 L142 284 Q136 268 150 258 Z";
const SLEEVE_ENDS = "M182 372 L142 284 M618 372 L658 284";
const TEE_HEM = "M232 704 L568 704";
const widen = (factor: number, inner: string) =>
  `<g transform="translate(400 0) scale(${factor} 1) translate(-400 0)">${inner}</g>`;

function tShirt(t: Tones, art: GarmentArt) {
  const front = art.view === "front";
  const neck = front ? "M352 172 Q400 236 448 172" : "M352 172 Q400 196 448 172";
  const drawing =
    body(t, TEE) +
    `<path d="${neck}" fill="none" stroke="${t.dark}" stroke-width="14" stroke-linecap="round"/>` +
    stitch(t, "M158 280 L196 364 M642 280 L604 364") +
    stitch(t, TEE_HEM) +
    `<path d="M300 188 Q292 300 222 372 M500 188 Q508 300 578 372" fill="none" stroke="${t.dark}" stroke-width="3" opacity="0.5"/>` +
    (front && art.style === "pocket"
      ? `<path d="M440 300 L512 300 L512 372 Q476 386 440 372 Z" fill="${t.dark}" opacity="0.3" stroke="${t.outline}" stroke-width="3"/>` +
        stitch(t, "M446 314 L506 314")
      : "") +
    (art.style === "stripe" ? `<rect x="223" y="400" width="354" height="44" fill="${t.trim}" opacity="0.9"/>` : "");
  return art.style === "oversized" ? widen(1.1, drawing) : drawing;
}

function jersey(t: Tones, art: GarmentArt) {
  const { view, label = "10" } = art;
  const neck =
    view === "front"
      ? `<path d="M352 172 L400 250 L448 172" fill="none" stroke="${t.trim}" stroke-width="16" stroke-linejoin="round"/>`
      : `<path d="M352 172 Q400 196 448 172" fill="none" stroke="${t.trim}" stroke-width="14"/>`;
  const number =
    view === "front"
      ? `<text x="400" y="560" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="200" text-anchor="middle" fill="${t.trim}">${label}</text>` +
        `<path d="M462 290 l24 0 l0 30 q-12 14 -24 0 z" fill="${t.trim}"/>`
      : `<text x="400" y="330" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="44" letter-spacing="6" text-anchor="middle" fill="${t.trim}">BAY</text>` +
        `<text x="400" y="620" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="260" text-anchor="middle" fill="${t.trim}">${label}</text>`;
  return (
    body(t, TEE) +
    `<path d="${SLEEVE_ENDS}" stroke="${t.trim}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M230 380 L228 712 M570 380 L572 712" stroke="${t.trim}" stroke-width="10" opacity="0.85"/>` +
    neck +
    number +
    stitch(t, TEE_HEM)
  );
}

function polo(t: Tones, art: GarmentArt) {
  const view = art.view;
  const collar =
    view === "front"
      ? `<path d="M352 172 L322 236 L392 222 Z M448 172 L478 236 L408 222 Z" fill="${t.light}" stroke="${t.outline}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M392 222 L392 330 L408 330 L408 222" fill="${t.dark}" opacity="0.35"/>` +
        [250, 286, 320]
          .map((y) => `<circle cx="400" cy="${y}" r="7" fill="${t.trim}" stroke="${t.outline}" stroke-width="2"/>`)
          .join("") +
        `<path d="M292 300 l14 12 l22 -24" fill="none" stroke="${t.trim}" stroke-width="5"/>`
      : `<path d="M340 176 Q400 206 460 176 L452 196 Q400 222 348 196 Z" fill="${t.light}" stroke="${t.outline}" stroke-width="3"/>`;
  return (
    body(t, TEE) +
    `<path d="${SLEEVE_ENDS}" stroke="${art.style === "tipped" ? t.trim : t.light}" stroke-width="12" stroke-linecap="round"/>` +
    collar +
    (art.style === "tipped" && view === "front"
      ? `<path d="M324 232 L392 219 M476 232 L408 219" stroke="${t.trim}" stroke-width="6" stroke-linecap="round"/>`
      : "") +
    stitch(t, TEE_HEM)
  );
}

const LONG_SLEEVE =
  "M300 190 Q340 178 352 172 Q400 214 448 172 Q460 178 500 190 L610 236 Q634 248 642 274 L712 690 Q716 708 698 712 L640 722 Q622 724 618 706 L560 420 L560 828 Q560 846 542 846 L258 846 Q240 846 240 828 L240 420 L182 706 Q178 724 160 722 L102 712 Q84 708 88 690 L158 274 Q166 248 190 236 Z";

function shirt(t: Tones, art: GarmentArt) {
  const view = art.view;
  const pocket = (x: number) =>
    `<path d="M${x} 340 L${x + 80} 340 L${x + 80} 430 Q${x + 40} 444 ${x} 430 Z" fill="none" stroke="${t.dark}" stroke-width="3"/>` +
    stitch(t, `M${x + 6} 356 L${x + 74} 356`);
  const front =
    view === "front"
      ? `<path d="M352 172 L336 240 L398 214 Z M448 172 L464 240 L402 214 Z" fill="${t.light}" stroke="${t.outline}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M392 214 L392 846 M408 214 L408 846" stroke="${t.dark}" stroke-width="3" opacity="0.6"/>` +
        [250, 340, 430, 520, 610, 700, 790]
          .map((y) => `<circle cx="400" cy="${y}" r="7" fill="${t.light}" stroke="${t.outline}" stroke-width="2"/>`)
          .join("") +
        (art.style === "no-pocket" ? "" : pocket(450)) +
        (art.style === "two-pockets" ? pocket(270) : "")
      : `<path d="M340 176 Q400 200 460 176 L454 196 Q400 218 346 196 Z" fill="${t.light}" stroke="${t.outline}" stroke-width="3"/>` +
        stitch(t, "M262 300 Q400 330 538 300");
  return (
    body(t, LONG_SLEEVE) +
    `<path d="M648 700 L706 690 M152 700 L94 690" stroke="${t.dark}" stroke-width="22"/>` +
    front +
    stitch(t, "M244 830 Q400 852 556 830")
  );
}

function hoodie(t: Tones, art: GarmentArt) {
  const view = art.view;
  const hood =
    view === "front"
      ? `<path d="M300 196 Q290 96 400 86 Q510 96 500 196 Q460 238 400 240 Q340 238 300 196 Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="4"/>` +
        `<path d="M330 192 Q330 124 400 118 Q470 124 470 192 Q440 222 400 224 Q360 222 330 192 Z" fill="${mix(t.fabric, 0, 0.5)}"/>` +
        `<path d="M376 236 L370 360 M424 236 L430 360" stroke="${t.trim}" stroke-width="6" stroke-linecap="round"/>` +
        (art.style === "zip"
          ? `<path d="M400 236 L400 790" stroke="${t.outline}" stroke-width="6"/>` +
            stitch(t, "M390 240 L390 786 M410 240 L410 786") +
            `<rect x="392" y="252" width="16" height="30" rx="4" fill="#c9c9c9" stroke="#777" stroke-width="2"/>` +
            `<path d="M290 610 Q310 680 296 740 M510 610 Q490 680 504 740" fill="none" stroke="${t.dark}" stroke-width="5"/>`
          : `<path d="M296 600 L504 600 L540 740 L260 740 Z" fill="${t.dark}" opacity="0.35" stroke="${t.outline}" stroke-width="3" stroke-linejoin="round"/>` +
            stitch(t, "M300 612 L500 612"))
      : `<path d="M296 200 Q280 80 400 70 Q520 80 504 200 Q470 300 400 310 Q330 300 296 200 Z" fill="${t.fabric}" stroke="${t.outline}" stroke-width="4"/>` +
        `<path d="M296 200 Q280 80 400 70 Q520 80 504 200 Q470 300 400 310 Q330 300 296 200 Z" fill="url(#shade)"/>` +
        stitch(t, "M400 80 L400 300");
  const drawing =
    body(t, LONG_SLEEVE) +
    `<path d="M630 692 L708 680 M170 692 L92 680" stroke="${t.dark}" stroke-width="30"/>` +
    `<path d="M242 790 L558 790 L558 830 Q558 846 542 846 L258 846 Q242 846 242 830 Z" fill="${t.dark}"/>` +
    hood;
  return art.style === "oversized" ? widen(1.08, drawing) : drawing;
}

function tankTop(t: Tones, art: GarmentArt) {
  const neck = art.view === "front" ? "Q400 330 436" : "Q400 250 436";
  const shape = `M312 168 L364 168 ${neck} 168 L488 168 Q500 300 574 364 L576 752 Q576 770 558 770 L242 770 Q224 770 224 752 L226 364 Q300 300 312 168 Z`;
  const texture =
    art.style === "ribbed"
      ? `<path d="${[260, 290, 320, 350, 380, 410, 440, 470, 500, 530].map((x) => `M${x} ${x < 330 || x > 470 ? 380 : 340} L${x} 760`).join(" ")}" stroke="${t.dark}" stroke-width="3" opacity="0.35"/>`
      : art.style === "mesh"
        ? `<path d="${shape}" fill="url(#mesh)"/>`
        : "";
  return (
    body(t, shape) +
    texture +
    `<path d="M364 168 ${neck} 168" fill="none" stroke="${t.dark}" stroke-width="12"/>` +
    `<path d="M312 168 Q300 300 226 364 M488 168 Q500 300 574 364" fill="none" stroke="${art.style === "mesh" ? t.trim : t.dark}" stroke-width="10"/>` +
    stitch(t, "M238 744 L562 744")
  );
}

const TROUSERS =
  "M262 150 L538 150 L560 860 Q560 876 544 876 L432 876 Q418 876 416 862 L400 400 L384 862 Q382 876 368 876 L256 876 Q240 876 240 860 Z";

function jeans(t: Tones, art: GarmentArt) {
  const view = art.view;
  const details =
    view === "front"
      ? `<path d="M400 196 L400 330 Q420 330 426 300 L428 196" fill="none" stroke="${t.seam}" stroke-width="3" stroke-dasharray="9 7"/>` +
        `<path d="M270 196 Q330 200 344 262 M530 196 Q470 200 456 262" fill="none" stroke="${t.dark}" stroke-width="4"/>` +
        `<circle cx="400" cy="174" r="9" fill="#c9a24a" stroke="#8a6d2a" stroke-width="2"/>`
      : `<path d="M282 230 L370 222 L372 320 L328 344 L286 320 Z M518 230 L430 222 L428 320 L472 344 L514 320 Z" fill="none" stroke="${t.seam}" stroke-width="3" stroke-dasharray="9 7"/>` +
        `<path d="M262 206 Q400 250 538 206" fill="none" stroke="${t.dark}" stroke-width="4"/>`;
  const rips =
    art.style === "distressed" && view === "front"
      ? `<path d="M290 600 l44 -4 M296 616 l30 2 M294 632 l40 -2 M470 560 l40 2 M476 576 l28 -2" stroke="#eeeeee" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`
      : "";
  const drawing =
    body(t, TROUSERS) +
    `<path d="M262 150 L538 150 L540 196 L260 196 Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="3"/>` +
    [300, 360, 440, 500]
      .map(
        (x) =>
          `<rect x="${x - 5}" y="146" width="10" height="56" rx="3" fill="${t.dark}" stroke="${t.seam}" stroke-width="2"/>`,
      )
      .join("") +
    details +
    rips +
    stitch(t, "M252 862 L372 862 M428 862 L548 862") +
    stitch(t, "M300 260 L292 860 M500 260 L508 860");
  if (art.style === "slim") return widen(0.88, drawing);
  if (art.style === "relaxed") return widen(1.14, drawing);
  return drawing;
}

function shorts(t: Tones, art: GarmentArt) {
  const view = art.view;
  const shape =
    "M252 260 L548 260 L592 690 Q594 708 576 710 L430 722 Q414 724 412 708 L400 470 L388 708 Q386 724 370 722 L224 710 Q206 708 208 690 Z";
  const front =
    view === "front"
      ? `<path d="M384 304 Q376 360 366 372 M416 304 Q424 360 434 372" stroke="${t.trim}" stroke-width="6" stroke-linecap="round" fill="none"/>`
      : `<path d="M300 360 L380 354 L380 430 L300 436 Z" fill="none" stroke="${t.seam}" stroke-width="3" stroke-dasharray="9 7"/>`;
  return (
    body(t, shape) +
    `<path d="M252 260 L548 260 L554 312 L246 312 Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="3"/>` +
    stitch(t, "M246 300 Q400 296 554 300") +
    (art.style === "swim"
      ? `<path d="${[420, 500, 580, 660].map((y) => `M${230 + (y - 400) * 0.05} ${y} q20 -14 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0`).join(" ")}" fill="none" stroke="${t.light}" stroke-width="5" opacity="0.6"/>`
      : `<path d="M254 320 L222 700 M546 320 L578 700" stroke="${t.trim}" stroke-width="10" opacity="0.9"/>`) +
    (art.style === "mesh"
      ? `<path d="M252 312 L548 312 L592 690 L430 722 L400 470 L370 722 L208 690 Z" fill="url(#mesh)"/>`
      : "") +
    front +
    stitch(t, "M218 690 L392 704 M408 704 L582 690")
  );
}

function hat(t: Tones, art: GarmentArt) {
  const view = art.view;
  const brim =
    art.style === "snapback"
      ? `<path d="M150 600 L650 600 L672 648 L128 648 Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="4" stroke-linejoin="round"/>` +
        stitch(t, "M170 616 L630 616") +
        `<circle cx="560" cy="624" r="14" fill="#d9b64a"/>`
      : `<path d="M170 596 Q400 560 630 596 Q660 680 400 700 Q140 680 170 596 Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="4"/>` +
        stitch(t, "M200 620 Q400 596 600 620");
  const front =
    view === "front"
      ? `<text x="400" y="${art.style === "dad" ? 500 : 450}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${art.style === "dad" ? 44 : 84}" letter-spacing="8" text-anchor="middle" fill="${t.trim}">BAY</text>`
      : `<path d="M330 560 Q400 470 470 560" fill="${mix(t.fabric, 0, 0.5)}"/><rect x="340" y="548" width="120" height="22" rx="8" fill="${t.dark}"/>`;
  return (
    `<path d="M180 600 Q170 330 400 300 Q630 330 620 600 Z" fill="${t.fabric}" stroke="${t.outline}" stroke-width="4"/>` +
    `<path d="M180 600 Q170 330 400 300 Q630 330 620 600 Z" fill="url(#shade)"/>` +
    `<path d="M400 300 Q340 420 330 600 M400 300 Q460 420 470 600 M400 300 L400 600" fill="none" stroke="${t.dark}" stroke-width="3" opacity="0.6"/>` +
    stitch(t, "M196 560 Q400 540 604 560") +
    `<ellipse cx="400" cy="304" rx="22" ry="12" fill="${t.dark}"/>` +
    (art.style === "trucker"
      ? `<path d="M180 600 Q176 420 300 340 L330 600 Z M620 600 Q624 420 500 340 L470 600 Z" fill="url(#mesh)"/>`
      : "") +
    (view === "front" ? brim : "") +
    front
  );
}

/** Vertical extent of each drawing in its own units, so every garment fills the frame alike. */
const EXTENT: Record<Category, { top: number; bottom: number }> = {
  "T-Shirt": { top: 170, bottom: 730 },
  Jersey: { top: 170, bottom: 730 },
  Polo: { top: 170, bottom: 730 },
  Shirt: { top: 170, bottom: 846 },
  Hoodie: { top: 70, bottom: 846 },
  "Tank Top": { top: 166, bottom: 770 },
  Jeans: { top: 146, bottom: 876 },
  Shorts: { top: 260, bottom: 722 },
  Hat: { top: 292, bottom: 700 },
};
const TARGET_HEIGHT = { default: 720, Shorts: 600, Hat: 480 } as const;

const DRAW: Record<Category, (t: Tones, art: GarmentArt) => string> = {
  "T-Shirt": tShirt,
  Jersey: jersey,
  Polo: polo,
  Shirt: shirt,
  Hoodie: hoodie,
  "Tank Top": tankTop,
  Jeans: jeans,
  Shorts: shorts,
  Hat: hat,
};

/** An 800×1000 (4:5) SVG of the garment, rendered at 960×1200: sharp enough for a phone, quick to seed. */
export function garmentSvg(art: GarmentArt, backdropIndex = 0): string {
  const t = tones(art.color);
  const backdrop = BACKDROPS[backdropIndex % BACKDROPS.length];
  const extent = EXTENT[art.category];
  const target =
    art.category === "Shorts" || art.category === "Hat" ? TARGET_HEIGHT[art.category] : TARGET_HEIGHT.default;
  const scale = target / (extent.bottom - extent.top);
  const middle = (extent.top + extent.bottom) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 800 1000">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${mix(backdrop, 255, 0.6)}"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>
<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.6" fill="#000" opacity="0.18"/></pattern>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<ellipse cx="400" cy="${470 + (target / 2 + 40)}" rx="${Math.round(200 * scale)}" ry="24" fill="#000" opacity="0.07"/>
<g transform="translate(400 470) scale(${scale.toFixed(3)}) translate(-400 ${-middle})">${DRAW[art.category](t, art)}</g>
</svg>`;
}
