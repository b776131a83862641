import { useState } from "react";
import { useNavigation } from "react-router";
import { useScripted } from "~/lib/scripted";
import type { FieldControl } from "~/lib/form-errors";
import { FieldError } from "./field-error";

/** A labelled input; the label is always visible, never just a placeholder. */
export function TextField(props: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  inputMode?: "email" | "tel" | "text";
  hint?: string;
  /** The shop's message for this field (docs/product-rules.md#field-messages), if any (app/lib/form-errors.ts). */
  error?: string;
  /** `form.field(name)` of useFormErrors: aria-invalid, aria-describedby (the message; the hint is added here), autoFocus. */
  control?: FieldControl;
}) {
  const id = `field-${props.name}`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, props.control?.["aria-describedby"]].filter(Boolean).join(" ");
  const [passwordShown, setPasswordShown] = useState(false);
  const canShowPassword = useScripted() && props.type === "password";
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={canShowPassword && passwordShown ? "text" : (props.type ?? "text")}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required ?? true}
        minLength={props.minLength}
        inputMode={props.inputMode}
        {...props.control}
        aria-describedby={describedBy || undefined}
        className={`rounded-md border ${props.error ? "border-red-700" : "border-neutral-400"} px-3 py-2 text-base focus:border-brand focus:outline-2 focus:outline-brand ${canShowPassword ? "pr-16" : ""}`}
      />
      {/* Typed blind on a phone, a password goes wrong easily: with JavaScript it can be shown. */}
      {canShowPassword ? (
        <button
          type="button"
          aria-controls={id}
          onClick={() => setPasswordShown((shown) => !shown)}
          className="absolute top-6 right-0 min-h-11 min-w-14 rounded-md px-3 text-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {passwordShown ? "Hide" : "Show"}
          <span className="sr-only"> {props.label.toLowerCase()}</span>
        </button>
      ) : null}
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/**
 * The account boxes that stand on several pages (sign-up, login, settings, password reset), spread
 * into a TextField: the phone's keyboard and the password manager meet the same box on every page.
 */
export const accountBoxes = {
  fullName: { label: "Full Name", name: "fullName", autoComplete: "name" },
  email: { label: "Email", name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  phone: { label: "Phone Number", name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
  currentPassword: { type: "password", autoComplete: "current-password" },
  newPassword: { type: "password", autoComplete: "new-password", minLength: 8 },
} as const;

/** The server's message in a red box (docs/product-rules.md#sign-up-and-sign-in), announced to screen readers. */
export function ErrorBox({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}

export function NoticeBox({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
      {message}
    </div>
  );
}

/** Disabled while its form is being sent, re-enabled when the answer (or an error) arrives. */
export function SubmitButton({
  children,
  busyText,
  intent,
  tone = "brand",
}: {
  children: string;
  busyText: string;
  intent?: string;
  tone?: "brand" | "danger";
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const colours = tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand hover:bg-brand/90";
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 ${colours}`}
    >
      {busy ? busyText : children}
    </button>
  );
}
