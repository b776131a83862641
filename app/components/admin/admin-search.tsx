import { Form, useSearchParams } from "react-router";

/** The search box above an admin table; `keep` carries other filters (a status tab) along. */
export function AdminSearch({
  id,
  label,
  placeholder,
  keep = {},
}: {
  id: string;
  label: string;
  placeholder: string;
  keep?: Record<string, string>;
}) {
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" role="search" className="flex gap-2">
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
        className="min-w-0 flex-1 rounded-md border border-neutral-400 px-3 py-2"
      />
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}
