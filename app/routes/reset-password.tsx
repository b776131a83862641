import { Link } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { confirmPasswordReset, passwordResetFormSchema } from "@/accounts";
import { accountBoxes, ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction } from "~/lib/account-session.server";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { useAnsweredForm } from "~/lib/form-errors";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";
import { storeNameIn } from "~/lib/store-name";

/**
 * The new password by the service's schema (src/accounts/schemas.ts), and the confirmation that must
 * match it: the same schema in the browser (before sending) and in the action (without JavaScript).
 * The token is not the shopper's field: a bad one is the service's answer in the red box.
 */
const FIELDS = ["password", "confirmPassword"] as const;

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
  const parsed = parseForm(passwordResetFormSchema, await request.formData());
  if (!parsed.value) return formRefusal(parsed);
  const reset = parsed.value;
  return formAction(async () => {
    await confirmPasswordReset(context.app, reset);
    return redirectWithToast("/login", { kind: "success", message: "Your password has been changed. Please log in." });
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: actionData,
    loadValidate: () => import("~/lib/account-checks").then((checks) => checks.checkResetPasswordForm),
    idPrefix: "field-",
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Choose a new password</h1>
      {token ? (
        <CheckedForm checks={form} onFocus={form.onFocus} className="flex flex-col gap-4">
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
