import { execFileSync } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import type { Role } from "#app/features/panel/statuses";
import { openDatabase } from "#server/db/connect";
import { PasswordHasher } from "#server/panel/passwords";
import { createTeamAccounts } from "#server/panel/team-accounts";
import { TEST_SCRYPT } from "#tests/panel-harness";
import { expect } from "../fixtures";

/**
 * The panel's e2e helpers: accounts made with the real CLI bundle or seeded by the app's own account code, sign-in
 * through the real form.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
export const PASSWORD = "girassol na janela azul";

let counter = 0;

/** An e-mail no other test uses (the e2e database is shared by the whole run). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@agencia-e2e.com.br`;
}

/** `npm run leads -- …` as the owner runs it on the server, against the e2e server's database. */
export function leadsCli(baseURL: string, args: string[], input?: string, dataDir = process.env.E2E_DATA_DIR): string {
  return execFileSync(process.execPath, [join(buildDir, "node/leads.js"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL, LOG_LEVEL: "warn" },
    input,
    encoding: "utf8",
  });
}

/** A member with a password (users add --password-stdin); `dataDir`: another server's (e2e/own-server.ts). */
export function addMember(
  baseURL: string,
  options: { role?: Role; name?: string; prefix?: string; dataDir?: string } = {},
) {
  const email = uniqueEmail(options.prefix ?? options.role ?? "dono");
  leadsCli(
    baseURL,
    [
      "users",
      "add",
      "--email",
      email,
      "--name",
      options.name ?? "Rosa Almeida",
      "--role",
      options.role ?? "dono",
      "--password-stdin",
    ],
    `${PASSWORD}\n`,
    options.dataDir,
  );
  return { email, password: PASSWORD };
}

/**
 * A member with a password, as `addMember` makes one, without its process: the app's own account code
 * (`members.createWithPassword`, what `users add --password-stdin` runs) writes it straight into the server's
 * database. Each CLI run starts Node and loads the bundle, and hashes at OWASP's scrypt cost; this one hashes at the
 * unit tests' cost. The stored hash names its parameters, so a sign-in through the form verifies it at that cost
 * and then re-hashes it at OWASP's, as for any older hash (server/panel/passwords.ts). `dataDir`: another server's.
 */
export async function seedMember(
  baseURL: string,
  options: { role?: Role; name?: string; prefix?: string; dataDir?: string } = {},
) {
  const email = uniqueEmail(options.prefix ?? options.role ?? "dono");
  // The CLI's lock wait: the server may hold SQLite's write lock for a moment.
  const handle = await openDatabase({ dataDir: options.dataDir ?? process.env.E2E_DATA_DIR!, busyTimeoutMs: 5_000 });
  try {
    const accounts = createTeamAccounts({
      db: handle.db,
      dialect: handle.dialect,
      hasher: new PasswordHasher(TEST_SCRYPT),
      siteUrl: baseURL,
    });
    await accounts.members.createWithPassword(
      { email, name: options.name ?? "Rosa Almeida", role: options.role ?? "dono" },
      PASSWORD,
    );
  } finally {
    await handle.close();
  }
  return { email, password: PASSWORD };
}

/** Signs in through the form (with or without JavaScript) and waits for the inbox. */
export async function signIn(page: Page, email: string, password = PASSWORD, path = "/painel/entrar") {
  await page.goto(path);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
  // scrypt at OWASP's cost takes seconds when the machine is busy with other tests.
  await expect(page).not.toHaveURL(/\/painel\/entrar/, { timeout: 30_000 });
}

/** Signs in with a bare HTTP request (the Origin a browser sends), returning the session cookie's value. */
export async function signInRequest(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return request.post("/painel/entrar", {
    form: { email, senha: password },
    headers: { Origin: baseURL, ...headers },
    maxRedirects: 0,
  });
}

export function sessionCookieOf(setCookie: string | undefined): string | null {
  return /painel_sessao=([^;]*)/.exec(setCookie ?? "")?.[1] ?? null;
}

/** The e2e server's lead database (SQLite), for seeding leads and checking what was stored; `dataDir`: another server's. */
export function database(readonly = false, dataDir = process.env.E2E_DATA_DIR) {
  return new Database(`${dataDir}/leads.db`, { readonly });
}

export const HOSTILE = {
  nome: '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> **negrito**',
  empresa: '=HYPERLINK("http://evil.example";"clique")',
  mensagem: "[link](javascript:alert(1)) <b>negrito</b>\n=1+1",
} as const;

/**
 * Stores a lead through the public API, as a visitor's browser would; returns its id. A 503 is sent again with the
 * same submission id, as the visitor does when the form says to try again in a moment: the server waits only
 * SERVER_BUSY_TIMEOUT_MS for SQLite's write lock, which the CLI and the specs' own writes to the e2e database hold
 * for longer than that when the machine is busy. Any other answer is final.
 */
export async function postLead(
  request: APIRequestContext,
  baseURL: string,
  form: "consultoria" | "contato" | "agendamento" | "newsletter",
  data: Record<string, string>,
  attribution?: Record<string, string>,
): Promise<number> {
  const body = { form, submissionId: crypto.randomUUID(), data, ...(attribution ? { attribution } : {}) };
  let response!: APIResponse;
  await expect(async () => {
    response = await request.post("/api/leads", { headers: { Origin: baseURL }, data: body });
    expect(response.status(), "the lead API still answers 503 (storage busy or down)").not.toBe(503);
  }).toPass({ intervals: [100, 250, 500, 1_000], timeout: 15_000 });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export function consultoria(name: string, overrides: Record<string, string> = {}) {
  return {
    nome: name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@loja-e2e.com.br`,
    whatsapp: "(11) 98765-4321",
    empresa: "Loja E2E",
    funcionarios: "1-5",
    investimento_mensal: "1000-3000",
    ...overrides,
  };
}

let phones = 0;

/**
 * A mobile number no other lead of this run has: leads sharing a phone are one person (decision 062), and a person
 * with a won lead sends clients' forms, which the results keep apart from a campaign's new leads.
 */
export function uniquePhone(): string {
  phones += 1;
  const digits = String((Date.now() * 10 + phones) % 100_000_000).padStart(8, "0");
  return `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The one-time link `users add` prints. */
export function inviteLink(output: string): string {
  const link = /https?:\/\/\S+definir-senha\?codigo=[A-Za-z0-9_-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no link in: ${output}`);
  return link;
}
