import { describe, expect, it } from "vitest";
import { cleanLine, cleanMultiline } from "./sanitize";

/** Whether a string would survive UTF-8 encoding unchanged (PostgreSQL refuses what would not). */
function isWellFormed(value: string): boolean {
  return new TextDecoder().decode(new TextEncoder().encode(value)) === value;
}

describe.each([
  ["cleanLine", cleanLine],
  ["cleanMultiline", cleanMultiline],
])("%s", (_name, clean) => {
  it("drops lone UTF-16 surrogates and keeps real pairs (emoji)", () => {
    expect(clean("Ma\uD800ria")).toBe("Maria");
    expect(clean("Ma\uDFFFria\uD83D")).toBe("Maria");
    expect(clean("Doces 🍰")).toBe("Doces 🍰");
    expect(isWellFormed(clean("\uDC00a\uD800"))).toBe(true);
  });

  it("drops bidi embeddings, overrides and isolates", () => {
    const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(clean(`abc${controls}def`)).toBe("abcdef");
    expect(clean("Fatura \u202Egpj.exe")).toBe("Fatura gpj.exe");
  });

  it("keeps right-to-left text, the RTL/LTR marks and emoji joiners", () => {
    expect(clean("متجر \u200Fالحلويات")).toBe("متجر \u200Fالحلويات");
    expect(clean("👩🏽‍🍳")).toBe("👩🏽‍🍳");
  });

  it("leaves nothing of a value made only of invisible characters", () => {
    for (const invisible of [
      "\u200B\u200B",
      "\u3164\u3164",
      "\u2800",
      "\uFEFF \u00A0",
      "\u200D\u2060\u00AD",
      "\u115F\u1160",
    ]) {
      expect(clean(invisible), JSON.stringify(invisible)).toBe("");
    }
  });

  it("trims invisible characters at the ends only", () => {
    expect(clean("\u200BAna\u200B Lima\u3164")).toBe("Ana\u200B Lima");
  });
});
