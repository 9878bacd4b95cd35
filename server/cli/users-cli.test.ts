import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "#app/config/env.server";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { TEST_SCRYPT } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { auditDetail, auditLabel } from "#app/features/panel/audit-text";
import { createTeamAccounts, type TeamAccounts } from "../panel/team-accounts";
import { PasswordHasher } from "../panel/passwords";
import { runLeadsCli } from "./leads-cli";

const SITE_URL = "https://www.agencia-teste.com.br";
const PASSWORD = "girassol na janela azul";

describe.each(DATABASES)("npm run leads -- users on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let env: Env;
  let handle: DatabaseHandle;
  let accounts: TeamAccounts;
  beforeEach(async () => {
    storage = await freshStorage(postgres());
    env = parseEnv({ NODE_ENV: "test", SITE_URL, ...storage.env });
    handle = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, poolSize: 2 });
    accounts = createTeamAccounts({
      db: handle.db,
      dialect: handle.dialect,
      hasher: new PasswordHasher(TEST_SCRYPT),
      siteUrl: SITE_URL,
    });
  });
  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
  });

  async function cli(args: string[], stdin = "") {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli(
      args,
      env,
      { out: (text) => out.push(text), err: (text) => err.push(text), readStdin: () => Promise.resolve(stdin) },
      { passwordCost: TEST_SCRYPT },
    );
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  const signIn = (email: string, password: string) =>
    accounts.signIn.signIn({ email, password, ip: "127.0.0.1", userAgent: null, presentedToken: null });

  it("users add makes an owner and prints a one-time link to the panel's password page", async () => {
    const { code, out } = await cli(["users", "add", "--email", "Dona@Agencia.com.br", "--name", "Dona Rosa"]);
    expect(code).toBe(0);
    expect(out).toContain("Conta criada: Dona Rosa <dona@agencia.com.br> (Dono).");
    const link = /https:\/\/\S+/.exec(out)?.[0] ?? "";
    expect(link).toMatch(/^https:\/\/www\.agencia-teste\.com\.br\/painel\/definir-senha\?codigo=[A-Za-z0-9_-]{43}$/);
    const code64 = new URL(link).searchParams.get("codigo") ?? "";
    expect(await accounts.passwordLinks.inspectLink(code64)).toMatchObject({ state: "valid", kind: "convite" });
    expect((await accounts.members.findActive("dona@agencia.com.br"))?.role).toBe("dono");
  });

  it("refuses a misspelt flag and creates nothing, printing the wrong part and that command's usage only", async () => {
    const { code, err } = await cli(["users", "add", "--email", "a@agencia.com.br", "--nome", "Ana"]);
    expect(code).toBe(1);
    const [wrong, usage] = err.split("\n\n");
    expect(wrong).toBe("Opção desconhecida em users add: --nome.");
    expect(usage).toMatch(/^Uso: npm run leads -- <comando>\n {2}users add --email <e-mail> --name <nome>/);
    expect(usage).not.toMatch(/users reset|users list|export --format|purge/);
    const reset = (await cli(["users", "reset"])).err;
    expect(reset).toBe(
      "Informe o e-mail: users reset --email <e-mail>.\n\nUso: npm run leads -- <comando>\n" +
        "  users reset --email <e-mail>            novo link de senha; encerra todas as sessões da conta",
    );
    const unknown = (await cli(["users", "frobnicate"])).err;
    expect(unknown).toContain("Comando desconhecido: users frobnicate.");
    expect(unknown).toContain("users add --email");
    expect(unknown).not.toContain("export --format");
    expect(await accounts.members.findActive("a@agencia.com.br")).toBeUndefined();
    expect(
      (await cli(["users", "add", "--email", "a@agencia.com.br", "--name", "Ana", "--password-stdin=x"])).err,
    ).toContain("--password-stdin não leva valor.");
  });

  it("users add --password-stdin sets the password from standard input, and refuses a weak one", async () => {
    const weak = await cli(
      ["users", "add", "--email", "a@agencia.com.br", "--name", "Ana", "--password-stdin"],
      "senha123456\n",
    );
    expect(weak.code).toBe(1);
    expect(weak.err).toContain("Senha recusada: A senha precisa ter pelo menos 12 caracteres.");
    expect(await accounts.members.findActive("a@agencia.com.br")).toBeUndefined();
    const ok = await cli(
      ["users", "add", "--email", "a@agencia.com.br", "--name", "Ana", "--role", "atendente", "--password-stdin"],
      "girassol na janela azul\n",
    );
    expect(ok.code).toBe(0);
    expect(ok.out).not.toContain("codigo=");
    expect((await signIn("a@agencia.com.br", "girassol na janela azul")).ok).toBe(true);
    const personal = await cli(
      ["users", "add", "--email", "dona@agencia.com.br", "--name", "Dona Rosa", "--password-stdin"],
      "Rosa-agencia-2026!\n",
    );
    expect(personal.err).toContain("Senha recusada: Não use seu nome");
    expect(await accounts.members.findActive("dona@agencia.com.br")).toBeUndefined();
  });

  it("audits an account made with --password-stdin as made by the server, not as an invitation", async () => {
    await cli(["users", "add", "--email", "a@agencia.com.br", "--name", "Ana", "--password-stdin"], PASSWORD);
    await cli(["users", "add", "--email", "b@agencia.com.br", "--name", "Bruno"]);
    const trail = await handle.db.selectFrom("audit_events").select(["action", "actor_id"]).orderBy("id").execute();
    expect(trail).toEqual([
      { action: "conta_criada", actor_id: null },
      { action: "convite", actor_id: null },
    ]);
    expect(auditLabel("conta_criada")).toBe("Conta criada pelo servidor");
    expect(auditDetail({ action: "conta_criada", detail: { membro: "a@agencia.com.br", papel: "dono" } })).toBe(
      "a@agencia.com.br, dono",
    );
  });

  it("warns that a link needs SITE_URL when it points at this computer", async () => {
    await cli(["users", "add", "--email", "a@agencia.com.br", "--name", "Ana", "--password-stdin"], PASSWORD);
    expect((await cli(["users", "reset", "--email", "a@agencia.com.br"])).err).toBe("");
    env = parseEnv({ NODE_ENV: "test", ...storage.env });
    const local = await cli(["users", "reset", "--email", "a@agencia.com.br"]);
    expect(local.code).toBe(0);
    expect(local.out).toContain("http://localhost:3000/painel/definir-senha?codigo=");
    expect(local.err).toContain("ele precisa de SITE_URL");
    expect((await cli(["users", "add", "--email", "c@agencia.com.br", "--name", "Carla"])).err).toContain(
      "ele precisa de SITE_URL",
    );
  });

  it("users list, reset and remove", async () => {
    await cli(["users", "add", "--email", "dono@agencia.com.br", "--name", "Dono"], "");
    await cli(
      ["users", "add", "--email", "b@agencia.com.br", "--name", "Bruno", "--role", "atendente", "--password-stdin"],
      "girassol na janela azul",
    );
    const session = await signIn("b@agencia.com.br", "girassol na janela azul");
    const list = (await cli(["users", "list"])).out.split("\n");
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(
      /^Bruno <b@agencia\.com\.br> · Atendente · ativa · último acesso \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(list[1]).toBe("Dono <dono@agencia.com.br> · Dono · aguardando senha · nunca entrou");
    const reset = await cli(["users", "reset", "--email", "B@agencia.com.br"]);
    expect(reset.out).toContain("Sessões de b@agencia.com.br encerradas.");
    expect(reset.out).toMatch(/definir-senha\?codigo=/);
    if (session.ok) expect(await accounts.sessions.sessionUser(session.token)).toBeNull();
    const removed = await cli(["users", "remove", "--email", "b@agencia.com.br"]);
    expect(removed.out).toContain("Conta de b@agencia.com.br removida");
    expect((await cli(["users", "remove", "--email", "b@agencia.com.br"])).err).toContain("Nenhuma conta do painel");
    expect((await cli(["users", "remove", "--email", "dono@agencia.com.br"])).err).toContain("pelo menos um dono");
    expect((await cli(["users", "frobnicate"])).code).toBe(1);
  });
});
