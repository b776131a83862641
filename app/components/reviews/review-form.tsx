import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useFormCheck } from "~/lib/form-errors";
import { type ReviewView, type ReviewFormErrors, type ReviewFormField, type ReviewFormValues } from "@/reviews";
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from "@/shop/constants";
import { StarShape } from "./review-stars";

const inputClass =
  "mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base focus:border-brand focus:outline-2 focus:outline-brand aria-invalid:border-red-700";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const FIELDS: ReviewFormField[] = ["rating", "title", "comment"];

/** The message under a field, named by the field's aria-describedby. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={errorClass}>
      {message}
    </p>
  );
}

/** Five radio buttons drawn as stars; the chosen star and those before it light up, no script needed. */
function StarRatingInput({
  defaultValue,
  error,
  errorId,
  autoFocus,
}: {
  defaultValue?: number;
  error?: string;
  errorId: string;
  autoFocus: boolean;
}) {
  return (
    <fieldset>
      <legend id={`${errorId}-legend`} className="font-medium">
        Your rating
      </legend>
      {/* The group is invalid (ARIA gives a single radio button no invalid state); each star still says why. */}
      <div
        role="radiogroup"
        aria-labelledby={`${errorId}-legend`}
        aria-invalid={error ? true : undefined}
        className="mt-1 flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded p-1 text-neutral-500 has-checked:text-amber-600 has-focus-visible:outline-2 has-focus-visible:outline-brand [&:has(~label_input:checked)]:text-amber-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              required
              defaultChecked={defaultValue === n}
              autoFocus={autoFocus && n === (defaultValue ?? 1)}
              aria-describedby={error ? errorId : undefined}
              className="sr-only"
            />
            <StarShape className="size-8" filled />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The first invalid field of the form: the chosen star (or the first one), the title or the text. */
function firstInvalid(form: HTMLFormElement, errors: ReviewFormErrors): HTMLElement | null {
  const field = FIELDS.find((name) => errors[name]);
  if (!field) return null;
  if (field === "rating") return form.querySelector<HTMLElement>('input[name="rating"]:checked, input[name="rating"]');
  return form.querySelector<HTMLElement>(`[name="${field}"]`);
}

/**
 * Write (no review yet) or edit (the shopper's own review) through the reviews resource route.
 * noValidate: the browser's own bubbles never show; SPEC's message appears under each field, with
 * JavaScript before any request, without it from the server's answer (`answer`).
 */
export function ReviewForm({
  productId,
  review,
  answer,
}: {
  productId: string;
  review?: ReviewView | null;
  answer?: { values: ReviewFormValues; errors: ReviewFormErrors } | null;
}) {
  const editing = Boolean(review);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ReviewFormErrors>(answer?.errors ?? {});
  // The errors to move the focus to: a new object per submit or answer, so the same errors focus again.
  const [focusOn, setFocusOn] = useState<ReviewFormErrors | null>(answer?.errors ?? null);

  // A new answer from the server (a refused post) replaces what the form shows.
  useEffect(() => {
    setErrors(answer?.errors ?? {});
    if (answer) setFocusOn({ ...answer.errors });
  }, [answer]);
  useEffect(() => {
    if (focusOn && formRef.current) firstInvalid(formRef.current, focusOn)?.focus();
  }, [focusOn]);

  // The action's own schema, loaded when the shopper first focuses the form: the page's first view loads no zod.
  const [, onFocus, submitted] = useFormCheck(undefined, () =>
    import("~/lib/review-check").then((check) => check.checkReviewForm),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The schema's fields are the form's: rating, title, review.
    const found: ReviewFormErrors | null = submitted(event);
    if (!found) return;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setFocusOn(found);
    }
  };

  const values = answer?.values;
  const rating = values?.rating ? Number(values.rating) : review?.rating;
  // Without JavaScript the server's answer puts focus on the first invalid field through autofocus.
  const answerFirst = answer ? FIELDS.find((name) => answer.errors[name]) : undefined;
  const described = (field: ReviewFormField) => ({
    autoFocus: answerFirst === field,
    ...(errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {}),
  });

  return (
    <Form
      ref={formRef}
      method="post"
      action={`/product/${productId}/reviews`}
      className="grid gap-4"
      preventScrollReset
      noValidate
      onFocus={onFocus}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={editing ? "update" : "write"} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}
      <StarRatingInput
        defaultValue={rating}
        error={errors.rating}
        errorId={`${id}-rating-error`}
        autoFocus={answerFirst === "rating"}
      />
      <div>
        <label className="block font-medium">
          Review title
          <input
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX}
            defaultValue={values?.title ?? review?.title}
            className={inputClass}
            {...described("title")}
          />
        </label>
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div>
        <label className="block font-medium">
          Your review
          <textarea
            name="comment"
            required
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            defaultValue={values?.comment ?? review?.comment}
            className={inputClass}
            {...described("comment")}
          />
        </label>
        <FieldError id={`${id}-comment-error`} message={errors.comment} />
      </div>
      <div>
        <button type="submit" className={`${buttonClass} bg-brand text-brand-ink hover:opacity-90`}>
          {editing ? "Update Review" : "Submit Review"}
        </button>
      </div>
    </Form>
  );
}

export const CONFIRM_DELETE = "Please tick “Yes, delete my review” to confirm";

/** Deleting needs an explicit tick, so it is confirmed with or without JavaScript. */
export function DeleteReviewForm({ productId, reviewId }: { productId: string; reviewId: string }) {
  const errorId = useId();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const box = event.currentTarget.elements.namedItem("confirm");
    if (box instanceof HTMLInputElement && !box.checked) {
      event.preventDefault();
      setUnconfirmed(true);
      box.focus();
    }
  };
  return (
    <Form
      method="post"
      action={`/product/${productId}/reviews`}
      className="grid gap-3"
      preventScrollReset
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <p>Deleting your review cannot be undone.</p>
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="size-5"
            aria-invalid={unconfirmed ? true : undefined}
            aria-describedby={unconfirmed ? errorId : undefined}
            onChange={(event) => event.currentTarget.checked && setUnconfirmed(false)}
          />
          Yes, delete my review
        </label>
        <FieldError id={errorId} message={unconfirmed ? CONFIRM_DELETE : undefined} />
      </div>
      <div>
        <button type="submit" className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>
          Delete Review
        </button>
      </div>
    </Form>
  );
}
