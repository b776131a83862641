import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * Field messages (docs/product-rules.md#field-messages) shown in the page (issue 17), the same way in every form: the message
 * sits under its field (`FieldError`), the field carries `aria-invalid` and `aria-describedby`, and
 * focus moves to the first invalid field. Forms are `noValidate`, so the browser's own bubbles
 * never replace our texts. With JavaScript the form checks itself on submit, with the same zod
 * schema the action parses with (formCheck, app/lib/form-contract.ts, decision 036), and sends nothing
 * while a field is wrong; without it the action
 * answers with the same messages and the page renders them (the first bad field gets `autoFocus`).
 */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's own check on submit: the messages of its wrong fields, none when it may go. */
export type FormCheck = (data: FormData) => FieldErrors;

/** What a field gets from useFormErrors().field(name). */
export type FieldControl = { "aria-invalid"?: true; "aria-describedby"?: string; autoFocus?: true };

export function hasErrors(errors: FieldErrors | null | undefined): boolean {
  return !!errors && Object.values(errors).some(Boolean);
}

/** Field errors a redirecting action left in the toast cookie for one form (e.g. add to cart). */
export function useToastFieldErrors(formKey: string): FieldErrors | null {
  const root = useRouteLoaderData("root") as { toast?: { form?: string; fields?: FieldErrors } | null } | undefined;
  const toast = root?.toast;
  return toast?.form === formKey && toast.fields ? toast.fields : null;
}

function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"]):not([disabled])`);
  field?.focus();
}

/**
 * A form's check: the one given, or the one loaded when the shopper first focuses the form (its schema
 * then costs nothing on a page view). A check that cannot load (offline) lets the form go: the server
 * answers with the same messages.
 */
export function useFormCheck(validate?: FormCheck, loadValidate?: () => Promise<FormCheck>) {
  const loaded = useRef<Promise<FormCheck> | null>(null);
  const loadedCheck = useRef<FormCheck | null>(null);
  // Only a form with a check to load loads one.
  const load = (loadCheck: () => Promise<FormCheck>) =>
    (loaded.current ??= loadCheck()
      .catch(() => () => ({}))
      .then((found) => (loadedCheck.current = found)));
  /** The check now: null while it is still to be loaded, or when the form has none. */
  const current = () => validate ?? loadedCheck.current;
  /** On the form's focus: start loading its check. */
  const onFocus = () => {
    if (loadValidate) void load(loadValidate);
  };
  /**
   * The messages the check finds in the form being submitted; null when it has no check, or when its
   * check is still loading: the post then waits until the check has looked at the fields.
   */
  const submitted = (event: FormEvent<HTMLFormElement>): FieldErrors | null => {
    const form = event.currentTarget;
    const check = current();
    if (!check && loadValidate) {
      event.preventDefault();
      void load(loadValidate).then(() => form.requestSubmit());
    }
    return check ? check(new FormData(form)) : null;
  };
  return [current, onFocus, submitted] as const;
}

export function useFormErrors<N extends string>(options: {
  /** The fields in page order: the first one with an error gets the focus. */
  fields: readonly N[];
  /** The server's answer (action data or a redirect's toast), shown until the next submit. */
  server?: FieldErrors | null;
  /** The client check, the server's rule; an empty object lets the form go. */
  validate?: FormCheck;
  /**
   * Or the check loaded when the shopper first focuses the form, for forms on every page (the
   * footer's): its schema then costs nothing on a page view.
   */
  loadValidate?: () => Promise<FormCheck>;
  /** Makes ids unique when one page has several forms with the same field names. */
  idPrefix?: string;
}) {
  const { fields, server, validate, loadValidate, idPrefix = "" } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [currentCheck, onFocus, submitted] = useFormCheck(validate, loadValidate);
  const [client, setClient] = useState<{ errors: FieldErrors } | null>(null);

  // A new answer from the server replaces what the client found.
  useEffect(() => setClient(null), [server]);
  const errors: FieldErrors = client?.errors ?? server ?? {};
  const first = fields.find((name) => errors[name]);

  // A message that went because its field became right moves no focus: the shopper is typing there.
  const quietly = useRef(false);
  useEffect(() => {
    if (quietly.current) {
      quietly.current = false;
      return;
    }
    if (first && (client || server)) focusField(formRef.current, first);
  }, [first, client, server]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = submitted(event);
    if (!found) return;
    if (hasErrors(found)) event.preventDefault();
    setClient({ errors: hasErrors(found) ? found : {} });
  };

  /**
   * A field's message goes as soon as the field is right (the submit's check, on every change), not
   * at the next submit; no new message appears while the shopper is still filling the form in.
   */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    const check = currentCheck();
    if (typeof name !== "string" || !errors[name] || !check) return;
    if (check(new FormData(event.currentTarget))[name]) return;
    quietly.current = true;
    setClient({ errors: { ...errors, [name]: undefined } });
  };

  const errorId = (name: N) => `${idPrefix}${name}-error`;
  /** The attributes of an input: pass the id of a hint the field already points at, if any. */
  const field = (name: N, describedBy?: string): FieldControl => {
    const message = errors[name];
    const ids = [describedBy, message ? errorId(name) : undefined].filter(Boolean).join(" ");
    return {
      "aria-invalid": message ? true : undefined,
      "aria-describedby": ids || undefined,
      // Without JavaScript the server-rendered page puts the focus on the first bad field.
      autoFocus: (!client && first === name) || undefined,
    };
  };
  return { formRef, errors, onSubmit, onFocus, onChange, field, errorId, first };
}

type Answer = { error?: string | null; fields?: Record<string, string> | null };

/**
 * An action's `{error, fields}` answer: messages about this form's fields go beside them; any other
 * message (wrong password, e-mail taken) stays for the form's red box.
 */
export function splitAnswer(
  answer: Answer | null | undefined,
  names: readonly string[],
): { fields: FieldErrors | null; message: string | null } {
  if (!answer?.error) return { fields: null, message: null };
  const fields = Object.fromEntries(
    names.filter((name) => answer.fields?.[name]).map((name) => [name, answer.fields?.[name]]),
  );
  return hasErrors(fields) ? { fields, message: null } : { fields: null, message: answer.error };
}

/**
 * A form whose action answers `{error, fields}` (the page drawn again, or checked in the browser with the
 * same rule): its field messages go beside the fields, `message` is the rest, for the form's red box.
 */
export function useAnsweredForm<N extends string>(options: {
  fields: readonly N[];
  /** The action's answer to this form, if it refused it. */
  answer: Answer | null | undefined;
  /** The check, the action's own schema: loaded on the form's first focus (pass the form `onFocus`). */
  loadValidate: () => Promise<FormCheck>;
  idPrefix: string;
}) {
  const { fields, answer, loadValidate, idPrefix } = options;
  const split = useMemo(() => splitAnswer(answer, fields), [answer, fields]);
  const form = useFormErrors({ fields, server: split.fields, loadValidate, idPrefix });
  /** A TextField's message and attributes (app/components/account-form.tsx). */
  const textField = (name: N) => ({ error: form.errors[name], control: form.field(name) });
  return { ...form, message: split.message, textField };
}
