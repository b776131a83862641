// Money is integer kobo everywhere; naira appear only when shown to a person.
import { formatCount } from "./counts";

/** "₦8,500" (and "-₦8,500"): an amount's whole naira, as Intl's en-NG currency format writes them (see formatCount). */
const wholeNairaOf = (kobo: number) => `${kobo < 0 ? "-" : ""}₦${formatCount(Math.floor(Math.abs(kobo) / 100))}`;

/**
 * "₦8,500" for whole naira (and "-₦8,500"), "₦8,500.50" when there are kobo: a shopper reads prices
 * as shops print them, and no amount is rounded away.
 */
export function formatNaira(kobo: number): string {
  const kobos = Math.abs(kobo) % 100;
  return kobos === 0 ? wholeNairaOf(kobo) : `${wholeNairaOf(kobo)}.${String(kobos).padStart(2, "0")}`;
}

/** Parses a naira amount typed by a person ("12,500.50") into kobo, or null. */
export function nairaToKobo(input: string | number): number | null {
  const text = String(input).replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function koboToNairaInput(kobo: number): string {
  return (kobo / 100).toFixed(2);
}

/** An amount as an owner's form box shows it: whole naira as typed ("28000"), kobo only when there are some ("28000.50"). */
export function nairaBoxValue(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : koboToNairaInput(kobo);
}
