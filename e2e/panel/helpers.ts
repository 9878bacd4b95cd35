import { execFileSync } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Role } from "~/features/panel/statuses";
import { expect } from "../fixtures";

/** The panel's e2e helpers: accounts made with the real CLI bundle, sign-in through the real form. */

const buildDir = process.env.BUILD_DIR ?? "build";
export const PASSWORD = "girassol na janela azul";

let counter = 0;

/** An e-mail no other test uses (the e2e database is shared by the whole run). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@agencia-e2e.com.br`;
}

/** `npm run leads -- …` as the owner runs it on the server, against the e2e server's database. */
export function leadsCli(baseURL: string, args: string[], input?: string): string {
  return execFileSync(process.execPath, [join(buildDir, "node/leads.js"), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: baseURL, LOG_LEVEL: "warn" },
    input,
    encoding: "utf8",
  });
}

/** A member with a password (users add --password-stdin). */
export function addMember(baseURL: string, options: { role?: Role; name?: string; prefix?: string } = {}) {
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
  );
  return { email, password: PASSWORD };
}

/** Signs in through the form (with or without JavaScript) and waits for the inbox. */
export async function signIn(page: Page, email: string, password = PASSWORD, path = "/painel/entrar") {
  await page.goto(path);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/\/painel\/entrar/);
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

/** The e2e server's lead database (SQLite), for seeding leads and checking what was stored. */
export function database(readonly = false) {
  return new Database(`${process.env.E2E_DATA_DIR}/leads.db`, { readonly });
}
