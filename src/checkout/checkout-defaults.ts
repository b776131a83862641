import { readablePhone } from "@/shop/phone";

type Place = { city: string; state: string };
type Contact = { fullName: string; phone: string };
type Address = Contact & Place & { address: string; postalCode?: string };
export type CheckoutDefaults = { values: Partial<Address>; fromLastOrder: boolean };

const samePlace = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the checkout form starts with (docs/product-rules.md#shipping-form): the address of the shopper's last
 * delivered order, so a returning shopper types nothing; but a place the shopper chose since (on the bag or a
 * product page) wins, with the account's name and phone and no street, since that street would be in another
 * town.
 */
export function checkoutDefaults(account: Contact, last: Address | null, asked: Place): CheckoutDefaults {
  const askedElsewhere =
    (asked.state !== "" && !samePlace(asked.state, last?.state ?? "")) ||
    (asked.city !== "" && !samePlace(asked.city, last?.city ?? ""));
  // The phone as it is read, in its groups: easier to check at a glance; the form takes it either way.
  if (last && !askedElsewhere) return { values: { ...last, phone: readablePhone(last.phone) }, fromLastOrder: true };
  return {
    values: { fullName: account.fullName, phone: readablePhone(account.phone), city: asked.city, state: asked.state },
    fromLastOrder: false,
  };
}
