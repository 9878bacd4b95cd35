import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { formBodiesOnly } from "./form-bodies";

describe("formBodiesOnly", () => {
  let server: TestServer | null = null;

  afterEach(() => server?.close());

  async function start(): Promise<TestServer> {
    const app = express();
    app.use(formBodiesOnly());
    app.all("/{*splat}", (req, res) => {
      res.send(`${req.method} chegou`);
    });
    server = await serve(app);
    return server;
  }

  it.each([
    ["JSON", { "Content-Type": "application/json" }, '{"nome":"x"}'],
    ["plain text", { "Content-Type": "text/plain" }, "nome=x"],
    ["no Content-Type", {}, new Uint8Array([110, 61, 120])],
  ])("refuses a post whose body is %s with a pt-BR 415 that is never cached", async (_name, headers, body) => {
    const { url } = await start();
    const response = await fetch(`${url}/painel/equipe`, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Envie os dados pelo formulário da página.");
  });

  it("lets forms through, encoded either way, and every other method", async () => {
    const { url } = await start();
    const encoded = await fetch(`${url}/contato`, { method: "POST", body: new URLSearchParams({ nome: "x" }) });
    const form = new FormData();
    form.set("nome", "x");
    const multipart = await fetch(`${url}/contato`, { method: "POST", body: form });
    const page = await fetch(`${url}/contato`);
    expect([encoded.status, multipart.status, page.status]).toEqual([200, 200, 200]);
  });
});
