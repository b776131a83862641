import { expect, it } from "vitest";
import { loadConfig } from "../../src/platform/config";
import { describeOnEachDatabase } from "../support/shop";

describeOnEachDatabase("platform", (shop) => {
  it("reports live and ready, and whether the suggestion index is built yet", async () => {
    expect((await shop().call("/healthz")).body).toEqual({ ok: true });
    const ready = (await shop().call("/readyz")).body;
    expect(ready.ok).toBe(true);
    expect(["built", "building"]).toContain(ready.suggestionIndex);
    // Asking starts the build; it lands soon after, and readyz says so.
    await expect
      .poll(async () => (await shop().call("/readyz")).body, { timeout: 10_000 })
      .toEqual({ ok: true, suggestionIndex: "built" });
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await shop().call("/api/v1/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });

  it("tags every response with a request id", async () => {
    const res = await shop().call("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(res.headers.get("x-request-id")).toBe("abc-123");
  });
});

it("refuses a bad configuration value, naming the variable", () => {
  expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
});
