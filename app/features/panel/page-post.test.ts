import { describe, expect, it } from "vitest";
import { isPosting } from "./page-post";

function posting(fields: Record<string, string>, action = "/painel/equipe") {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return { state: "submitting" as const, formMethod: "POST" as const, formAction: action, formData };
}

const idle = { state: "idle" as const, formMethod: undefined, formAction: undefined, formData: undefined };
const visiting = { state: "loading" as const, formMethod: undefined, formAction: undefined, formData: undefined };

describe("which form of a page is being posted", () => {
  it("is none while the page is idle, or only loads another page", () => {
    expect(isPosting(idle)).toBe(false);
    expect(isPosting(visiting)).toBe(false);
    expect(isPosting(visiting, { action: "/painel/conta" })).toBe(false);
    expect(isPosting(visiting, { field: "intent", value: "buscar" })).toBe(false);
  });

  it("is the page's one form whenever it posts", () => {
    expect(isPosting(posting({ senha: "x" }, "/painel/entrar"))).toBe(true);
  });

  it("tells a page's form from another route's form by where each posts", () => {
    const signingOutEverywhere = posting({ intent: "todos" }, "/painel/sair");
    expect(isPosting(signingOutEverywhere, { action: "/painel/conta" })).toBe(false);
    expect(isPosting(posting({ atual: "x" }, "/painel/conta"), { action: "/painel/conta" })).toBe(true);
  });

  it("tells forms posting to the same action apart by the field each carries", () => {
    const inviting = posting({ intent: "convidar", email: "ana@example.com" });
    expect(isPosting(inviting, { field: "intent", value: "convidar" })).toBe(true);
    expect(isPosting(posting({ intent: "remover", membro: "3" }), { field: "intent", value: "convidar" })).toBe(false);
    // Still pending while the page reloads after the post, until the answer is shown.
    expect(isPosting({ ...inviting, state: "loading" }, { field: "intent", value: "convidar" })).toBe(true);
  });
});
