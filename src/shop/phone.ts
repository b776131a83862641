// Nigerian mobile numbers: +234 or 0, then 7, 8 or 9, then 9 digits; spaces are ignored
// (docs/product-rules.md#phone-numbers).
const NIGERIAN_PHONE = /^(\+234|0)[789]\d{9}$/;

export function isNigerianPhone(input: string): boolean {
  return NIGERIAN_PHONE.test(input.replace(/\s+/g, ""));
}

/** The number as typed, without spaces, so one shopper's number is stored one way. */
export function compactPhone(input: string): string {
  return input.replace(/\s+/g, "");
}

/** A stored number as it is read aloud: 0803 123 4567, +234 803 123 4567; any other text as it is. */
export function readablePhone(phone: string): string {
  const match = /^(0|\+234)(\d{3})(\d{3})(\d{4})$/.exec(compactPhone(phone));
  if (!match) return phone;
  const [, lead, network, middle, last] = match;
  return lead === "0" ? `0${network} ${middle} ${last}` : `+234 ${network} ${middle} ${last}`;
}
