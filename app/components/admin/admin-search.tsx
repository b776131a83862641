import { Form, useSearchParams } from "react-router";

/** The search box above an admin table; `keep` carries other filters (a status tab) along. */
export function AdminSearch({
  id,
  label,
  placeholder,
  keep = {},
  hint,
}: {
  id: string;
  label: string;
  placeholder: string;
  keep?: Record<string, string>;
  /** What else the search finds, beyond what its placeholder says. */
  hint?: string;
}) {
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" role="search" className="flex flex-wrap gap-x-2 gap-y-1">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={searchParams.get("search") ?? ""}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-w-0 flex-1 rounded-md border border-neutral-400 px-3 py-2"
      />
      <button type="submit" className="btn-secondary">
        Search
      </button>
      {hint ? (
        <p id={`${id}-hint`} className="basis-full text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
