import { formatDateTime } from "#app/features/panel/time";
import { isRole, roleLabels } from "#app/features/panel/statuses";
import type { DatabaseHandle } from "../db/connect";
import { createTeamAccounts } from "../panel/team-accounts";
import { PanelError } from "../panel/panel-error";
import { SERVER_ACTOR } from "../panel/audit";
import { passwordProblem } from "../panel/password-policy";
import { PasswordHasher, type ScryptCost } from "../panel/passwords";
import { parseCommand, UsageError } from "./arguments";

/**
 * `npm run leads -- users …`: the panel's accounts from the server's shell.
 * The first account is made here (an owner, "dono"); later ones are usually
 * invited from the panel's team page.
 */

/** Each subcommand's usage, printed under an error in it (and all of them in the CLI's full usage). */
export const USERS_COMMAND_USAGE = {
  add: `  users add --email <e-mail> --name <nome> [--role dono|atendente] [--password-stdin]
                                          cria uma conta do painel (dono, se não disser outro papel) e mostra
                                          o link de uso único (24 h) para a pessoa criar a senha; com
                                          --password-stdin, lê a senha da entrada padrão`,
  list: "  users list                              contas do painel",
  remove: "  users remove --email <e-mail>           remove uma conta e encerra as sessões dela",
  reset: "  users reset --email <e-mail>            novo link de senha; encerra todas as sessões da conta",
} as const;

export const USERS_USAGE = Object.values(USERS_COMMAND_USAGE).join("\n");

/** A link only the machine itself can open: SITE_URL was left unset (its default) or points at this computer. */
function isLocalSite(siteUrl: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(siteUrl).hostname);
}

export interface UsersIo {
  out(text: string): void;
  /** Warnings, apart from the output. */
  err(text: string): void;
  /** Standard input, whole, for --password-stdin. */
  readStdin(): Promise<string>;
}

const stateLabels = { ativo: "ativa", convidado: "aguardando senha", link_expirado: "link expirado" } as const;

export async function runUsersCommand(
  args: string[],
  database: DatabaseHandle,
  siteUrl: string,
  io: UsersIo,
  passwordCost?: ScryptCost,
): Promise<void> {
  const accounts = createTeamAccounts({
    db: database.db,
    dialect: database.dialect,
    hasher: new PasswordHasher(passwordCost),
    siteUrl,
  });
  const [subcommand, ...rest] = args;
  const command = `users ${subcommand ?? ""}`.trim();
  const requireEmail = () => {
    const email = parseCommand(command, rest, ["email"]).values.email;
    if (!email) throw new UsageError(`Informe o e-mail: users ${subcommand} --email <e-mail>.`);
    return email;
  };
  const printLink = (token: string) => {
    io.out(accounts.passwordLinks.linkUrl(token));
    if (isLocalSite(siteUrl)) {
      io.err(
        `Atenção: este link aponta para ${siteUrl} e só abre neste computador; ele precisa de SITE_URL. ` +
          "Defina SITE_URL com o endereço público do site (veja .env.example) e rode o comando de novo.",
      );
    }
  };
  const member = async (email: string) => {
    const found = await accounts.members.findActive(email);
    if (!found) throw new UsageError(`Nenhuma conta do painel com o e-mail ${email}.`);
    return found;
  };
  try {
    switch (subcommand) {
      case "add": {
        const { values } = parseCommand(command, rest, ["email", "name", "role"], 0, ["password-stdin"]);
        const email = values.email;
        if (!email) throw new UsageError("Informe o e-mail: users add --email <e-mail> --name <nome>.");
        const name = values.name;
        if (!name) throw new UsageError("Informe o nome: users add --email <e-mail> --name <nome>.");
        const role = values.role ?? "dono";
        if (!isRole(role)) throw new UsageError(`Papel inválido: "${role}" (use dono ou atendente).`);
        if (values["password-stdin"]) {
          const password = (await io.readStdin()).replace(/\r?\n$/, "");
          // Checked before anything is written: a refused password creates nothing.
          const refused = passwordProblem(password, { email, name });
          if (refused) throw new UsageError(`Senha recusada: ${refused}`);
          await accounts.members.createWithPassword({ email, name, role }, password);
          io.out(`Conta criada: ${name} <${email.trim().toLowerCase()}> (${roleLabels[role]}), com a senha informada.`);
          return;
        }
        const { token } = await accounts.members.addMember({ email, name, role }, SERVER_ACTOR);
        io.out(`Conta criada: ${name} <${email.trim().toLowerCase()}> (${roleLabels[role]}).`);
        io.out("Envie este link para a pessoa criar a senha (vale 24 horas e funciona uma vez):");
        printLink(token);
        return;
      }
      case "list": {
        parseCommand(command, rest, []);
        const members = await accounts.members.listMembers();
        if (members.length === 0) {
          io.out(
            'Nenhuma conta no painel. Crie a primeira com: npm run leads -- users add --email <e-mail> --name "<nome>"',
          );
          return;
        }
        for (const item of members) {
          const last = item.lastSignInAt ? `último acesso ${formatDateTime(item.lastSignInAt)}` : "nunca entrou";
          io.out(`${item.name} <${item.email}> · ${roleLabels[item.role]} · ${stateLabels[item.state]} · ${last}`);
        }
        return;
      }
      case "remove": {
        const email = requireEmail();
        await accounts.members.removeMember((await member(email)).id, SERVER_ACTOR);
        io.out(`Conta de ${email.trim().toLowerCase()} removida; as sessões dela foram encerradas.`);
        return;
      }
      case "reset": {
        const email = requireEmail();
        const token = await accounts.members.resetMember((await member(email)).id, SERVER_ACTOR);
        io.out(
          `Sessões de ${email.trim().toLowerCase()} encerradas. Novo link para criar a senha (24 horas, uso único):`,
        );
        printLink(token);
        return;
      }
      default:
        throw new UsageError(
          subcommand ? `Comando desconhecido: users ${subcommand}.` : "Informe: users add, list, remove ou reset.",
        );
    }
  } catch (error) {
    if (PanelError.is(error)) throw new UsageError(error.message);
    throw error;
  }
}
