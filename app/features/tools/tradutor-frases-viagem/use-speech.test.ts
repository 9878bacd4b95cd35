import { describe, expect, it } from "vitest";
import { pickVoice, whySilent } from "./use-speech";

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

describe("whySilent", () => {
  it("assumes a phrase can be spoken while the voices are still being listed", () => {
    expect(whySilent({ status: "checking" }, "it")).toBeNull();
  });

  it("tells a browser without speech synthesis from one without a voice for the language", () => {
    expect(whySilent({ status: "unsupported" }, "pt")).toBe("unsupported");
    expect(whySilent({ status: "ready", voices }, "fr")).toBe("no-voice");
    expect(whySilent({ status: "ready", voices: [] }, "pt")).toBe("no-voice");
    expect(whySilent({ status: "ready", voices }, "pt")).toBeNull();
  });
});
