/**
 * The shop's message under a field (docs/product-rules.md#field-messages); the field points at it with aria-describedby
 * (app/lib/form-errors.ts).
 */
export function FieldError({ id, message, tone = "light" }: { id: string; message?: string; tone?: "light" | "dark" }) {
  if (!message) return null;
  return (
    <p id={id} className={`mt-1 text-sm font-medium ${tone === "dark" ? "text-red-200" : "text-red-800"}`}>
      {message}
    </p>
  );
}
