import type { ReactNode } from "react";

/** An admin form's box, with a red border while its message shows (app/lib/form-errors.ts). */
export function boxClass(invalid: boolean): string {
  return `min-h-11 w-full rounded-md border ${invalid ? "border-red-700" : "border-neutral-400"} px-3 py-2`;
}

/** A file box whose chooser reads as one of the dashboard's buttons, not the browser's grey default. */
export const FILE_BOX_CLASS =
  "max-w-full text-sm text-neutral-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-neutral-900 file:bg-white file:px-4 file:font-semibold file:text-neutral-900 hover:file:bg-neutral-100";

/**
 * One box of an admin form (product, news post, store settings): its visible label, then the box,
 * any hint and the message below it, which the caller passes as children.
 */
export function AdminField(props: {
  label: string;
  /** The id of the box the label names. */
  htmlFor: string;
  /** Across both columns of the form's grid (the product form's, two columns on a phone too), or on a phone only. */
  wide?: boolean | "phone";
  /** Left out of the layout (the sale price while On Sale is not ticked). */
  hidden?: boolean;
  children: ReactNode;
}) {
  const layout = [
    props.hidden ? "hidden" : "flex",
    "flex-col gap-1",
    props.wide === "phone" ? "col-span-2 sm:col-span-1" : props.wide ? "col-span-2" : "min-w-0",
  ];
  return (
    <div className={layout.filter(Boolean).join(" ")}>
      <label htmlFor={props.htmlFor} className="font-medium">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

/** The box around an admin page's add/edit form, under its heading (news posts; products without JavaScript). */
export function AdminFormSection(props: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.headingId} className="rounded-lg border border-neutral-300 p-4">
      <h3 id={props.headingId} className="mb-3 text-lg font-semibold">
        {props.heading}
      </h3>
      {props.children}
    </section>
  );
}

/**
 * A thumb's height for a text link on a phone and a tablet; on a wide screen, with a mouse, the text's own:
 * the order page's status buttons must stay on its first screen there.
 */
export const TEXT_LINK_TARGET = "inline-flex min-h-11 items-center lg:min-h-0";

/** The way back to a list from one of its pages. */
export const BACK_LINK_CLASS = `${TEXT_LINK_TARGET} w-fit text-sm font-medium text-brand underline`;

/** A price box with the naira sign inside it, so the owner types naira (not kobo) without a second look. */
export function InNaira({ children }: { children: ReactNode }) {
  return (
    <div className="relative [&_input]:pl-7">
      <span aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 text-neutral-700">
        ₦
      </span>
      {children}
    </div>
  );
}
