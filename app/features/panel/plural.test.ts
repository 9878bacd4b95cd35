import { describe, expect, it } from "vitest";
import { counted } from "./plural";

describe("counted", () => {
  it("uses the singular for exactly one and the plural for zero and more, with pt-BR thousands", () => {
    expect(counted(1, "lead", "leads")).toBe("1 lead");
    expect(counted(0, "lead", "leads")).toBe("0 leads");
    expect(counted(2, "lead apagado", "leads apagados")).toBe("2 leads apagados");
    expect(counted(1250, "notificação", "notificações")).toBe("1.250 notificações");
  });
});
