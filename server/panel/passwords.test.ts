import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { HasherBusyError, OWASP_SCRYPT, PasswordHasher } from "./passwords";

vi.mock("node:crypto", { spy: true });

const cheap = { logN: 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("uses OWASP's scrypt parameters by default and names them in the stored hash", async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = new PasswordHasher();
    const stored = await hasher.hash("uma senha bem comprida");
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hasher.verify("uma senha bem comprida", stored)).toBe(true);
  });

  it("verifies only the same password, salts every hash, and reads composed and decomposed accents alike", async () => {
    const hasher = new PasswordHasher(cheap);
    const first = await hasher.hash("café da manhã cedo");
    expect(await hasher.hash("café da manhã cedo")).not.toBe(first);
    expect(await hasher.verify("café da manhã cedo", first)).toBe(true);
    expect(await hasher.verify("café da manhã cedo".normalize("NFD"), first)).toBe(true);
    expect(await hasher.verify("cafe da manha cedo", first)).toBe(false);
    expect(await hasher.verify("café da manhã cedo", "not-a-hash")).toBe(false);
  });

  it("runs scrypt even without a stored hash, so an unknown account answers as slowly as a known one", async () => {
    const hasher = new PasswordHasher(cheap);
    const stored = await hasher.hash("senha de quem existe");
    vi.mocked(crypto.scrypt).mockClear();
    expect(await hasher.verify("qualquer coisa", stored)).toBe(false);
    const known = vi.mocked(crypto.scrypt).mock.calls.length;
    await hasher.verify("aquecimento", null);
    vi.mocked(crypto.scrypt).mockClear();
    expect(await hasher.verify("qualquer coisa", null)).toBe(false);
    expect(vi.mocked(crypto.scrypt).mock.calls.length).toBe(known);
    expect(vi.mocked(crypto.scrypt).mock.calls[0]?.[3]).toMatchObject({ N: 2 ** cheap.logN, r: 8, p: 1 });
  });

  it("knows a hash made with weaker parameters is outdated", async () => {
    const weak = await new PasswordHasher(cheap).hash("uma senha qualquer");
    expect(new PasswordHasher({ logN: 12, r: 8, p: 1 }).isOutdated(weak)).toBe(true);
    expect(new PasswordHasher(cheap).isOutdated(weak)).toBe(false);
  });

  it("refuses new work once too many hashes wait, instead of growing without bound", async () => {
    const hasher = new PasswordHasher(cheap, { concurrency: 1, maxWaiting: 1 });
    const results = await Promise.allSettled([hasher.hash("a"), hasher.hash("b"), hasher.hash("c")]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(HasherBusyError);
  });
});
