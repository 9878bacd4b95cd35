import type { Kysely } from "kysely";
import { ATTRIBUTION_KEYS, normalizeAttribution } from "~/features/leads/attribution";
import { displayFields, formFields, leadFromStored } from "~/features/leads/fields";
import type { InboxFilter } from "~/features/panel/filters";
import { formLabel, lostReasonLabel, statusLabels } from "~/features/panel/statuses";
import { formatDateTime } from "~/features/panel/time";
import { formatNumber } from "~/lib/numbers";
import type { Database } from "../db/schema";
import { toSpreadsheetCsv } from "../export/csv";
import { recordAudit, type Actor } from "./audit";
import { chatStates } from "./deliveries";
import { parseData } from "./inbox";
import { leadFilter } from "./lead-filter";

/**
 * The inbox's current filter as a file: CSV for spreadsheets (the
 * spreadsheet-safe writer of server/export/csv.ts) or JSON for programs.
 * Every export is in the audit trail, with its filter and the leads it
 * held (each lead's timeline shows it), never their content.
 */

export type ExportFormat = "csv" | "json";

/** Every form field once, by the label the chat message uses ("Nome" is nome or name), in the forms' order. */
const FIELD_LABELS = [...new Set(Object.values(formFields).flatMap((fields) => fields.map((field) => field.label)))];

const chatLabels = { enviada: "enviada", pendente: "na fila", falhou: "falhou" } as const;

interface ExportedLead {
  id: number;
  createdAt: number;
  form: string;
  status: keyof typeof statusLabels;
  wonValueCents: number | null;
  lostReason: string | null;
  anonymized: boolean;
  fields: Record<string, string>;
  attribution: Record<string, string>;
  source: string;
  campaign: string;
  chat: string;
}

const BATCH = 1000;

async function collect(db: Kysely<Database>, filter: InboxFilter, now: number): Promise<ExportedLead[]> {
  const where = leadFilter({ ...filter, before: null, after: null }, now);
  const leads: ExportedLead[] = [];
  let before: number | null = null;
  for (;;) {
    let query = db
      .selectFrom("leads")
      .select([
        "id",
        "form",
        "data",
        "created_at",
        "status",
        "won_value_cents",
        "lost_reason",
        "anonymized_at",
        "attribution",
        "origin_source",
        "origin_campaign",
      ])
      .where(where)
      .orderBy("id", "desc")
      .limit(BATCH);
    if (before !== null) query = query.where("id", "<", before);
    const rows = await query.execute();
    if (rows.length === 0) return leads;
    const chats = await chatStates(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const typed = leadFromStored(row.form, parseData(row.data));
      const attribution = row.attribution === null ? null : normalizeAttribution(parseData(row.attribution));
      const chat = chats.get(row.id) ?? null;
      leads.push({
        id: row.id,
        createdAt: row.created_at,
        form: row.form,
        status: row.status,
        wonValueCents: row.won_value_cents,
        lostReason: row.lost_reason,
        anonymized: row.anonymized_at !== null,
        fields: typed ? Object.fromEntries(displayFields(typed).map((field) => [field.label, field.value])) : {},
        attribution: { ...attribution },
        source: row.origin_source,
        campaign: row.origin_campaign,
        chat: chat === null ? "" : chatLabels[chat],
      });
    }
    before = rows.at(-1)!.id;
    if (rows.length < BATCH) return leads;
  }
}

function toCsv(leads: readonly ExportedLead[]): string {
  const header = [
    "ID",
    "Recebido em",
    "Formulário",
    "Status",
    "Valor mensal (R$)",
    "Motivo da perda",
    ...FIELD_LABELS,
    "Origem",
    "Campanha",
    ...ATTRIBUTION_KEYS,
    "Notificação no chat",
    "Dados apagados",
  ];
  const rows = leads.map((lead) => [
    String(lead.id),
    formatDateTime(lead.createdAt),
    formLabel(lead.form),
    statusLabels[lead.status],
    lead.wonValueCents === null ? "" : formatNumber(lead.wonValueCents / 100, 2),
    lostReasonLabel(lead.lostReason) ?? "",
    ...FIELD_LABELS.map((label) => lead.fields[label] ?? ""),
    lead.source,
    lead.campaign,
    ...ATTRIBUTION_KEYS.map((key) => lead.attribution[key] ?? ""),
    lead.chat,
    lead.anonymized ? "sim" : "",
  ]);
  return toSpreadsheetCsv(header, rows);
}

function toJson(leads: readonly ExportedLead[]): string {
  return JSON.stringify(
    leads.map((lead) => ({
      id: lead.id,
      recebidoEm: new Date(lead.createdAt).toISOString(),
      formulario: lead.form,
      status: lead.status,
      valorMensal: lead.wonValueCents === null ? null : lead.wonValueCents / 100,
      motivoPerda: lead.lostReason,
      campos: lead.fields,
      atribuicao: lead.attribution,
      origem: lead.source,
      campanha: lead.campaign,
      notificacaoChat: lead.chat || null,
      dadosApagados: lead.anonymized,
    })),
    null,
    2,
  );
}

/** The filter as the audit trail records it: what was chosen, and only whether there was a search (it may be a name). */
function describeFilter(filter: InboxFilter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      status: filter.status,
      formulario: filter.form,
      periodo: filter.period === "tudo" ? null : filter.period,
      de: filter.period === "intervalo" ? filter.from : null,
      ate: filter.period === "intervalo" ? filter.to : null,
      origem: filter.source,
      campanha: filter.campaign,
      busca: filter.search ? true : null,
    }).filter(([, value]) => value !== null),
  );
}

export async function exportLeads(
  db: Kysely<Database>,
  filter: InboxFilter,
  format: ExportFormat,
  actor: Actor,
  now: number,
): Promise<{ body: string; count: number }> {
  const leads = await collect(db, filter, now);
  await recordAudit(
    db,
    {
      action: "exportacao",
      actor,
      leadIds: leads.map((lead) => lead.id),
      detail: { formato: format, leads: leads.length, filtro: describeFilter(filter) },
    },
    now,
  );
  return { body: format === "csv" ? toCsv(leads) : toJson(leads), count: leads.length };
}
