import { requireAdmin, type CurrentUser } from "@/platform/access";
import { SAMPLE_BANK_TRANSFER_DETAILS } from "@/platform/config";
import type { AppContext } from "@/platform/context";
import { bankAccountIn, readStoreSettings } from "./store-settings";
import { writtenStorePages } from "./store-pages";

/** What a new shop still needs from its owner before shoppers can trust it, and where to do it. */
export type SetupStep = {
  id: "bank" | "contact-email" | "reach" | "policies";
  title: string;
  why: string;
  href: string;
};

const SAMPLE_ACCOUNT_NUMBER = bankAccountIn(SAMPLE_BANK_TRANSFER_DETAILS).bankAccountNumber;

/** The steps not done yet, most costly first: an empty list when the shop is ready. */
export async function setupSteps(ctx: AppContext, user: CurrentUser | null): Promise<SetupStep[]> {
  requireAdmin(user);
  const [settings, pages] = await Promise.all([readStoreSettings(ctx), writtenStorePages(ctx)]);
  const written = new Set(pages.map((page) => page.slug));
  const steps: SetupStep[] = [];
  if (!settings.bankAccountNumber || settings.bankAccountNumber === SAMPLE_ACCOUNT_NUMBER) {
    steps.push({
      id: "bank",
      title: "Enter your bank account",
      why: "Shoppers who pay by bank transfer are shown this account. It is still the sample one.",
      href: "/admin/settings",
    });
  }
  if (!settings.contactEmail) {
    steps.push({
      id: "contact-email",
      title: "Add your contact email",
      why: "New orders and the daily digest of low stock and unpaid transfers are mailed there.",
      href: "/admin/settings",
    });
  }
  if (!settings.phone && !settings.whatsapp) {
    steps.push({
      id: "reach",
      title: "Add a phone or WhatsApp number",
      why: "Shoppers reach you from the footer and from their order page.",
      href: "/admin/settings",
    });
  }
  if (!written.has("returns") || !written.has("delivery")) {
    steps.push({
      id: "policies",
      title: "Write your Returns and Delivery pages",
      why: "Shoppers look for them before they pay; a suggested text is ready to adapt.",
      href: "/admin/pages",
    });
  }
  return steps;
}
