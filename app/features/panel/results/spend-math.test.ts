import { describe, expect, it } from "vitest";
import { moneyOrNone, paybackText, roasText, spendMetrics } from "./spend-math";

describe("spendMetrics", () => {
  it("gives cost per lead, cost per client, ROAS on the first month and payback", () => {
    const metrics = spendMetrics({ spendCents: 300_000, leads: 30, clients: 2, wonValueCents: 600_000 });
    expect(metrics).toEqual({ costPerLeadCents: 10_000, costPerClientCents: 150_000, roas: 2, paybackMonths: 0.5 });
    expect(moneyOrNone(metrics.costPerLeadCents)).toBe("R$\u00a0100,00");
    expect(roasText(metrics.roas)).toBe("2×");
    expect(paybackText(metrics.paybackMonths)).toBe("menos de 1 mês");
    expect(
      paybackText(spendMetrics({ spendCents: 900_000, leads: 1, clients: 1, wonValueCents: 200_000 }).paybackMonths),
    ).toBe("4,5 meses");
  });

  it("writes — for zero spend, zero leads or zero clients, never NaN or Infinity", () => {
    const none = spendMetrics({ spendCents: 0, leads: 0, clients: 0, wonValueCents: 0 });
    expect(none).toEqual({ costPerLeadCents: null, costPerClientCents: null, roas: null, paybackMonths: null });
    const noClients = spendMetrics({ spendCents: 50_000, leads: 0, clients: 0, wonValueCents: 0 });
    expect([
      moneyOrNone(noClients.costPerLeadCents),
      moneyOrNone(noClients.costPerClientCents),
      roasText(noClients.roas),
      paybackText(noClients.paybackMonths),
    ]).toEqual(["—", "—", "0×", "—"]);
    const free = spendMetrics({ spendCents: 0, leads: 5, clients: 1, wonValueCents: 100_000 });
    expect([moneyOrNone(free.costPerLeadCents), roasText(free.roas), paybackText(free.paybackMonths)]).toEqual([
      "—",
      "—",
      "—",
    ]);
  });
});
