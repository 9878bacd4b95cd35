import { describe, expect, it } from "vitest";
import { pickVoice } from "./use-speech";

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;
const voices = [
  voice("Joana", "pt-PT"),
  voice("Luciana", "pt-BR"),
  voice("Daniel", "en-GB"),
  voice("Samantha", "en-US"),
  voice("Monica", "es_ES"),
  voice("Anna", "de-DE"),
];

describe("pickVoice", () => {
  it.each([
    ["pt", "Luciana"],
    ["en", "Samantha"],
    ["es", "Monica"],
    ["de", "Anna"],
  ] as const)("picks the %s voice %s", (code, name) => {
    expect(pickVoice(voices, code)?.name).toBe(name);
  });

  it("falls back to another variant of the language", () => {
    expect(pickVoice([voice("Daniel", "en-GB")], "en")?.name).toBe("Daniel");
  });

  it("finds nothing when no voice speaks the language", () => {
    expect(pickVoice(voices, "fr")).toBeNull();
    expect(pickVoice([], "it")).toBeNull();
  });
});
