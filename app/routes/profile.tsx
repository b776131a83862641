import { Form, Link } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { verifyAdminCode, adminCodeFormSchema } from "@/accounts";
import { ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction } from "~/lib/account-session.server";
import { requireShopper } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useAnsweredForm } from "~/lib/form-errors";
import { formRefusal, parseForm } from "~/lib/form-contract";
import type { Route } from "./+types/profile";
import { storeNameIn } from "~/lib/store-name";
import { readablePhone } from "@/shop/phone";

const FIELDS = ["code"] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `My Profile | ${store}` },
    { name: "description", content: `Your ${store} account: details, orders and settings.` },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  return { user: { fullName: user.fullName, email: user.email, phone: user.phone, isAdmin: user.isAdmin } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireShopper(context, request);
  const parsed = parseForm(adminCodeFormSchema, await request.formData());
  if (!parsed.value) return formRefusal(parsed);
  const code = parsed.value;
  return formAction(async () => {
    await verifyAdminCode(context.app, user, context.sessionToken, code);
    return redirectWithToast("/profile", { kind: "success", message: "Admin access granted." });
  });
}

// A row with a chevron, as an account menu reads on a phone: the whole row is the link.
const chevron = (
  <span aria-hidden="true" className="text-neutral-500">
    ›
  </span>
);
const linkClass =
  "flex items-center justify-between rounded-md border border-neutral-300 px-4 py-3 font-medium hover:bg-neutral-50";

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  // An empty code is the field's message (the service's schema, before sending); a wrong one stays in the red box.
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: actionData,
    loadValidate: () => import("~/lib/account-checks").then((checks) => checks.checkAdminCodeForm),
    idPrefix: "field-",
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="section-title">My Profile</h1>
      <section aria-labelledby="details-heading" className="mt-6 rounded-lg border border-neutral-300 p-4">
        <h2 id="details-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          {user.fullName}
          {user.isAdmin ? (
            <span className="rounded-full bg-brand px-3 py-0.5 text-sm font-semibold text-white">Admin Account</span>
          ) : null}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-neutral-600">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-medium text-neutral-600">Phone</dt>
          <dd>{user.phone ? readablePhone(user.phone) : "Not set"}</dd>
        </dl>
      </section>
      <nav aria-label="Account" className="mt-6 flex flex-col gap-2">
        <Link to="/order-history" className={linkClass}>
          Order History
          {chevron}
        </Link>
        <Link to="/wishlist" className={linkClass}>
          Wishlist
          {chevron}
        </Link>
        <Link to="/settings" className={linkClass}>
          Settings
          {chevron}
        </Link>
        {user.isAdmin ? (
          <Link to="/admin" className={linkClass}>
            Admin Dashboard
            {chevron}
          </Link>
        ) : null}
      </nav>
      {user.isAdmin ? null : (
        <details className="mt-6 rounded-lg border border-neutral-300 p-4" open={Boolean(actionData?.error)}>
          <summary className="cursor-pointer font-medium">Have an admin code?</summary>
          <CheckedForm checks={form} onFocus={form.onFocus} className="mt-3 flex flex-col gap-3">
            <ErrorBox message={form.message} />
            <TextField label="Admin Code" name="code" type="password" autoComplete="off" {...form.textField("code")} />
            <SubmitButton busyText="Checking...">Enter admin code</SubmitButton>
          </CheckedForm>
        </details>
      )}
      <Form method="post" action="/logout" className="mt-8">
        <button
          type="submit"
          className="w-full rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
        >
          Log Out
        </button>
      </Form>
    </div>
  );
}
