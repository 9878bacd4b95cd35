import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with Node's own scrypt (memory-hard, no dependency) at
 * the OWASP Password Storage Cheat Sheet's parameters: N = 2^17, r = 8,
 * p = 1, which takes 128 MiB and a few hundred milliseconds per hash. The
 * stored string names its parameters ("scrypt$ln=17,r=8,p=1$salt$key"), so
 * raising them later still verifies older hashes. See docs/decisions/030.
 */
export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { logN: 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** Too many hashes waiting: a flood of sign-ins must not take the server's memory (128 MiB each). */
export class HasherBusyError extends Error {
  override name = "HasherBusyError";
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128 · N · r bytes; maxmem must exceed it (Node's default, 32 MiB, refuses N = 2^17).
  const maxmem = 2 * 128 * N * cost.r;
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on another device (composed or decomposed accents) gives the same bytes.
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return `scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const cost = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (cost.logN < 1 || cost.logN > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return null;
  return { cost, salt: Buffer.from(match[4]!, "base64"), key: Buffer.from(match[5]!, "base64") };
}

/**
 * Hashes and verifies passwords, a few at a time: scrypt runs on libuv's
 * thread pool, and each call holds 128 MiB, so at most `concurrency` run
 * at once, `maxWaiting` more wait, and beyond that the caller is told to
 * come back (HasherBusyError) instead of the process growing without bound.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private dummy: Promise<string> | null = null;

  constructor(
    readonly cost: ScryptCost = OWASP_SCRYPT,
    private readonly limits: { concurrency: number; maxWaiting: number } = { concurrency: 2, maxWaiting: 32 },
  ) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.limited(() => derive(password, salt, this.cost));
    return format(this.cost, salt, key);
  }

  /**
   * True when `password` matches `stored`. Without a stored hash (no such
   * account, or no password chosen yet) it hashes against a dummy one all
   * the same and answers false: the answer takes as long either way.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const parsed = parse(stored ?? (await this.dummyHash()));
    if (!parsed) return false;
    const key = await this.limited(() => derive(password, parsed.salt, parsed.cost));
    return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** Whether a stored hash was made with weaker parameters than today's (re-hash it at the next sign-in). */
  isOutdated(stored: string): boolean {
    const parsed = parse(stored);
    return parsed === null || parsed.cost.logN < this.cost.logN || parsed.cost.r < this.cost.r;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString("hex"));
    return this.dummy;
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxWaiting) throw new HasherBusyError("password hasher saturated");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
