import { z } from "zod";
import { compactPhone, isNigerianPhone } from "@/shop/phone";
import { MAX_LOW_STOCK_THRESHOLD } from "@/shop/constants";
import type { StoreSettingsField } from "./store-settings-fields";

/**
 * The owner's store details as the admin's Settings form and PATCH /admin/settings take them, apart
 * from the service (database, guards) so that the form checks them in the browser with the same
 * rules and messages. Empty optional fields are stored as "" and hidden wherever they would show.
 */
const required = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${missing.replace("Please enter ", "The ")} is too long`);

const optionalPhone = (wrong: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isNigerianPhone(value), wrong)
    .transform(compactPhone);

const socialLink = (site: string, hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(300, `The ${site} address is too long`)
    .refine(
      (value) => value === "" || isLinkTo(value, hosts),
      `Please enter the full address of your ${site} page (https://${hosts[0]}/…)`,
    );

function isLinkTo(value: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === "https:" && hosts.some((host) => hostname === host || hostname === `www.${host}`);
}

export const IMAGE_ORIGINS_MESSAGE =
  "Enter each image address as https:// and its host, for example https://cdn.example.com";

/** Each https origin once, separated by spaces ("" for none); a path after the host is refused, not cut. */
const imageOrigins = z
  .string()
  .max(2000, "The image addresses are too long")
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .refine((entries) => entries.every(isHttpsOrigin), IMAGE_ORIGINS_MESSAGE)
  .transform((entries) => [...new Set(entries.map((entry) => new URL(entry).origin))].join(" "));

function isHttpsOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return url.protocol === "https:" && url.origin === entry.replace(/\/$/, "") && !url.username;
}

/** The origins of the imageOrigins setting. */
export const imageOriginsIn = (setting: string): string[] => setting.split(" ").filter(Boolean);

export const storeSettingsFields = {
  storeName: required("Please enter the store name", 60),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "The email address is too long")
    .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email address"),
  phone: optionalPhone("Please enter a valid Nigerian phone number"),
  whatsapp: optionalPhone("Please enter a valid Nigerian WhatsApp number"),
  instagramUrl: socialLink("Instagram", ["instagram.com"]),
  facebookUrl: socialLink("Facebook", ["facebook.com"]),
  xUrl: socialLink("X", ["x.com", "twitter.com"]),
  tiktokUrl: socialLink("TikTok", ["tiktok.com"]),
  courierOne: required("Please enter the first courier's name", 60),
  courierTwo: required("Please enter the second courier's name", 60),
  bankAccountName: required("Please enter the account name", 100),
  bankAccountNumber: z
    .string({ error: "Please enter the account number" })
    .trim()
    .regex(/^\d{10}$/, "The account number (NUBAN) is 10 digits"),
  bankName: required("Please enter the bank", 60),
  lowStockThreshold: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "Please enter the low-stock threshold" })
      .int("The low-stock threshold is a whole number")
      .min(0, "The low-stock threshold cannot be negative")
      .max(MAX_LOW_STOCK_THRESHOLD, `The low-stock threshold is at most ${MAX_LOW_STOCK_THRESHOLD}`),
  ),
  imageOrigins,
} satisfies Record<StoreSettingsField, z.ZodType>;

/** Every field: the Settings form always sends them all. */
export const storeSettingsSchema = z.object(storeSettingsFields);
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
