// Money is integer kobo everywhere; naira appear only when shown to a person.
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });

export function formatNaira(kobo: number): string {
  return naira.format(kobo / 100);
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

const wholeNaira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 });

/** "₦5,000" for a round amount, "₦5,000.50" otherwise: for amounts inside a sentence. */
export function formatWholeNaira(kobo: number): string {
  return kobo % 100 === 0 ? wholeNaira.format(kobo / 100) : formatNaira(kobo);
}
