import { useEffect, useState, type ReactNode } from "react";
import { CheckedForm } from "~/components/checked-form";
import {
  changePassword,
  chooseBagReminders,
  deleteAccount,
  remindsOfBag,
  updateProfile,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  profileFormSchema,
} from "@/accounts";
import { accountBoxes, ErrorBox, SubmitButton, TextField } from "~/components/account-form";
import { formAction, sessionHeaders } from "~/lib/account-session.server";
import { formText, isTicked } from "@/platform/form-fields";
import { requireShopper } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useAnsweredForm } from "~/lib/form-errors";
import { requireIntent } from "~/lib/form-intent.server";
import { formRefusal, parseForm } from "~/lib/form-contract";
import type { Route } from "./+types/settings";
import { storeNameIn } from "~/lib/store-name";
import { Form, Link } from "react-router";
import {
  ALERT_CANCELLED,
  cancelStockAlert,
  listMySentStockAlerts,
  listMyStockAlerts,
  type SentStockAlertView,
  type StockAlertView,
} from "@/stock-alerts";
import { formatLongDate } from "@/shop/dates";
import { readablePhone } from "@/shop/phone";
import { messageFor } from "~/lib/action-errors.server";

// Each form's fields and the service's schema for them (src/accounts/schemas.ts): the browser checks
// with the same rules before sending, the action answers with the same messages without JavaScript.
const FORMS = {
  profile: { fields: ["fullName", "phone"] },
  password: { fields: ["currentPassword", "newPassword"] },
  delete: { fields: ["password"] },
} as const;
type Intent = keyof typeof FORMS;
const SECTION = "rounded-lg border border-neutral-300 p-4";
const INTENTS = Object.keys(FORMS) as Intent[];

/** One settings form's messages: beside its fields, or (e.g. the last admin) in its red box. */
function useSettingsForm(intent: Intent, actionData: Route.ComponentProps["actionData"]) {
  const { fields } = FORMS[intent];
  const failed = actionData && actionData.intent === intent ? actionData : null;
  return useAnsweredForm({
    fields,
    answer: failed,
    loadValidate: () => import("~/lib/account-checks").then((checks) => checks.settingsChecks[intent]),
    idPrefix: "field-",
  });
}

/** A settings form in its own box under its heading; the server's message that is no field's above the fields. */
function SettingsForm(props: {
  id: string;
  heading: string;
  settings: ReturnType<typeof useSettingsForm>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-heading`} className={SECTION}>
      <h2 id={`${props.id}-heading`} className="mb-3 text-lg font-semibold">
        {props.heading}
      </h2>
      <CheckedForm checks={props.settings} onFocus={props.settings.onFocus} className="flex flex-col gap-3">
        <ErrorBox message={props.settings.message} />
        {props.children}
      </CheckedForm>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Settings | ${store}` },
    { name: "description", content: `Change your name, phone number or password, or delete your ${store} account.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper(context, request);
  return {
    user: { fullName: user.fullName, phone: user.phone },
    remindsOfBag: await remindsOfBag(context.app, user),
    stockAlerts: await listMyStockAlerts(context.app, user),
    sentStockAlerts: await listMySentStockAlerts(context.app, user),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireShopper(context, request);
  const form = await request.formData();
  const intent = requireIntent(form, [...INTENTS, "cancel-stock-alert", "bag-reminder"]);
  if (intent === "bag-reminder") {
    const on = isTicked(form.get("remindOfBag"));
    await chooseBagReminders(context.app, user, on);
    return redirectWithToast("/settings", {
      kind: "success",
      message: on ? "Bag reminders turned on" : "Bag reminders turned off",
    });
  }
  if (intent === "cancel-stock-alert") {
    try {
      await cancelStockAlert(context.app, user, formText(form.get("alertId")));
    } catch (err) {
      const message = messageFor(context, err, "Could not cancel the alert. Please try again.");
      return redirectWithToast("/settings", { kind: "error", message });
    }
    return redirectWithToast("/settings", { kind: "success", message: ALERT_CANCELLED });
  }
  const { app, sessionToken } = context;
  const profile = intent === "profile" ? parseForm(profileFormSchema, form) : null;
  const password = intent === "password" ? parseForm(changePasswordFormSchema, form) : null;
  const remove = intent === "delete" ? parseForm(deleteAccountFormSchema, form) : null;
  const refused = [profile, password, remove].find((parsed) => parsed?.fields);
  if (refused?.fields) return formRefusal(refused, { intent });
  return formAction(
    async () => {
      if (profile?.value) {
        await updateProfile(app, user, profile.value);
        return redirectWithToast("/settings", { kind: "success", message: "Profile updated" });
      }
      if (password?.value) {
        await changePassword(app, user, password.value, sessionToken);
        return redirectWithToast("/settings", {
          kind: "success",
          message: "Password changed. Your other devices have been logged out.",
        });
      }
      await deleteAccount(app, user, remove!.value!);
      return redirectWithToast(
        "/",
        { kind: "success", message: "Your account has been deleted." },
        { headers: sessionHeaders(app.config, request, null) },
      );
    },
    { intent },
  );
}

function variantText(alert: StockAlertView): string {
  return [alert.size && `Size ${alert.size}`, alert.color && `Colour ${alert.color}`].filter(Boolean).join(", ");
}

/**
 * The back-in-stock alerts still waiting, each with its product page and a Cancel button (works without
 * JavaScript), then the ones whose mail went out, marked sent with their date (issue 45).
 */
function StockAlerts({ alerts, sent }: { alerts: StockAlertView[]; sent: SentStockAlertView[] }) {
  return (
    <section aria-labelledby="stock-alerts-heading" className={SECTION}>
      <h2 id="stock-alerts-heading" className="mb-3 text-lg font-semibold">
        Back-in-stock alerts
      </h2>
      {alerts.length === 0 ? (
        <p className="text-sm text-neutral-700">
          No alerts. On a sold-out size, choose &ldquo;E-mail me when it&apos;s back&rdquo; and we will tell you.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Waiting alerts">
          {alerts.map((alert) => {
            const variant = variantText(alert);
            return (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <Link to={alert.path} className="font-semibold hover:underline">
                    {alert.productName}
                  </Link>
                  {variant && <span className="block text-sm text-neutral-700">{variant}</span>}
                </span>
                <Form method="post">
                  <input type="hidden" name="alertId" value={alert.id} />
                  <button type="submit" name="intent" value="cancel-stock-alert" className="btn-secondary px-3 py-1.5">
                    Cancel
                    <span className="sr-only">
                      {" "}
                      the alert for {alert.productName}
                      {variant && ` (${variant})`}
                    </span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      {sent.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-bold">Sent</h3>
          <ul className="mt-2 flex flex-col gap-3" aria-label="Sent alerts">
            {sent.map((alert) => {
              const variant = variantText(alert);
              return (
                <li key={alert.id}>
                  <Link to={alert.path} className="font-semibold hover:underline">
                    {alert.productName}
                  </Link>
                  {variant && <span className="block text-sm text-neutral-700">{variant}</span>}
                  <span className="block text-sm font-medium text-green-800">
                    Sent on {formatLongDate(alert.sentAt)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The bag reminder's switch (docs/product-rules.md#bag-reminder): a tick and Save, with or without JavaScript. */
function BagReminder({ on }: { on: boolean }) {
  return (
    <section id="bag-reminder" aria-labelledby="bag-reminder-heading" className={`${SECTION} scroll-mt-24`}>
      <h2 id="bag-reminder-heading" className="mb-3 text-lg font-semibold">
        Bag reminders
      </h2>
      <Form method="post" className="flex flex-col gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="remindOfBag"
            defaultChecked={on}
            aria-describedby="bag-reminder-hint"
            className="size-5 shrink-0 accent-brand"
          />
          <span className="font-medium">E-mail me once when I leave pieces in my bag for a day</span>
        </label>
        <p id="bag-reminder-hint" className="text-sm text-neutral-700">
          One e-mail for a bag left a day, never two for the same bag.
        </p>
        <button type="submit" name="intent" value="bag-reminder" className="btn-secondary self-start px-4 py-2">
          Save reminders
        </button>
      </Form>
    </section>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, stockAlerts, sentStockAlerts } = loaderData;
  const details = useSettingsForm("profile", actionData);
  const password = useSettingsForm("password", actionData);
  const remove = useSettingsForm("delete", actionData);
  // Delete my account stays closed until asked for; once refused it stays open while the shopper retypes.
  const deleteRefused = Boolean(remove.message || remove.errors.password);
  const [keepDeleteOpen, setKeepDeleteOpen] = useState(deleteRefused);
  useEffect(() => {
    if (deleteRefused) setKeepDeleteOpen(true);
  }, [deleteRefused]);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <h1 className="section-title">Settings</h1>

      <SettingsForm id="profile" heading="Your details" settings={details}>
        <TextField {...accountBoxes.fullName} defaultValue={user.fullName} {...details.textField("fullName")} />
        <TextField {...accountBoxes.phone} defaultValue={readablePhone(user.phone)} {...details.textField("phone")} />
        <SubmitButton intent="profile" busyText="Saving...">
          Save details
        </SubmitButton>
      </SettingsForm>

      <SettingsForm id="password" heading="Change password" settings={password}>
        <TextField
          label="Current Password"
          name="currentPassword"
          {...accountBoxes.currentPassword}
          {...password.textField("currentPassword")}
        />
        <TextField
          label="New Password"
          name="newPassword"
          {...accountBoxes.newPassword}
          hint="At least 8 characters. Your other devices will be logged out."
          {...password.textField("newPassword")}
        />
        <SubmitButton intent="password" busyText="Saving...">
          Change password
        </SubmitButton>
      </SettingsForm>

      <StockAlerts alerts={stockAlerts} sent={sentStockAlerts} />

      <BagReminder on={loaderData.remindsOfBag} />

      <section aria-labelledby="delete-heading" className={`${SECTION} border-red-300`}>
        {/* Closed until asked for, so that no one deletes by a slip of the thumb. */}
        <details open={keepDeleteOpen || deleteRefused} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
            <h2 id="delete-heading" className="text-lg font-semibold text-red-800">
              Delete my account
            </h2>
            <span aria-hidden="true" className="text-xl leading-none text-red-800 group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-2 mb-3 text-sm text-neutral-700">
            This removes your account, cart, wishlist and reviews for good. Orders you placed stay in the shop&apos;s
            records. Type your password to confirm.
          </p>
          <CheckedForm checks={remove} onFocus={remove.onFocus} className="flex flex-col gap-3">
            <ErrorBox message={remove.message} />
            <TextField
              label="Password"
              name="password"
              {...accountBoxes.currentPassword}
              {...remove.textField("password")}
            />
            <SubmitButton intent="delete" tone="danger" busyText="Deleting...">
              Delete my account
            </SubmitButton>
          </CheckedForm>
        </details>
      </section>
    </div>
  );
}
