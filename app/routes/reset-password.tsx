import { Form, Link } from "react-router";
import { confirmPasswordReset } from "@/accounts/password-reset";
import { ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction, formText } from "~/lib/account-session.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Reset Password | BAY" },
    { name: "description", content: "Choose a new password for your BAY account." },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = formText(form, "password");
  if (password !== formText(form, "confirmPassword")) return { error: "The two passwords do not match." };
  return formAction(async () => {
    await confirmPasswordReset(context.app, { token: formText(form, "token"), password });
    return redirectWithToast("/login", { kind: "success", message: "Your password has been changed. Please log in." });
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Choose a new password</h1>
      {token ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <ErrorBox message={actionData?.error} />
          <TextField label="New Password" name="password" type="password" autoComplete="new-password" minLength={8} hint="At least 8 characters." />
          <TextField label="Confirm New Password" name="confirmPassword" type="password" autoComplete="new-password" minLength={8} />
          <SubmitButton busyText="Saving...">Set new password</SubmitButton>
        </Form>
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
