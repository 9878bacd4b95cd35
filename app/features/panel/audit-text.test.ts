import { describe, expect, it } from "vitest";
import { auditDetail } from "./audit-text";

describe("auditDetail", () => {
  it("counts leads and notifications in the singular or the plural", () => {
    expect(auditDetail({ action: "exportacao", detail: { formato: "csv", leads: 1 } })).toBe("CSV, 1 lead");
    expect(auditDetail({ action: "exportacao", detail: { formato: "json", leads: 42, interrompida: true } })).toBe(
      "JSON, 42 leads, interrompida",
    );
    expect(auditDetail({ action: "lgpd_apagamento", detail: { leads: 1 } })).toBe("1 lead apagado");
    expect(auditDetail({ action: "retencao_apagamento", detail: { leads: 3 } })).toBe("3 leads apagados");
    expect(auditDetail({ action: "notificacao_reenviada", detail: { notificacoes: 2 } })).toBe("2 notificações");
    expect(auditDetail({ action: "notificacao_reenviada", detail: { notificacoes: 1 } })).toBe("1 notificação");
  });
});
