import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonCookie, readCookie, setCookieHeader } from "./cookies";

// React Router's createCookie wrote the page cookies before this module: its output is what
// browsers hold today, so the JSON cookies must write and read exactly the same.
const before = createCookie("bay_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });
const toast = jsonCookie("bay_toast", 60);
const value = { kind: "error", message: "Ọjà yìí ti tán — ₦12,500.00", fields: { size: "Please select a size" } };

describe("cookies", () => {
  it("are site-wide, HttpOnly and SameSite=Lax, Secure only when asked", () => {
    expect(setCookieHeader("bay_session", "tok", { maxAge: 60 })).toBe(
      "bay_session=tok; Max-Age=60; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(setCookieHeader("bay_session", "tok", { maxAge: 60, secure: true })).toBe(
      "bay_session=tok; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(setCookieHeader("bay_session", "", { maxAge: 0 })).toBe(
      "bay_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("never ask a browser to keep one longer than the 400 days it would", () => {
    expect(setCookieHeader("bay_session", "tok", { maxAge: 1000 * 24 * 60 * 60 })).toContain(
      `Max-Age=${400 * 24 * 60 * 60};`,
    );
  });

  it("read one cookie out of a Cookie header", () => {
    expect(readCookie("a=1; bay_session=tok-1_x; b=2", "bay_session")).toBe("tok-1_x");
    expect(readCookie("a=1", "bay_session")).toBeUndefined();
    expect(readCookie(null, "bay_session")).toBeUndefined();
  });

  it("read each request's own cookies, however the reads of two requests interleave", () => {
    const amaka = "bay_session=amaka; bay_signed_in=v1";
    const bola = "bay_signed_in=v2; bay_session=bola";
    expect(readCookie(amaka, "bay_session")).toBe("amaka");
    expect(readCookie(bola, "bay_session")).toBe("bola");
    expect(readCookie(amaka, "bay_signed_in")).toBe("v1");
    expect(readCookie(bola, "bay_signed_in")).toBe("v2");
    expect(readCookie(bola, "toString")).toBeUndefined();
    expect(readCookie("bay_session=a%20b; bay_session=second", "bay_session")).toBe("a b");
  });

  it("write a JSON cookie exactly as React Router's createCookie did", async () => {
    expect(toast.header(value)).toBe(await before.serialize(value));
    expect(toast.clear()).toBe(await before.serialize("", { maxAge: 0 }));
  });

  it("read JSON cookies written before, and write ones React Router reads", async () => {
    const old = (await before.serialize(value)).split(";")[0];
    expect(toast.read(`bay_session=x; ${old}`)).toEqual(value);
    expect(await before.parse(toast.header(value).split(";")[0])).toEqual(value);
  });

  it("read nothing from a missing or unreadable JSON cookie", () => {
    expect(toast.read(null)).toBeNull();
    expect(toast.read("other=1")).toBeNull();
    expect(toast.read("bay_toast=")).toBeNull();
    expect(toast.read("bay_toast=not-json")).toBeUndefined();
  });
});
