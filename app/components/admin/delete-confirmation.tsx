import { Form, Link } from "react-router";

/**
 * The no-JavaScript confirm step before an admin deletes something (wording:
 * docs/product-rules.md#delete-confirmation).
 */
export function DeleteConfirmation(props: {
  headingId: string;
  heading: string;
  name: string;
  id: string;
  returnTo: string;
  /** Where Cancel leads, when not returnTo (the product's own page). */
  cancelTo?: string;
}) {
  return (
    <section aria-labelledby={props.headingId} className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id={props.headingId} className="font-semibold">
        {props.heading}
      </h3>
      <p className="my-2">Are you sure you want to delete &quot;{props.name}&quot;? This action cannot be undone.</p>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={props.id} />
        <input type="hidden" name="returnTo" value={props.returnTo} />
        <Link to={props.cancelTo ?? props.returnTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          Delete
        </button>
      </Form>
    </section>
  );
}
