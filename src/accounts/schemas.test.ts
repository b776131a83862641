import { describe, expect, it } from "vitest";
import { loginSchema, signupSchema } from "./schemas";

const valid = { email: "  Ada@Example.NG ", password: "long-enough", fullName: " Ada Obi ", phone: "0803 123 4567" };

describe("sign-up and login input", () => {
  it("lower-cases and trims the e-mail and trims the name", () => {
    expect(signupSchema.parse(valid)).toMatchObject({ email: "ada@example.ng", fullName: "Ada Obi" });
  });

  it("drops fields a shopper may not set, such as role", () => {
    expect(signupSchema.parse({ ...valid, role: "admin" })).not.toHaveProperty("role");
  });

  it("names the problem in the shopper's words", () => {
    const message = (input: object) => signupSchema.safeParse({ ...valid, ...input }).error?.issues[0].message;
    expect(message({ phone: "+1 555 123 4567" })).toBe("Please enter a valid Nigerian phone number");
    expect(message({ password: "1234567" })).toBe("Password must be at least 8 characters");
    expect(message({ fullName: "  " })).toBe("Please enter your full name");
    expect(message({ email: "not-an-email" })).toBe("Please enter a valid email address");
  });

  it("needs an e-mail and a password to log in", () => {
    expect(loginSchema.safeParse({ email: "a@b.ng", password: "" }).error?.issues[0].message).toBe(
      "Please enter your password",
    );
    expect(loginSchema.safeParse({ email: "", password: "x" }).error?.issues[0].message).toBe(
      "Please enter your email address",
    );
  });
});
