import { Form, type FormProps } from "react-router";
import type { useFormErrors } from "~/lib/form-errors";

type FormChecks = Pick<ReturnType<typeof useFormErrors>, "formRef" | "onSubmit" | "onChange">;

/**
 * A posted form that checks itself on submit (app/lib/form-errors.ts): `noValidate`, so the browser's
 * own bubbles never replace our messages (docs/product-rules.md#field-messages), nothing goes while a field is wrong, and a field's
 * message goes once it is right.
 */
export function CheckedForm({
  checks,
  ...props
}: Omit<FormProps, "method" | "noValidate" | "ref" | "onSubmit" | "onChange"> & {
  checks: FormChecks;
}) {
  return (
    <Form
      method="post"
      noValidate
      ref={checks.formRef}
      onSubmit={checks.onSubmit}
      onChange={checks.onChange}
      {...props}
    />
  );
}
