import { z } from "zod";
import { DEFAULT_STORE_NAME } from "@/shop/constants";

const optionalUrl = z.string().url().optional();

/** The bank account a new shop starts with: a sample, which the owner's setup list asks them to replace. */
export const SAMPLE_BANK_TRANSFER_DETAILS = "BAY Fashion Ltd · GTBank · 0123456789";
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("BAY <no-reply@bay.ng>"),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.string().url().default("https://api.paystack.co"),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: optionalUrl,
  STORE_NAME: z.string().min(1).default(DEFAULT_STORE_NAME),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  // The code makes any signed-in account an admin, and accounts are free: it must not be guessable.
  ADMIN_CODE: z.string().min(16, "must be at least 16 characters long").optional(),
  BANK_TRANSFER_DETAILS: z.string().default(SAMPLE_BANK_TRANSFER_DETAILS),
  // Limits on what one shopper can hold off the shelf (src/checkout/order-limits.ts).
  MAX_UNITS_PER_LINE: positiveInt(10),
  MAX_UNITS_PER_ORDER: positiveInt(50),
  MAX_OPEN_UNPAID_ORDERS: positiveInt(3),
  UNPAID_ORDER_TTL_HOURS: positiveInt(48),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_DAYS: positiveInt(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(300),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInt(100),
  RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_ADMIN_CODE_FAILURES_SHOP: positiveInt(20),
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: positiveInt(100),
  RATE_LIMIT_REVIEWS_PER_ACCOUNT: positiveInt(20),
  RATE_LIMIT_ORDER_LOOKUP_PER_IP: positiveInt(200),
  RATE_LIMIT_NEWSLETTER_PER_IP: positiveInt(100),
  /** Discount codes a shopper may try (cart box and POST /orders), and all shoppers behind one address. */
  RATE_LIMIT_DISCOUNT_CODE_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_DISCOUNT_CODE_PER_IP: positiveInt(100),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  /** Searches and suggestions per client address and minute, counted in each instance's memory. */
  RATE_LIMIT_SEARCH_PER_IP: positiveInt(600),
  /** Proxies in front of the shop that append to X-Forwarded-For; 0 ignores that header. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
  /** Server processes on this host, one per core (src/server/workers.ts); more than 1 needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Tests: each JSON API answer is checked against its documented schema (src/http/response-contract.ts). */
  CHECK_API_RESPONSES: z
    .enum(["0", "1"])
    .default("0")
    .transform((flag) => flag === "1"),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const config = parsed.data;
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set");
  }
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  WEB_CONCURRENCY: more than 1 process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process",
    );
  }
  if (config.S3_BUCKET && !config.S3_ENDPOINT) {
    throw new ConfigError("Invalid configuration:\n  S3_ENDPOINT: required when S3_BUCKET is set");
  }
  return config;
}
