import { readablePhone } from "@/shop/phone";

/** A customer's phone, to call at a tap from a list (a phone is where an owner checks orders and customers). */
export function CustomerPhone({ phone }: { phone: string }) {
  return (
    <p>
      <a href={`tel:${phone}`} className="inline-flex min-h-6 items-center text-brand underline">
        {readablePhone(phone)}
      </a>
    </p>
  );
}
