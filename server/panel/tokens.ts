import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: a session cookie or a one-time link's code. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token: a stolen copy of the table opens no session. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
