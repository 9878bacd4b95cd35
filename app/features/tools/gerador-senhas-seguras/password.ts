/**
 * Password generation: the character pool, unbiased random picks and the
 * strength estimate. Pure except for the default random source, which is the
 * browser's (or Node's) cryptographic generator — never Math.random.
 */

export const characterSets = {
  uppercase: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  lowercase: "abcdefghijklmnopqrstuvwxyz",
  numbers: "0123456789",
  symbols: "!@#$%^&*()_+-=[]{}|;:,.<>?",
} as const;

export type CharacterSetId = keyof typeof characterSets;

export type CharacterOptions = Record<CharacterSetId, boolean>;

export const PASSWORD_LENGTH = { min: 8, max: 30, step: 1, default: 16 } as const;

export const defaultCharacterOptions: CharacterOptions = {
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
};

/** Fills the array with random bytes, like crypto.getRandomValues. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

export const cryptoRandomBytes: RandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

/** The characters a password may contain: the chosen sets, in a fixed order. */
export function buildPool(options: CharacterOptions): string {
  return (Object.keys(characterSets) as CharacterSetId[])
    .filter((id) => options[id])
    .map((id) => characterSets[id])
    .join("");
}

/**
 * Picks `count` indexes in [0, size) from random bytes. A byte is accepted
 * only below the largest multiple of `size` that fits in 256, so every index is
 * equally likely (a plain `byte % size` would favour the low indexes).
 */
export function randomIndexes(count: number, size: number, randomBytes: RandomBytes = cryptoRandomBytes): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`Tamanho de alfabeto inválido: ${size}`);
  const limit = 256 - (256 % size);
  const indexes: number[] = [];
  const buffer = new Uint8Array(Math.min(Math.max(count * 2, 16), 1024));
  while (indexes.length < count) {
    randomBytes(buffer);
    for (const byte of buffer) {
      if (byte >= limit) continue;
      indexes.push(byte % size);
      if (indexes.length === count) break;
    }
  }
  return indexes;
}

export function generatePassword(length: number, pool: string, randomBytes: RandomBytes = cryptoRandomBytes): string {
  return randomIndexes(length, pool.length, randomBytes)
    .map((i) => pool[i])
    .join("");
}

/** Entropy of a password drawn uniformly from the pool: length × log2(pool size). */
export function entropyBits(length: number, poolSize: number): number {
  return poolSize > 1 ? length * Math.log2(poolSize) : 0;
}

export type StrengthLevel = "fraca" | "razoavel" | "forte" | "muito-forte";

export interface Strength {
  level: StrengthLevel;
  label: string;
  /** 1 to 4, for the meter. */
  score: number;
}

/**
 * Bands in bits, close to the ones password managers use: under 40 bits falls
 * to an offline attack in hours; 100 bits and up is out of reach for any
 * attacker.
 */
export const strengthBands: readonly { minBits: number; strength: Strength }[] = [
  { minBits: 100, strength: { level: "muito-forte", label: "Muito forte", score: 4 } },
  { minBits: 64, strength: { level: "forte", label: "Forte", score: 3 } },
  { minBits: 40, strength: { level: "razoavel", label: "Razoável", score: 2 } },
  { minBits: 0, strength: { level: "fraca", label: "Fraca", score: 1 } },
];

export function strengthOf(bits: number): Strength {
  const band = strengthBands.find((b) => bits >= b.minBits) ?? strengthBands[strengthBands.length - 1]!;
  return band.strength;
}
