import { readablePhone } from "@/shop/phone";

/** A phone number to call at a tap: the link dials the digits, the words show them grouped (docs/product-rules.md#phone-numbers). */
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={`tel:${phone}`} className={className}>
      {readablePhone(phone)}
    </a>
  );
}
