import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codedMessage, newClickCode, readClickCode, whatsappClickHref } from "./whatsapp-click";

describe("WhatsApp click codes", () => {
  it("makes 4-character codes of the unambiguous alphabet, evenly", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) {
      const code = newClickCode((count) => crypto.getRandomValues(new Uint8Array(count)));
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
      for (const character of code) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(CODE_ALPHABET.length);
    // Bytes past the last whole alphabet (248..255) are skipped, never folded onto the first letters.
    expect(newClickCode(() => new Uint8Array([255, 250, 248, 0, 1, 2, 3, 4]))).toBe("2345");
  });

  it("reads a code however the attendant typed or pasted it", () => {
    for (const typed of ["7K2Q", " 7k2q ", "Cód. 7K2Q", "cod: 7K-2Q", "Olá! Vim pelo site.\n\nCód. 7K2Q"]) {
      expect(readClickCode(typed), typed).toBe("7K2Q");
    }
    for (const typed of ["", "7K2", "7K2QX", "0O1I", "Olá! Vim pelo site."]) {
      expect(readClickCode(typed), typed).toBeNull();
    }
  });

  it("opens WhatsApp with the button's message and the code on its own line", () => {
    expect(codedMessage("equipe", "7K2Q")).toBe("Olá! Vim pelo site e gostaria de falar com a equipe.\n\nCód. 7K2Q");
    expect(codedMessage("contato", "7K2Q")).toBe("Cód. 7K2Q");
    expect(codedMessage("equipe", null)).toBe("Olá! Vim pelo site e gostaria de falar com a equipe.");
  });

  it("links a button to the site's address with its page and message", () => {
    expect(whatsappClickHref("trafego", "/blog/x")).toBe("/whatsapp?origem=%2Fblog%2Fx&mensagem=trafego");
  });
});
