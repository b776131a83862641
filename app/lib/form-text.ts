/** A posted form's text field, or "" when it is missing or a file: pages read fields through this, never String(form.get(…)). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
