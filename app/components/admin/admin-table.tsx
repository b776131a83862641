import type { ReactNode } from "react";

/**
 * An admin list as a table: its empty text when there are no rows, else the table in a region that scrolls
 * sideways on a phone (focusable, so a keyboard can scroll it) with one column heading per name.
 */
export function AdminTable({
  label,
  headings,
  emptyText,
  isEmpty,
  minWidthClass = "",
  children,
}: {
  label: string;
  headings: readonly string[];
  emptyText: string;
  isEmpty: boolean;
  minWidthClass?: string;
  children: ReactNode;
}) {
  if (isEmpty) return <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">{emptyText}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-300" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <AdminTableHead headings={headings} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An admin table's column headings; `cellClassName` sets their padding to match the rows below. */
export function AdminTableHead({
  headings,
  cellClassName = "px-3",
}: {
  headings: readonly ReactNode[];
  cellClassName?: string;
}) {
  return (
    <thead className="bg-neutral-100">
      <tr>
        {headings.map((heading, column) => (
          <th key={column} scope="col" className={`${cellClassName} py-2 font-semibold`}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A list's table at desktop width (from lg), beside the same list as cards for a phone: the rows go in as children.
 */
export function DesktopTable(props: {
  label: string;
  /** Column headings: a name, or an element for a column whose name only a screen reader needs. */
  headings: readonly ReactNode[];
  cellClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="hidden rounded-lg border border-neutral-300 bg-white lg:block">
      <table className="w-full text-left text-sm" aria-label={props.label}>
        <AdminTableHead headings={props.headings} cellClassName={props.cellClassName} />
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * The same list as cards for a phone or a tablet (below lg), beside its DesktopTable: one card each, named for a
 * screen reader by `nameOf`, with what the table's row says.
 */
export function PhoneCards<T extends { id: string }>(props: {
  label: string;
  items: readonly T[];
  nameOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={props.label} className="flex flex-col gap-3 lg:hidden">
      {props.items.map((item) => (
        <li key={item.id} className="rounded-lg border border-neutral-300 bg-white p-3 text-sm">
          <article aria-label={props.nameOf(item)} className="flex flex-col gap-2">
            {props.children(item)}
          </article>
        </li>
      ))}
    </ul>
  );
}
