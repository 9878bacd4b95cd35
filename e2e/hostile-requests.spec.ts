import { rawExchange } from "#tests/http";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Requests no browser of a visitor sends, against a production server whose
 * log the spec reads: each gets a pt-BR answer of the site and one JSON log
 * line, never a stack trace or a visitor's value written raw.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

function logLines(): unknown[] {
  return server.output().map((line) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new Error(`a log line that is not JSON: ${line}`);
    }
  });
}

/** The log lines about one request path. */
function linesFor(path: string): { level: number; status?: number; msg: string }[] {
  return (logLines() as { path?: string; level: number; status?: number; msg: string }[]).filter(
    (line) => line.path === path,
  );
}

test("a post to a page without a form answers the site's 405 in pt-BR, logged as one line", async ({ request }) => {
  for (const path of ["/", "/sobre-nos", "/pagina-que-nao-existe", "/_.data"]) {
    const response = await request.post(`${server.url}${path}`, {
      headers: { Origin: server.url },
      form: { campo: "valor" },
    });
    expect(response.status(), path).toBe(405);
    expect(response.headers()["allow"], path).toBe("GET, HEAD");
    expect(await response.text(), path).toBe("Método não permitido.");
    await expect
      .poll(() => linesFor(path), { message: path })
      .toEqual([expect.objectContaining({ level: 30, status: 405, msg: "request" })]);
  }
});

test("a post whose body is not a form gets the site's 415 in pt-BR, never a server error", async ({ request }) => {
  for (const path of ["/contato", "/painel/entrar", "/painel/equipe", "/painel/leads/1"]) {
    for (const [contentType, body] of [
      ["application/json", '{"email":"a@b.com"}'],
      ["text/plain", "email=a@b.com"],
    ] as const) {
      const response = await request.post(`${server.url}${path}`, {
        headers: { Origin: server.url, "Content-Type": contentType },
        data: body,
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${contentType}`).toBe(415);
      expect(await response.text(), path).toBe("Envie os dados pelo formulário da página.");
    }
  }
  expect(linesFor("/painel/entrar").filter((line) => line.level >= 50)).toEqual([]);
});

test("the theme form goes back only to a path on this site, and never writes the value it got into the log", async ({
  request,
}) => {
  const hostile = ["/a\r\nX-Forjado: 1", "/a\u0000b", "/\t/golpe.example", "/%09/golpe.example", "/€\u2028"];
  for (const voltar of hostile) {
    const response = await request.post(`${server.url}/tema`, {
      headers: { Origin: server.url },
      form: { tema: "dark", voltar },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(voltar)).toBe(303);
    const location = response.headers()["location"] ?? "";
    expect(location, JSON.stringify(voltar)).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, "https://agencia.example").origin).toBe("https://agencia.example");
  }
  const kept = await request.post(`${server.url}/tema`, {
    headers: { Origin: server.url },
    form: { tema: "dark", voltar: "/blog?q=tráfego" },
    maxRedirects: 0,
  });
  expect(kept.headers()["location"]).toBe("/blog?q=tr%C3%A1fego");
  await expect.poll(() => linesFor("/tema").length).toBe(hostile.length + 1);
  const log = server.output().join("\n");
  expect(log).not.toContain("Forjado");
  expect(log).not.toContain("golpe.example");
  for (const line of linesFor("/tema")) expect(line).toMatchObject({ level: 30, status: 303 });
});

test("a page asked for over HTTP/1.0 without Host is rendered against SITE_URL", async () => {
  const exchange = rawExchange(server.port, "GET /ferramentas/calculadora-juros-compostos?anos=2 HTTP/1.0\r\n\r\n");
  expect((await exchange.head).status).toBe(200);
  const page = await exchange.closed;
  expect(page).toContain('<html lang="pt-BR"');
  expect(page).toContain("Valor Total Acumulado");
  await expect
    .poll(() => linesFor("/ferramentas/calculadora-juros-compostos"))
    .toEqual([expect.objectContaining({ level: 30, status: 200 })]);
});

test("robots.txt, the sitemap and the calendar's .ics answers carry one Cache-Control each", async ({ request }) => {
  const ics = "/ferramentas/calendario-eventos-festivais/evento.ics";
  for (const [path, rule] of [
    ["/robots.txt", "public, max-age=3600"],
    ["/sitemap.xml", "public, max-age=3600"],
    [`${ics}?tipo=feriado&id=tiradentes&ano=2026`, "public, max-age=3600"],
    [`${ics}?tipo=feriado&id=nao-existe&ano=2026`, "no-store"],
  ] as const) {
    const response = await request.get(`${server.url}${path}`);
    const values = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "cache-control")
      .map((header) => header.value);
    expect(values, path).toEqual([rule]);
  }
});
