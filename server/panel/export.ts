import type { Kysely } from "kysely";
import { ATTRIBUTION_KEYS, normalizeAttribution, type AttributionKey } from "#app/features/leads/attribution";
import { displayFields, formFields, leadFromStored } from "#app/features/leads/fields";
import type { Viewer } from "#app/features/panel/assignment";
import type { InboxFilter } from "#app/features/panel/filters";
import { formLabel, lostReasonWithText, statusLabels } from "#app/features/panel/statuses";
import { formatDateTime } from "#app/features/panel/time";
import { formatNumber } from "#app/lib/numbers";
import type { Database } from "../db/schema";
import { spreadsheetCsvRows, spreadsheetCsvStart } from "../export/csv";
import { recordAudit, type Actor } from "./audit";
import { chatStates } from "./deliveries";
import { parseData } from "./inbox";
import type { ExportSlots } from "./export-slots";
import { leadFilter } from "./lead-filter";

/**
 * The inbox's current filter as a file: CSV for spreadsheets (the
 * spreadsheet-safe writer of server/export/csv.ts) or JSON for programs.
 *
 * Streamed (issue 35): the leads are read newest first, EXPORT_BATCH at a
 * time by id (keyset, never OFFSET), and each batch is formatted and handed
 * to the response only when the client has taken the previous one; before
 * each batch the event loop turns (setImmediate), so other requests are
 * served between batches even on SQLite, whose queries block the process.
 * Leads that arrive during the export have higher ids than the first batch
 * and are not in it. At most `slots.limit` exports run at once per process.
 *
 * Every export is ONE row of the audit trail, with its format, filter and
 * the number of leads sent (never their content, nor one row per lead),
 * written when the export ends: after the last batch, before the file is
 * closed; or, when the download is cancelled or fails midway, with the
 * leads sent so far and `interrompida`. A process killed mid-export leaves
 * no row.
 */

export type ExportFormat = "csv" | "json";

export type ExportStart = { ok: true; body: ReadableStream<Uint8Array> } | { ok: false; reason: "busy" };

/** What the export's route answers instead of the file. */
export const exportMessages = {
  format: "Escolha CSV ou JSON.",
  refused: "Exportar os leads é uma permissão do dono do painel. Peça a ele para liberar na página Equipe.",
  busy: "Já há exportações em andamento. Tente de novo em instantes.",
  noneSelected: "Selecione ao menos um lead para exportar.",
} as const;

/** Exports running at once per process by default; past it, a 429. */
export const EXPORTS_AT_ONCE = 2;

/** Leads read, formatted and sent at a time (also under SQLite's limit of bound parameters for the chat states). */
export const EXPORT_BATCH = 500;

/** Every form field once, by the label the chat message uses ("Nome" is nome or name), in the forms' order. */
const FIELD_LABELS = [...new Set(Object.values(formFields).flatMap((fields) => fields.map((field) => field.label)))];

const chatLabels = { enviada: "enviada", pendente: "na fila", falhou: "falhou" } as const;

/** One of the team's notes on a lead, oldest first. */
interface ExportedNote {
  at: number;
  by: string;
  text: string;
}

interface ExportedLead {
  id: number;
  createdAt: number;
  form: string;
  status: keyof typeof statusLabels;
  wonValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
  anonymized: boolean;
  fields: Record<string, string>;
  attribution: Record<string, string>;
  source: string;
  campaign: string;
  chat: string;
  notes: ExportedNote[];
}

/** One batch: the EXPORT_BATCH newest leads of the filter with an id below `before` (all, when null). */
async function readBatch(
  db: Kysely<Database>,
  where: ReturnType<typeof leadFilter>,
  before: number | null,
): Promise<ExportedLead[]> {
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
      "lost_reason_text",
      "anonymized_at",
      "attribution",
      "origin_source",
      "origin_campaign",
    ])
    .where(where)
    .orderBy("id", "desc")
    .limit(EXPORT_BATCH);
  if (before !== null) query = query.where("id", "<", before);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const [chats, notes] = await Promise.all([chatStates(db, ids), notesOf(db, ids)]);
  return rows.map((row) => {
    const typed = leadFromStored(row.form, parseData(row.data));
    const attribution = row.attribution === null ? null : normalizeAttribution(parseData(row.attribution));
    const chat = chats.get(row.id) ?? null;
    return {
      id: row.id,
      createdAt: row.created_at,
      form: row.form,
      status: row.status,
      wonValueCents: row.won_value_cents,
      lostReason: row.lost_reason,
      lostReasonText: row.lost_reason_text,
      anonymized: row.anonymized_at !== null,
      // What was stored: an optional field left empty is exported empty, not as the panel's "não informado".
      fields: typed ? Object.fromEntries(displayFields(typed, "").map((field) => [field.label, field.value])) : {},
      attribution: { ...attribution },
      source: row.origin_source,
      campaign: row.origin_campaign,
      chat: chat === null ? "" : chatLabels[chat],
      notes: notes.get(row.id) ?? [],
    };
  });
}

/** The team's notes on one batch's leads (one query per batch, so the export stays streamed), oldest first. */
async function notesOf(db: Kysely<Database>, leadIds: readonly number[]): Promise<Map<number, ExportedNote[]>> {
  const notes = new Map<number, ExportedNote[]>();
  if (leadIds.length === 0) return notes;
  const rows = await db
    .selectFrom("lead_notes")
    .leftJoin("users", "users.id", "lead_notes.user_id")
    .select(["lead_notes.lead_id", "lead_notes.created_at", "lead_notes.body", "users.name"])
    .where("lead_notes.lead_id", "in", [...leadIds])
    .orderBy("lead_notes.id")
    .execute();
  for (const row of rows) {
    const list = notes.get(row.lead_id) ?? [];
    list.push({ at: row.created_at, by: row.name ?? "", text: row.body });
    notes.set(row.lead_id, list);
  }
  return notes;
}

/** The attribution as people read it: when the visitor landed is a date and time, like "Recebido em". */
function csvAttribution(key: AttributionKey, value: string | undefined): string {
  if (value === undefined) return "";
  return key === "landed_at" ? formatDateTime(Number(value)) : value;
}

/** Every note in one cell, oldest first: "27/11/2026 16:39 · Rosa: Ligar amanhã", a blank line between notes. */
function csvNotes(notes: readonly ExportedNote[]): string {
  return notes.map((note) => `${formatDateTime(note.at)} · ${note.by}: ${note.text}`).join("\n\n");
}

const CSV_HEADER = [
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
  "Anotações da equipe",
];

function csvRow(lead: ExportedLead): string[] {
  return [
    String(lead.id),
    formatDateTime(lead.createdAt),
    formLabel(lead.form),
    statusLabels[lead.status],
    lead.wonValueCents === null ? "" : formatNumber(lead.wonValueCents / 100, 2),
    lostReasonWithText(lead.lostReason, lead.lostReasonText) ?? "",
    ...FIELD_LABELS.map((label) => lead.fields[label] ?? ""),
    lead.source,
    lead.campaign,
    ...ATTRIBUTION_KEYS.map((key) => csvAttribution(key, lead.attribution[key])),
    lead.chat,
    lead.anonymized ? "sim" : "",
    csvNotes(lead.notes),
  ];
}

function jsonItem(lead: ExportedLead) {
  return {
    id: lead.id,
    recebidoEm: new Date(lead.createdAt).toISOString(),
    formulario: lead.form,
    status: lead.status,
    valorMensal: lead.wonValueCents === null ? null : lead.wonValueCents / 100,
    motivoPerda: lead.lostReason,
    motivoPerdaTexto: lead.lostReasonText,
    campos: lead.fields,
    atribuicao:
      lead.attribution.landed_at === undefined
        ? lead.attribution
        : { ...lead.attribution, landed_at: new Date(Number(lead.attribution.landed_at)).toISOString() },
    origem: lead.source,
    campanha: lead.campaign,
    notificacaoChat: lead.chat || null,
    dadosApagados: lead.anonymized,
    anotacoes: lead.notes.map((note) => ({ em: new Date(note.at).toISOString(), por: note.by, texto: note.text })),
  };
}

/** How a file is written in pieces: its beginning, each batch (knowing whether leads came before), its end. */
interface FileWriter {
  start: string;
  batch(leads: readonly ExportedLead[], sentBefore: number): string;
  end(sent: number): string;
}

const writers: Record<ExportFormat, FileWriter> = {
  csv: {
    start: spreadsheetCsvStart(CSV_HEADER),
    batch: (leads) => spreadsheetCsvRows(CSV_HEADER.length, leads.map(csvRow)),
    end: () => "",
  },
  // Byte for byte JSON.stringify(leads, null, 2): each item indented one level (strings hold no raw line breaks).
  json: {
    start: "[",
    batch: (leads, sentBefore) =>
      leads
        .map(
          (lead, index) =>
            `${sentBefore + index === 0 ? "" : ","}\n  ${JSON.stringify(jsonItem(lead), null, 2).replaceAll("\n", "\n  ")}`,
        )
        .join(""),
    end: (sent) => (sent === 0 ? "]" : "\n]"),
  },
};

/** One turn of the event loop: the requests waiting on I/O are served before the next batch is read. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
      canal: filter.channel,
      busca: filter.search ? true : null,
      responsavel: filter.owner,
    }).filter(([, value]) => value !== null),
  );
}

/**
 * Starts an export when a slot is free: the file as a stream the response sends as the client reads it. The slot
 * is given back, and the audit row written, when the stream ends, fails or is cancelled.
 */
export function startExport(
  db: Kysely<Database>,
  slots: ExportSlots,
  request: {
    filter: InboxFilter;
    format: ExportFormat;
    actor: Actor;
    viewer: Viewer;
    /** A selection of the inbox: these leads alone (within the filter). */
    ids?: readonly number[];
  },
  now: number,
): ExportStart {
  const release = slots.take();
  if (!release) return { ok: false, reason: "busy" };
  const { filter, format, actor, viewer, ids } = request;
  const where = leadFilter({ ...filter, before: null, after: null }, now, { viewer, ...(ids ? { ids } : {}) });
  const writer = writers[format];
  const encoder = new TextEncoder();
  let sent = 0;
  let before: number | null = null;
  let ended = false;
  const end = async (complete: boolean) => {
    if (ended) return;
    ended = true;
    try {
      await recordAudit(
        db,
        {
          action: "exportacao",
          actor,
          detail: {
            formato: format,
            leads: sent,
            filtro: describeFilter(filter),
            ...(ids ? { selecionados: ids.length } : {}),
            ...(complete ? {} : { interrompida: true }),
          },
        },
        now,
      );
    } finally {
      release();
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await yieldToEventLoop();
          const leads = await readBatch(db, where, before);
          let text = `${before === null ? writer.start : ""}${writer.batch(leads, sent)}`;
          sent += leads.length;
          before = leads.at(-1)?.id ?? before;
          const last = leads.length < EXPORT_BATCH;
          if (last) {
            text += writer.end(sent);
            // The audit row before the file's end: a client holding the whole file means the export is recorded.
            await end(true);
          }
          controller.enqueue(encoder.encode(text));
          if (last) controller.close();
        } catch (error) {
          await end(false).catch(() => undefined);
          controller.error(error);
        }
      },
      async cancel() {
        await end(false);
      },
    },
    // Nothing read ahead: the next batch is read only when the client has taken this one.
    { highWaterMark: 0 },
  );
  return { ok: true, body };
}
