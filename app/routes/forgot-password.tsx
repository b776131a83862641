import { Link } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { requestPasswordReset, passwordResetRequestFormSchema } from "@/accounts";
import { accountBoxes, ErrorBox, NoticeBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction } from "~/lib/account-session.server";
import { formText } from "@/platform/form-fields";
import { useAnsweredForm } from "~/lib/form-errors";
import { formRefusal, parseForm } from "~/lib/form-contract";
import type { Route } from "./+types/forgot-password";
import { storeNameIn } from "~/lib/store-name";

const FIELDS = ["email"] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Forgot Password | ${store}` },
    { name: "description", content: `Get a link by e-mail to choose a new password for your ${store} account.` },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form.get("email"));
  const parsed = parseForm(passwordResetRequestFormSchema, form);
  if (!parsed.value) return formRefusal(parsed, { email });
  const asked = parsed.value;
  return formAction(
    async () => {
      await requestPasswordReset(context.app, asked, { clientIp: context.clientIp });
      return { sent: true as const, email };
    },
    { email },
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  const failed = actionData && "error" in actionData ? actionData : null;
  // The service's schema (src/accounts/schemas.ts): a wrong address is said before anything is sent.
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: failed,
    loadValidate: () => import("~/lib/account-checks").then((checks) => checks.checkForgotPasswordForm),
    idPrefix: "field-",
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Forgot your password?</h1>
      <p className="mb-6 text-neutral-700">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      {sent ? (
        <NoticeBox message="If an account exists for that email, we have sent a link to reset the password. The link works for 1 hour. Check your spam folder if you cannot find it." />
      ) : (
        <CheckedForm checks={form} onFocus={form.onFocus} className="flex flex-col gap-4">
          <ErrorBox message={form.message} />
          <TextField {...accountBoxes.email} defaultValue={actionData?.email} {...form.textField("email")} />
          <SubmitButton busyText="Sending...">Send reset link</SubmitButton>
        </CheckedForm>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="inline-flex min-h-11 items-center font-medium text-brand underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
