import { describe, expect, it } from "vitest";
import { THROTTLE, throttleMessage, waitAfterFailures } from "./throttle";

const now = Date.parse("2026-11-26T12:00:00Z");
const failures = (count: number, lastAgoMs = 0) =>
  Array.from({ length: count }, (_, index) => now - lastAgoMs - (count - 1 - index) * 1000);

describe("sign-in throttling", () => {
  it("lets the first failures through, then makes each further try wait longer, up to 15 minutes", () => {
    expect(waitAfterFailures(failures(4), THROTTLE.accountThreshold, now)).toBe(0);
    expect(waitAfterFailures(failures(5), THROTTLE.accountThreshold, now)).toBe(30_000);
    expect(waitAfterFailures(failures(6), THROTTLE.accountThreshold, now)).toBe(60_000);
    expect(waitAfterFailures(failures(7), THROTTLE.accountThreshold, now)).toBe(120_000);
    expect(waitAfterFailures(failures(30), THROTTLE.accountThreshold, now)).toBe(THROTTLE.maxDelayMs);
  });

  it("counts the wait from the last failure, and forgets failures older than 15 minutes", () => {
    expect(waitAfterFailures(failures(5, 20_000), THROTTLE.accountThreshold, now)).toBe(10_000);
    expect(waitAfterFailures(failures(5, 31_000), THROTTLE.accountThreshold, now)).toBe(0);
    const old = failures(5, THROTTLE.windowMs + 10_000);
    expect(waitAfterFailures(old, THROTTLE.accountThreshold, now)).toBe(0);
  });

  it("allows an IP more failures than an account (an office shares one address)", () => {
    expect(waitAfterFailures(failures(9), THROTTLE.ipThreshold, now)).toBe(0);
    expect(waitAfterFailures(failures(10), THROTTLE.ipThreshold, now)).toBe(30_000);
  });

  it("tells how long to wait in pt-BR", () => {
    expect(throttleMessage(30_000)).toBe("Muitas tentativas sem sucesso. Aguarde 30 segundos e tente de novo.");
    expect(throttleMessage(1_000)).toBe("Muitas tentativas sem sucesso. Aguarde 1 segundo e tente de novo.");
    expect(throttleMessage(61_000)).toBe("Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo.");
  });
});
