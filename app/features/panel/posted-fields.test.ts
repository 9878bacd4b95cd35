import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "#server/http/body-limit";
import { choice, each, readFields, text, ticked, WHOLE_POST } from "./posted-fields";

function posted(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("reading a panel form's post", () => {
  it("reads every field in one call, under the names the form posts", () => {
    const form = posted({ atual: "velha", nova: "nova-senha-longa", intent: "senha", disponivel: "sim" });
    expect(
      readFields(form, {
        atual: text(1000),
        nova: text(1000),
        intent: choice(["senha", "disponivel"]),
        disponivel: ticked,
      }),
    ).toEqual({ atual: "velha", nova: "nova-senha-longa", intent: "senha", disponivel: true });
  });

  it("reads a list of fields the same way, each under its own name", () => {
    const stages = ["novo", "proposta"] as const;
    expect(readFields(posted({ novo: "Olá, {nome}!", proposta: "x".repeat(10) }), each(stages, text(5)))).toEqual({
      novo: "Olá, ",
      proposta: "xxxxx",
    });
  });

  it("cuts text at its limit, keeping what was typed up to it (spaces included)", () => {
    const read = readFields(posted({ pessoa: ` ${"a".repeat(300)}` }), { pessoa: text(254) });
    expect(read.pessoa).toBe(` ${"a".repeat(253)}`);
  });

  it("reads a missing field, or a file posted where text was expected, as empty text", () => {
    const form = posted({ endpoint: new Blob(["https://push.example/x"]) });
    expect(readFields(form, { endpoint: text(2000), email: text(300) })).toEqual({ endpoint: "", email: "" });
  });

  it("reads a choice no form of ours posts, or none, as null", () => {
    const intents = choice(["ativar", "desativar", "remover"]);
    expect(readFields(posted({ intent: "apagar-tudo" }), { intent: intents }).intent).toBeNull();
    expect(readFields(posted({}), { intent: intents }).intent).toBeNull();
    expect(readFields(posted({ intent: "remover" }), { intent: intents }).intent).toBe("remover");
  });

  it("counts a box as ticked only when it posted “sim”", () => {
    const read = (value?: string) =>
      readFields(posted(value === undefined ? {} : { consentimento: value }), { consentimento: ticked }).consentimento;
    expect(read("sim")).toBe(true);
    expect(read("on")).toBe(false);
    expect(read("")).toBe(false);
    expect(read()).toBe(false);
  });

  it("bounds a field by the whole post no wider than the server lets a post be", () => {
    expect(WHOLE_POST).toBe(BODY_LIMIT_BYTES);
  });
});
