import { PhoneLink } from "~/components/phone-link";

/** A customer's phone, to call at a tap from a list (a phone is where an owner checks orders and customers). */
export function CustomerPhone({ phone }: { phone: string }) {
  return (
    <p>
      <PhoneLink phone={phone} className="inline-flex min-h-6 items-center text-brand underline" />
    </p>
  );
}
