import { data as respond, Link } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { confirmPasswordReset, passwordResetConfirmSchema } from "@/accounts";
import { accountBoxes, ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction } from "~/lib/account-session.server";
import { formText } from "~/lib/form-text";
import { formStrings, hasErrors, type FieldErrors, useAnsweredForm } from "~/lib/form-errors";
import { redirectWithToast } from "~/lib/toast.server";
import { zodFieldErrors } from "~/lib/zod-field-errors";
import type { Route } from "./+types/reset-password";
import { storeNameIn } from "~/lib/store-name";

const FIELDS = ["password", "confirmPassword"] as const;
const MISMATCH = "The two passwords do not match.";

/**
 * The new password by the service's schema (src/accounts/schemas.ts), and the confirmation that must
 * match it: the same check in the browser (before sending) and in the action (without JavaScript).
 * The token is not the shopper's field: a bad one is the service's answer in the red box.
 */
function checkPasswords(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {
    password: zodFieldErrors(passwordResetConfirmSchema, { token: "-", password: values.password }).password,
  };
  if (values.password !== values.confirmPassword) errors.confirmPassword = MISMATCH;
  return hasErrors(errors) ? errors : {};
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Reset Password | ${store}` },
    { name: "description", content: `Choose a new password for your ${store} account.` },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formStrings(form, FIELDS);
  const fields = checkPasswords(values);
  if (hasErrors(fields)) {
    const first = FIELDS.map((name) => fields[name]).find(Boolean) ?? MISMATCH;
    return respond({ error: first, fields: fields as Record<string, string> }, { status: 422 });
  }
  return formAction(async () => {
    await confirmPasswordReset(context.app, { token: formText(form, "token"), password: values.password });
    return redirectWithToast("/login", { kind: "success", message: "Your password has been changed. Please log in." });
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: actionData,
    validate: (data) => checkPasswords(formStrings(data, FIELDS)),
    idPrefix: "field-",
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Choose a new password</h1>
      {token ? (
        <CheckedForm checks={form} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <ErrorBox message={form.message} />
          <TextField
            label="New Password"
            name="password"
            {...accountBoxes.newPassword}
            hint="At least 8 characters."
            {...form.textField("password")}
          />
          <TextField
            label="Confirm New Password"
            name="confirmPassword"
            {...accountBoxes.newPassword}
            {...form.textField("confirmPassword")}
          />
          <SubmitButton busyText="Saving...">Set new password</SubmitButton>
        </CheckedForm>
      ) : (
        <ErrorBox message="This reset link is invalid or has expired." />
      )}
      <p className="mt-6 text-sm">
        <Link to="/forgot-password" className="font-medium text-brand underline">
          Ask for a new reset link
        </Link>
      </p>
    </div>
  );
}
