import { storeSettings } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { Config } from "@/platform/config";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import { parseInput } from "@/platform/validation";
import { COURIERS, LOW_STOCK_THRESHOLD } from "@/shop/constants";
import { storeSettingsChangeSchema } from "./store-settings-change";

/** The owner's store details (issue 15): what the footer, mails, order pages and checkout say. */
export type StoreSettings = Omit<typeof storeSettings.$inferSelect, "id" | "updatedAt">;

/** What every page may show: the store's details without its bank account. */
export type StoreDetails = Omit<
  StoreSettings,
  "bankAccountName" | "bankAccountNumber" | "bankName" | "imageOrigins" | "notifyNewOrders" | "remindBags"
>;

const SETTINGS_ROW = 1;
const CACHE_KEY = "store-settings";

/**
 * The first-start values: STORE_NAME, BANK_TRANSFER_DETAILS ("account name · bank · number") and the
 * defaults of docs/product-rules.md#store-settings. After the first start the database row is the truth, not the environment.
 */
export function defaultStoreSettings(config: Config): StoreSettings {
  return {
    storeName: config.STORE_NAME,
    contactEmail: "",
    phone: "",
    whatsapp: "",
    // Not set until the owner gives the store's own pages: the footer shows only those given.
    instagramUrl: "",
    xUrl: "",
    facebookUrl: "",
    tiktokUrl: "",
    courierOne: COURIERS[0],
    courierTwo: COURIERS[1],
    ...bankAccountIn(config.BANK_TRANSFER_DETAILS),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    imageOrigins: "",
    notifyNewOrders: true,
    remindBags: true,
  };
}

/** "account name · bank · number" as the settings hold it; a text of another shape becomes the name alone. */
export function bankAccountIn(details: string) {
  const parts = details.split(/\s*[·|,]\s*/).filter(Boolean);
  const number = parts.find((part) => /^\d{10}$/.test(part.replace(/\s+/g, "")));
  const words = parts.filter((part) => part !== number);
  if (!number || words.length !== 2) return { bankAccountName: details.trim(), bankName: "", bankAccountNumber: "" };
  return { bankAccountName: words[0], bankName: words[1], bankAccountNumber: number.replace(/\s+/g, "") };
}

/** Writes the first-start values unless the owner's row is already there. */
export async function seedStoreSettings(ctx: AppContext): Promise<void> {
  await ctx.db
    .insert(storeSettings)
    .values({ id: SETTINGS_ROW, ...defaultStoreSettings(ctx.config) })
    .onConflictDoNothing();
}

/**
 * The store's settings, read once per instance until they change: every page's footer needs them,
 * and a change notifies every instance's public cache (migration 0008).
 */
export function readStoreSettings(ctx: AppContext): Promise<StoreSettings> {
  return cachedRead(ctx.publicCache, CACHE_KEY, async () => {
    const [row] = await ctx.db.select().from(storeSettings).limit(1);
    if (!row) return defaultStoreSettings(ctx.config);
    const { id: _id, updatedAt: _updatedAt, ...settings } = row;
    return settings;
  });
}

export async function storeDetails(ctx: AppContext): Promise<StoreDetails> {
  const {
    bankAccountName: _name,
    bankAccountNumber: _number,
    bankName: _bank,
    imageOrigins: _origins,
    notifyNewOrders: _notify,
    remindBags: _remind,
    ...details
  } = await readStoreSettings(ctx);
  return details;
}

/** The owner changes any of the settings; the rest stay as they were. */
export async function updateStoreSettings(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<StoreSettings> {
  requireAdmin(user);
  const change = parseInput(storeSettingsChangeSchema, input);
  const current = await readStoreSettings(ctx);
  const next = { ...current, ...change };
  await ctx.db
    .insert(storeSettings)
    .values({ id: SETTINGS_ROW, ...next })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...change, updatedAt: new Date() } });
  return next;
}

/** The owner's view of the settings (the admin form and GET /admin/settings). */
export async function adminStoreSettings(ctx: AppContext, user: CurrentUser | null): Promise<StoreSettings> {
  requireAdmin(user);
  return readStoreSettings(ctx);
}
