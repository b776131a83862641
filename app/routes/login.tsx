import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { verifyAdminCode, loginFormSchema, signupFormSchema, logIn, signUp } from "@/accounts";
import { AppError } from "@/platform/errors";
import { accountBoxes, ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction, sessionHeaders } from "~/lib/account-session.server";
import { formText } from "@/platform/form-fields";
import { safeRedirectPath } from "~/lib/guards.server";
import { redirectWithToast, type Toast } from "~/lib/toast.server";
import type { Route } from "./+types/login";
import { useAnsweredForm } from "~/lib/form-errors";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { storeNameIn, useStoreName } from "~/lib/store-name";
import { finishPendingIntent } from "~/lib/pending-intent.server";
import { lastDeliveryAddress } from "@/orders";
import { rememberDeliveryToHeader, remembersDeliveryTo } from "~/lib/delivery-to.server";

const FIELDS = { login: ["email", "password"], signup: ["fullName", "email", "password", "phone"] } as const;

type Mode = "login" | "signup";

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  const signup = data?.mode === "signup";
  return [
    { title: signup ? `Sign Up | ${store}` : `Login | ${store}` },
    {
      name: "description",
      content: `Log in to your ${store} account or create one to shop, save a wishlist and track your orders.`,
    },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (context.user) throw redirect(redirectTo);
  const mode: Mode = url.searchParams.get("mode") === "signup" ? "signup" : "login";
  return { mode, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const mode: Mode = formText(form.get("mode")) === "signup" ? "signup" : "login";
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const values = {
    email: formText(form.get("email")),
    fullName: formText(form.get("fullName")),
    phone: formText(form.get("phone")),
  };
  const { app, clientIp } = context;
  const signup = mode === "signup" ? parseForm(signupFormSchema, form) : null;
  const login = mode === "login" ? parseForm(loginFormSchema, form) : null;
  const refused = signup?.fields ? signup : login?.fields ? login : null;
  if (refused) return formRefusal(refused, { mode, values });
  return formAction(
    async () => {
      const signedIn = signup?.value
        ? await signUp(app, signup.value, clientIp)
        : await logIn(app, login!.value!, clientIp);
      let toast: Toast =
        mode === "signup"
          ? { kind: "success", message: `Welcome to ${app.config.STORE_NAME}! Your account has been created.` }
          : { kind: "success", message: "Welcome back!" };
      // A code carried in the address hash (docs/product-rules.md#admin-access) is checked after the sign-in; a wrong one
      // does not undo the sign-in, it only says so.
      const adminCode = formText(form.get("adminCode")).trim();
      if (adminCode) {
        try {
          await verifyAdminCode(app, signedIn.user, signedIn.token, { code: adminCode });
          toast = { kind: "success", message: "Welcome back! Admin access granted." };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          toast = { kind: "error", message: err.message };
        }
      }
      const headers = new Headers(sessionHeaders(app.config, request, signedIn.token));
      // A returning shopper's product pages estimate delivery to where their last order went.
      if (mode === "login" && !remembersDeliveryTo(request)) {
        const last = await lastDeliveryAddress(app, signedIn.user);
        if (last) headers.append("Set-Cookie", rememberDeliveryToHeader(last));
      }
      // What the shopper was doing when asked to sign in (add to bag, the heart) is done now, and they go back there.
      const pending = await finishPendingIntent(app, signedIn.user, request, redirectTo);
      if (pending) {
        headers.append("Set-Cookie", pending.clear);
        return redirectWithToast(pending.back, pending.toast, { headers });
      }
      return redirectWithToast(redirectTo, toast, { headers });
    },
    { mode, values },
  );
}

/**
 * Why a page sent the visitor here, for the shopper's own pages: someone who tapped the bag is told the
 * bag is behind the sign-in, not shown a bare login form. Forms that sent them (Add to Cart) say it in a toast.
 */
const SIGN_IN_FOR: Array<[path: string, reason: string]> = [
  ["/cart", "Log in or sign up to see your cart."],
  ["/checkout", "Log in or sign up to check out."],
  ["/wishlist", "Log in or sign up to see your wishlist."],
  ["/order-history", "Log in to see your orders."],
  ["/settings", "Log in to change your details."],
];

function signInReason(redirectTo: string): string | null {
  const path = redirectTo.split(/[?#]/)[0];
  return SIGN_IN_FOR.find(([page]) => path === page)?.[1] ?? null;
}

const MODE_TABS: { mode: Mode; label: string }[] = [
  { mode: "login", label: "Login" },
  { mode: "signup", label: "Sign Up" },
];

function tabHref(mode: Mode, redirectTo: string) {
  const params = new URLSearchParams({ mode });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  return `?${params}`;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo } = loaderData;
  const reason = signInReason(redirectTo);
  const store = useStoreName();
  const [adminCode, setAdminCode] = useState("");

  // A leftover hash at the login screen is the admin code: keep it for the form, remove it from the
  // address bar (and so from history and screenshots).
  useEffect(() => {
    if (window.location.hash.length > 1) {
      setAdminCode(decodeURIComponent(window.location.hash.slice(1)));
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    }
  }, []);

  const failed = actionData && "error" in actionData && actionData.mode === mode ? actionData : null;
  const values = failed?.values;
  const fields: readonly string[] = FIELDS[mode];
  // The same schemas as the action (src/accounts/schemas.ts): nothing is sent while a field is wrong.
  const form = useAnsweredForm({
    fields,
    answer: failed,
    loadValidate: () => import("~/lib/account-checks").then((checks) => checks.checkLoginForm),
    idPrefix: "field-",
  });
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-center font-semibold ${active ? "bg-brand text-white" : "text-neutral-700 hover:bg-neutral-100"}`;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="text-center text-2xl font-bold">{mode === "signup" ? "Create your account" : "Welcome back"}</h1>
      {reason ? <p className="mt-2 text-center text-neutral-700">{reason}</p> : null}
      <div
        role="tablist"
        aria-label="Login or sign up"
        className="mt-6 mb-6 flex gap-2 rounded-lg border border-neutral-300 p-1"
      >
        {MODE_TABS.map((tab) => (
          <Link
            key={tab.mode}
            id={`tab-${tab.mode}`}
            role="tab"
            aria-selected={mode === tab.mode}
            aria-controls="account-panel"
            to={tabHref(tab.mode, redirectTo)}
            replace
            className={tabClass(mode === tab.mode)}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      {/* The panel is a div around the form: ARIA does not allow the tabpanel role on a <form>. */}
      <div id="account-panel" role="tabpanel" aria-labelledby={mode === "login" ? "tab-login" : "tab-signup"}>
        <CheckedForm checks={form} onFocus={form.onFocus} key={mode} className="flex flex-col gap-4">
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="adminCode" value={adminCode} />
          <ErrorBox message={form.message} />
          {mode === "signup" ? (
            <TextField {...accountBoxes.fullName} defaultValue={values?.fullName} {...form.textField("fullName")} />
          ) : null}
          <TextField {...accountBoxes.email} defaultValue={values?.email} {...form.textField("email")} />
          <TextField
            label="Password"
            name="password"
            {...(mode === "signup" ? accountBoxes.newPassword : accountBoxes.currentPassword)}
            hint={mode === "signup" ? "At least 8 characters." : undefined}
            {...form.textField("password")}
          />
          {mode === "signup" ? (
            <TextField
              {...accountBoxes.phone}
              defaultValue={values?.phone}
              hint="For example 0803 123 4567 or +234 803 123 4567."
              {...form.textField("phone")}
            />
          ) : null}
          {mode === "login" ? (
            <p className="text-right text-sm">
              <Link
                to="/forgot-password"
                className="inline-flex min-h-11 items-center font-medium text-brand underline"
              >
                Forgot password?
              </Link>
            </p>
          ) : null}
          {mode === "signup" ? (
            <SubmitButton busyText="Creating account...">Sign Up</SubmitButton>
          ) : (
            <SubmitButton busyText="Logging in...">Login</SubmitButton>
          )}
        </CheckedForm>
        {/* A first-time visitor sent here to add to the bag needs the way in as much as a returning one. */}
        <p className="mt-6 border-t border-neutral-200 pt-6 text-center text-sm text-neutral-700">
          {mode === "login" ? `New to ${store}?` : "Already have an account?"}
        </p>
        <Link
          to={tabHref(mode === "login" ? "signup" : "login", redirectTo)}
          replace
          className="btn-secondary mt-2 w-full"
        >
          {mode === "login" ? "Create an account" : "Log in instead"}
        </Link>
      </div>
    </div>
  );
}
