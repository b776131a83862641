import { data } from "react-router";

/**
 * The action a posted form asks for, when it is one the page knows. A form with no intent or an
 * unknown one is refused with 400: a page never falls through to a default branch (which, on
 * /settings, used to be deleting the account).
 */
export function requireIntent<const Known extends readonly string[]>(form: FormData, known: Known): Known[number] {
  const intent = form.get("intent");
  if (typeof intent === "string" && known.includes(intent)) return intent;
  throw data("This form asks for an action the page does not know.", { status: 400 });
}
