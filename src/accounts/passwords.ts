import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// Argon2id (algorithm 2) with the library's default cost, the OWASP-recommended baseline.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash never matches
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so a sign-in with an unknown e-mail takes as long as one with a
 * wrong password and the timing does not tell which e-mails have accounts.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await decoyHash, password);
  return false;
}
