import { afterEach, describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR_MESSAGE, postLead, TIMEOUT_MESSAGE } from "./post-lead";

function answer(status: number, body: string, contentType = "application/json") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "Content-Type": contentType } })),
  );
}

describe("postLead", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the envelope as JSON to /api/leads", async () => {
    answer(201, JSON.stringify({ id: 12 }));
    const result = await postLead("newsletter", "5b0c1c59-0d43-4a3e-9f5a-0d6f0f3b2a11", { email: "a@b.co" });
    expect(result).toEqual({ ok: true, status: 201, id: 12 });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/leads");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      form: "newsletter",
      submissionId: "5b0c1c59-0d43-4a3e-9f5a-0d6f0f3b2a11",
      data: { email: "a@b.co" },
    });
  });

  it("returns the server's message and only the string field errors of a 422", async () => {
    answer(422, JSON.stringify({ message: "Confira os campos", errors: { email: "Email inválido", nome: 3 } }));
    expect(await postLead("consultoria", "id", {})).toEqual({
      ok: false,
      status: 422,
      message: "Confira os campos",
      errors: { email: "Email inválido" },
    });
  });

  it("copes with an error page that is not JSON", async () => {
    answer(502, "<html>Bad Gateway</html>", "text/html");
    expect(await postLead("contato", "id", {})).toEqual({ ok: false, status: 502, message: null, errors: {} });
  });

  it("throws a pt-BR message when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(postLead("contato", "id", {})).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it("gives up with a pt-BR message when the server never answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    await expect(postLead("agendamento", "id", {}, 20)).rejects.toThrow(TIMEOUT_MESSAGE);
  });
});
