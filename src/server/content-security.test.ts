import { describe, expect, it } from "vitest";
import { loadConfig } from "@/platform/config";
import { pagePolicy } from "./content-security";

const formAction = (env: Record<string, string>) =>
  pagePolicy(loadConfig(env), "n0nce")
    .split("; ")
    .find((d) => d.startsWith("form-action "));

describe("pagePolicy", () => {
  it("names this render's nonce for scripts and the inline stylesheet, and nothing inline besides", () => {
    expect(pagePolicy(loadConfig({}), "n0nce")).toContain("script-src 'self' 'nonce-n0nce';");
    expect(pagePolicy(loadConfig({}), "n0nce")).toContain("style-src 'self' 'nonce-n0nce';");
  });

  it("lets a Pay now form be redirected to Paystack's checkout only when card payments are on", () => {
    expect(formAction({})).toBe("form-action 'self'");
    expect(formAction({ PAYSTACK_SECRET_KEY: "sk_live_x" })).toBe("form-action 'self' https://checkout.paystack.com");
  });

  it("also allows the host a stand-in Paystack (PAYSTACK_BASE_URL) hands out", () => {
    expect(formAction({ PAYSTACK_SECRET_KEY: "sk_test_x", PAYSTACK_BASE_URL: "http://127.0.0.1:4901" })).toBe(
      "form-action 'self' https://checkout.paystack.com http://127.0.0.1:4901",
    );
  });

  it("allows images from the media host when they are served from S3_PUBLIC_URL", () => {
    expect(pagePolicy(loadConfig({ S3_PUBLIC_URL: "https://cdn.example.ng/bay/media" }), "n")).toContain(
      "img-src 'self' data: https://cdn.example.ng;",
    );
  });
});
