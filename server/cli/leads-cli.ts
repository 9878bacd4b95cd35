import webPush from "web-push";
import type { Env } from "#app/config/env.server";
import { ATTRIBUTION_KEYS, describeAttribution } from "#app/features/leads/attribution";
import { displayFields, formTitles, leadFromStored, personFields, storedFieldNames } from "#app/features/leads/fields";
import { isLeadForm } from "#app/features/leads/form-definition";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { toSpreadsheetCsv } from "../export/csv";
import { withdrawAdsConsent } from "../db/ads-consent";
import { LeadStore, type LeadWithNotification } from "../db/lead-store";
import { Outbox, type LeadDelivery } from "../db/outbox";
import { deliveryDestinationLabel, DESTINATIONS, destinationLabels } from "#app/features/leads/destinations";
import { attemptOutcomeLabels, deliveryStatusLabels, eventLabels } from "../leads/destinations/labels";
import { eraseInactiveLeads, retentionCutoff } from "../leads/retention";
import { SERVER_ACTOR } from "../panel/audit";
import { eraseLeads } from "../panel/lead-work";
import { findPerson } from "../panel/privacy";
import type { ScryptCost } from "../panel/passwords";
import { parseCommand, UsageError } from "./arguments";
import { runUsersCommand, USERS_COMMAND_USAGE, USERS_USAGE } from "./users-cli";

/**
 * The agency's lead tool: `npm run leads -- <command>`. Output is for the
 * owner, in pt-BR; exports are for spreadsheets and other programs.
 */

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Standard input, whole (users add --password-stdin). */
  readStdin?(): Promise<string>;
}

/** Each command's usage, printed under an error in it; USAGE lists them all. */
const COMMAND_USAGE: Record<string, string> = {
  list: "  list [--limit N]                        últimos leads (padrão: 50)",
  show: "  show <id>                               todos os dados de um lead e das entregas (chat, e-mail, Meta)",
  export: `  export --format csv|json [--since AAAA-MM-DD]
                                          exporta os leads (desde a data, horário de Brasília)`,
  retry: "  retry                                   devolve as entregas desistidas (chat, e-mail, Meta) à fila",
  forget: "  forget --email <e-mail>                 apaga os dados pessoais de todos os leads dessa pessoa (LGPD)",
  "withdraw-consent":
    "  withdraw-consent --email <e-mail>       retira a autorização de compartilhar com Google e Meta (LGPD)",
  purge: "  purge                                   apaga os dados pessoais de leads sem atividade há 2 anos",
  "push-keys":
    "  push-keys                               gera e mostra as chaves VAPID dos alertas no celular, se faltarem",
  users: USERS_USAGE,
};

export const USAGE = `Uso: npm run leads -- <comando>

Comandos:
${Object.values(COMMAND_USAGE).join("\n")}`;

/**
 * What follows an error: the usage of the command that was typed (`users add` alone for `users add`), not the
 * whole list; for a command that does not exist, the names of those that do.
 */
function usageAfterError(argv: string[]): string {
  const [command = "", subcommand = ""] = argv;
  const own =
    command === "users"
      ? (Object.entries(USERS_COMMAND_USAGE).find(([name]) => name === subcommand)?.[1] ?? USERS_USAGE)
      : Object.hasOwn(COMMAND_USAGE, command)
        ? COMMAND_USAGE[command]
        : undefined;
  if (own !== undefined) return `Uso: npm run leads -- <comando>\n${own}`;
  return `Comandos: ${Object.keys(COMMAND_USAGE).join(", ")}. Veja o uso de cada um com: npm run leads -- help`;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});

/** Brasília has no daylight saving time since 2019: midnight there is 03:00 UTC. */
function parseSince(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00-03:00`) : Number.NaN;
  if (Number.isNaN(time)) throw new UsageError(`Data inválida em --since: "${value}" (use AAAA-MM-DD).`);
  return time;
}

function personName(lead: LeadWithNotification): string {
  return personFields(lead.form, lead.data).name || "—";
}

function originLabel(lead: LeadWithNotification): string {
  return describeAttribution(lead.attribution) ?? "—";
}

function notificationLabel(lead: LeadWithNotification): string {
  return lead.notification ? deliveryStatusLabels[lead.notification.status] : "—";
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? "")].length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + " ".repeat((widths[column] ?? 0) - [...cell].length))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function shorten(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

function toCsv(leads: LeadWithNotification[]): string {
  const header = ["id", "created_at", "form", ...storedFieldNames, ...ATTRIBUTION_KEYS, "notification"];
  const rows = leads.map((lead) => [
    String(lead.id),
    new Date(lead.createdAt).toISOString(),
    lead.form,
    ...storedFieldNames.map((name) => {
      const value = lead.data[name];
      return value === undefined || value === null ? "" : String(value);
    }),
    ...ATTRIBUTION_KEYS.map((key) => lead.attribution?.[key] ?? ""),
    lead.notification?.status ?? "",
  ]);
  return toSpreadsheetCsv(header, rows);
}

function toJson(leads: LeadWithNotification[]): string {
  return JSON.stringify(
    leads.map((lead) => ({
      id: lead.id,
      createdAt: new Date(lead.createdAt).toISOString(),
      form: lead.form,
      submissionId: lead.submissionId,
      data: lead.data,
      attribution: lead.attribution,
      notification: lead.notification?.status ?? null,
    })),
    null,
    2,
  );
}

/** One delivery and each of its tries, for `show`. */
function describeDelivery(delivery: LeadDelivery): string[] {
  const value =
    delivery.valueCents === null ? "" : `, valor R$ ${(delivery.valueCents / 100).toFixed(2).replace(".", ",")}`;
  const state =
    `${deliveryStatusLabels[delivery.status]}, ${delivery.attempts} falha(s)` +
    (delivery.sentAt ? `, enviada em ${dateTime.format(delivery.sentAt)}` : "") +
    (delivery.status === "pending" && delivery.log.length > 0
      ? `, próxima tentativa ${dateTime.format(delivery.nextAttemptAt)}`
      : "");
  return [
    `  ${deliveryDestinationLabel(delivery.destination, delivery.event)} (${eventLabels[delivery.event]}${value}): ${state}`,
    ...(delivery.lastError && delivery.status !== "sent" ? [`    Último erro: ${delivery.lastError}`] : []),
    ...delivery.log.map((attempt) =>
      [
        `    ${dateTime.format(attempt.at)}`,
        attemptOutcomeLabels[attempt.outcome],
        attempt.statusCode === null ? "" : String(attempt.statusCode),
        attempt.error ?? "",
      ]
        .filter((part) => part !== "")
        .join("  "),
    ),
  ];
}

function describeLead(lead: LeadWithNotification, deliveries: LeadDelivery[]): string {
  const typed = leadFromStored(lead.form, lead.data);
  const fields = typed
    ? displayFields(typed).map((field) => [field.label, field.value] as const)
    : Object.entries(lead.data).map(([key, value]) => [key, String(value)] as const);
  const title = isLeadForm(lead.form) ? formTitles[lead.form] : lead.form;
  const lines = [
    `Lead #${lead.id} — ${title}`,
    `Recebido em: ${dateTime.format(lead.createdAt)}`,
    "",
    ...fields.map(([label, value]) =>
      value.includes("\n") ? `${label}:\n  ${value.replace(/\n/g, "\n  ")}` : `${label}: ${value}`,
    ),
    "",
    `IP: ${lead.ip ?? "—"}`,
    `Navegador: ${lead.userAgent ?? "—"}`,
    `ID do envio: ${lead.submissionId}`,
    `Origem: ${originLabel(lead)}`,
    ...ATTRIBUTION_KEYS.flatMap((key) => {
      const value = lead.attribution?.[key];
      return value === undefined ? [] : [`  ${key}: ${value}`];
    }),
  ];
  if (deliveries.length > 0) lines.push("", "Entregas:", ...deliveries.flatMap(describeDelivery));
  return lines.join("\n");
}

/**
 * The VAPID keys of the lead alerts: the configured public key when there are keys, else a new pair to copy into
 * the configuration (made here, never stored by the CLI: the configuration is the one place they live).
 */
function pushKeysText(env: Env): string {
  if (env.VAPID_PUBLIC_KEY) {
    return [
      "As chaves VAPID já estão configuradas; nada a fazer.",
      `Chave pública: ${env.VAPID_PUBLIC_KEY}`,
      "Trocar as chaves desliga os alertas de todos os aparelhos: cada pessoa precisa ligá-los de novo.",
    ].join("\n");
  }
  const keys = webPush.generateVAPIDKeys();
  const subject = env.SITE_URL.startsWith("https://") ? [] : ["VAPID_SUBJECT=mailto:voce@suaempresa.com.br"];
  return [
    "Chaves VAPID novas para os alertas de novos leads. Copie estas linhas para o .env (ou para as variáveis do",
    "servidor) e reinicie o servidor; guarde a chave privada como uma senha:",
    "",
    `VAPID_PUBLIC_KEY=${keys.publicKey}`,
    `VAPID_PRIVATE_KEY=${keys.privateKey}`,
    ...subject,
  ].join("\n");
}

interface RunContext {
  database: DatabaseHandle;
  env: Env;
  io: CliIo;
  passwordCost?: ScryptCost | undefined;
}

async function run(command: string | undefined, args: string[], context: RunContext) {
  const { io, database } = context;
  const store = new LeadStore(database);
  const outbox = new Outbox(database);
  switch (command) {
    case "users":
      await runUsersCommand(
        args,
        database,
        context.env.SITE_URL,
        { out: io.out, err: io.err, readStdin: io.readStdin ?? (() => Promise.resolve("")) },
        context.passwordCost,
      );
      return;
    case "list": {
      const limitText = parseCommand(command, args, ["limit"]).values.limit ?? "50";
      const limit = Number(limitText);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit inválido: "${limitText}".`);
      const leads = await store.listLeads({ limit });
      if (leads.length === 0) {
        io.out("Nenhum lead encontrado.");
        return;
      }
      const rows = leads.map((lead) => [
        `#${lead.id}`,
        dateTime.format(lead.createdAt),
        lead.form,
        shorten(personName(lead), 28),
        shorten(lead.email, 32),
        shorten(originLabel(lead), 40),
        notificationLabel(lead),
      ]);
      io.out(table([["ID", "Recebido em", "Formulário", "Nome", "E-mail", "Origem", "Notificação"], ...rows]));
      const total = await store.countLeads();
      if (total > leads.length) io.out(`\nMostrando ${leads.length} de ${total}. Use --limit para ver mais.`);
      return;
    }
    case "show": {
      const id = Number(parseCommand(command, args, [], 1).positionals[0]);
      if (!Number.isInteger(id) || id < 1) throw new UsageError("Informe o número do lead: show <id>.");
      const lead = await store.getLead(id);
      if (!lead) throw new UsageError(`Lead #${id} não encontrado.`);
      io.out(describeLead(lead, await outbox.deliveries(id)));
      return;
    }
    case "export": {
      const { values } = parseCommand(command, args, ["format", "since"]);
      const format = values.format;
      if (format !== "csv" && format !== "json") throw new UsageError("Use --format csv ou --format json.");
      const since = parseSince(values.since);
      const leads = await store.listLeads({ order: "asc", ...(since === undefined ? {} : { since }) });
      io.out(format === "csv" ? toCsv(leads) : toJson(leads));
      return;
    }
    case "retry": {
      parseCommand(command, args, []);
      const counts = await outbox.retryDead(Date.now());
      const count = DESTINATIONS.reduce((sum, destination) => sum + counts[destination], 0);
      const detail = DESTINATIONS.filter((destination) => counts[destination] > 0)
        .map((destination) => `${destinationLabels[destination]}: ${counts[destination]}`)
        .join("; ");
      io.out(
        count === 0
          ? "Nenhuma entrega desistida."
          : `${count} entrega(s) de volta à fila (${detail}): o servidor em execução as envia na próxima verificação.`,
      );
      return;
    }
    case "forget": {
      const email = parseCommand(command, args, ["email"]).values.email;
      if (!email || !email.includes("@")) throw new UsageError("Informe o e-mail: forget --email <e-mail>.");
      const ids = await findPerson(database.db, { kind: "email", email: email.trim().toLowerCase() }, Date.now());
      const count = await eraseLeads(database, ids, SERVER_ACTOR, Date.now());
      io.out(
        count === 0
          ? `Nenhum lead com o e-mail ${email}.`
          : `Dados pessoais de ${count} lead(s) de ${email} apagados; os leads ficam nas contagens, sem identificar a pessoa.`,
      );
      return;
    }
    case "withdraw-consent": {
      const email = parseCommand(command, args, ["email"]).values.email;
      if (!email || !email.includes("@")) throw new UsageError("Informe o e-mail: withdraw-consent --email <e-mail>.");
      const { leads, cancelled } = await withdrawAdsConsent(database.db, email, Date.now());
      io.out(
        leads === 0
          ? `Nenhum lead de ${email} com autorização para Google e Meta.`
          : `Autorização retirada em ${leads} lead(s) de ${email}: fora do arquivo do Google Ads a partir de agora` +
              (cancelled > 0 ? `, ${cancelled} envio(s) à Meta cancelado(s).` : "; nada pendente para a Meta."),
      );
      return;
    }
    case "push-keys": {
      context.io.out(pushKeysText(context.env));
      return;
    }
    case "purge": {
      parseCommand(command, args, []);
      const now = Date.now();
      const cutoff = retentionCutoff(now);
      const count = await eraseInactiveLeads(database, cutoff, now);
      io.out(`Dados pessoais de ${count} lead(s) sem atividade desde ${dateTime.format(cutoff)} apagados.`);
      return;
    }
    default:
      throw new UsageError(command ? `Comando desconhecido: ${command}.` : "Nenhum comando informado.");
  }
}

/** Runs one command; resolves to the process exit code. */
export async function runLeadsCli(
  argv: string[],
  env: Env,
  io: CliIo,
  options: { passwordCost?: ScryptCost } = {},
): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    io.out(USAGE);
    return command === undefined ? 1 : 0;
  }
  // The CLI serves no visitor: it may wait for the running server's write lock instead of failing.
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    poolSize: 1,
    busyTimeoutMs: 5_000,
  });
  try {
    await run(command, args, { database, env, io, passwordCost: options.passwordCost });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usageAfterError(argv)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
