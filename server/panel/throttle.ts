/**
 * Sign-in throttling (docs/decisions/030): failures are counted per account
 * and per IP over 15 minutes. From the 5th failure of an account (the 10th
 * of an IP, which an office may share) each further try waits, 30 seconds
 * after the last failure and twice as long after each new one, up to 15
 * minutes. Waiting, not locking: the owner is never locked out for good by
 * someone typing their e-mail, and a guesser gets a handful of tries an hour.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  accountThreshold: 5,
  ipThreshold: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

/** How long (ms) before the next try is allowed, given the failures of one scope in the window; 0: now. */
export function waitAfterFailures(failureTimes: readonly number[], threshold: number, now: number): number {
  const recent = failureTimes.filter((time) => time > now - THROTTLE.windowMs);
  if (recent.length < threshold) return 0;
  const delay = Math.min(THROTTLE.baseDelayMs * 2 ** (recent.length - threshold), THROTTLE.maxDelayMs);
  return Math.max(0, Math.max(...recent) + delay - now);
}

/** "Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo." */
export function throttleMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60
      ? `${seconds} segundo${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minuto${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `Muitas tentativas sem sucesso. Aguarde ${wait} e tente de novo.`;
}
