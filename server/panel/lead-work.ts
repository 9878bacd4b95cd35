import type { Kysely } from "kysely";
import { normalizeAttribution, type Attribution } from "#app/features/leads/attribution";
import { displayFields, formTitles, leadFromStored, personFields, type DisplayField } from "#app/features/leads/fields";
import { cleanMultiline } from "#app/features/leads/sanitize";
import { isLeadForm } from "#app/features/leads/form-definition";
import type { ChatState } from "#app/features/panel/chat-state";
import type { LeadStatus } from "#app/features/panel/statuses";
import type { TimelineEvent } from "#app/features/panel/timeline-event";
import { anonymizeLeads } from "../db/lead-erasure";
import type { DatabaseHandle } from "../db/connect";
import type { LeadDelivery } from "../db/outbox";
import type { Database } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { chatState, requeueDeliveries } from "./deliveries";
import { firstContactColumns } from "./first-contact";
import { parseData } from "./inbox";
import { statusMessages } from "./lead-status";

/** One lead as its page shows it, and the team's work on it: notes, re-sending, erasing. */

export interface LeadDetail {
  id: number;
  form: string;
  formTitle: string;
  createdAt: number;
  status: LeadStatus;
  wonValueCents: number | null;
  /** A proposal's expected monthly value (kept when the lead moves on; the board sums it on proposals). */
  expectedValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
  anonymizedAt: number | null;
  fields: DisplayField[];
  person: { name: string; email: string; phone: string; company: string };
  attribution: Attribution | null;
  origin: { source: string; campaign: string };
  ip: string | null;
  userAgent: string | null;
  /** The chat message of the lead's arrival: sent, waiting or given up. */
  chat: ChatState;
  /** The responsible member (issue 37); null: nobody yet. */
  owner: { id: number; name: string } | null;
  /** The next follow-up; null: none set. */
  followUp: { dueAt: number; what: string } | null;
  /** The first status change, note or contact attempt: speed to lead. */
  firstContactAt: number | null;
  /** Newest first. */
  timeline: TimelineEvent[];
}

export const NOTE_LIMIT = 4000;

export const noteMessages = {
  empty: "Escreva a anotação antes de salvar.",
  tooLong: `Use no máximo ${NOTE_LIMIT} caracteres.`,
  erased: statusMessages.erased,
} as const;

/** Events of the audit trail that belong on a lead's timeline (status and notes have their own tables). */
const TIMELINE_ACTIONS = [
  "notificacao_reenviada",
  "exportacao",
  "lgpd_exportacao",
  "lgpd_apagamento",
  "retencao_apagamento",
  "responsavel",
];

export async function leadDetail(
  db: Kysely<Database>,
  id: number,
  /** The lead's deliveries with their tries (Outbox.deliveries). */
  deliveriesOf: (leadId: number) => Promise<LeadDelivery[]>,
): Promise<LeadDetail | null> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const data = parseData(row.data);
  const typed = leadFromStored(row.form, data);
  const fields = typed
    ? displayFields(typed)
    : Object.entries(data).map(([name, value]) => ({ name, label: name, value: String(value), long: false }));
  const person = personFields(row.form, data);
  const [deliveries, changes, notes, audits, owner, followUps] = await Promise.all([
    deliveriesOf(id),
    db
      .selectFrom("lead_status_changes")
      .leftJoin("users", "users.id", "lead_status_changes.user_id")
      .select([
        "lead_status_changes.created_at",
        "lead_status_changes.from_status",
        "lead_status_changes.to_status",
        "lead_status_changes.won_value_cents",
        "lead_status_changes.expected_value_cents",
        "lead_status_changes.lost_reason",
        "lead_status_changes.lost_reason_text",
        "users.name",
      ])
      .where("lead_status_changes.lead_id", "=", id)
      .execute(),
    db
      .selectFrom("lead_notes")
      .innerJoin("users", "users.id", "lead_notes.user_id")
      .select(["lead_notes.created_at", "lead_notes.body", "users.name"])
      .where("lead_notes.lead_id", "=", id)
      .execute(),
    db
      .selectFrom("audit_events")
      .leftJoin("users", "users.id", "audit_events.actor_id")
      .select(["audit_events.created_at", "audit_events.action", "audit_events.detail", "users.name"])
      .where((eb) =>
        eb.and([
          eb("audit_events.action", "in", TIMELINE_ACTIONS),
          eb.or([
            eb("audit_events.lead_id", "=", id),
            eb(
              "audit_events.id",
              "in",
              eb
                .selectFrom("audit_event_leads")
                .select("audit_event_leads.audit_id")
                .where("audit_event_leads.lead_id", "=", id),
            ),
          ]),
        ]),
      )
      .execute(),
    row.assigned_user_id === null
      ? undefined
      : db.selectFrom("users").select(["id", "name"]).where("id", "=", row.assigned_user_id).executeTakeFirst(),
    db
      .selectFrom("lead_follow_up_events")
      .innerJoin("users", "users.id", "lead_follow_up_events.user_id")
      .select([
        "lead_follow_up_events.created_at",
        "lead_follow_up_events.kind",
        "lead_follow_up_events.channel",
        "lead_follow_up_events.due_at",
        "lead_follow_up_events.what",
        "users.name",
      ])
      .where("lead_follow_up_events.lead_id", "=", id)
      .execute(),
  ]);
  // Sorting is stable: for events at the same time, the reception stays the oldest.
  const timeline: TimelineEvent[] = [
    ...deliveries.flatMap(deliveryEvents),
    ...changes.map((change): TimelineEvent => ({
      kind: "status",
      at: change.created_at,
      by: change.name,
      from: change.from_status,
      to: change.to_status,
      wonValueCents: change.won_value_cents,
      expectedValueCents: change.expected_value_cents,
      lostReason: change.lost_reason,
      lostReasonText: change.lost_reason_text,
    })),
    ...notes.map((note): TimelineEvent => ({ kind: "nota", at: note.created_at, by: note.name, body: note.body })),
    ...followUps.map((event): TimelineEvent =>
      event.kind === "contato"
        ? { kind: "contato", at: event.created_at, by: event.name, channel: event.channel }
        : { kind: "acompanhamento", at: event.created_at, by: event.name, dueAt: event.due_at, what: event.what },
    ),
    ...audits.map((event): TimelineEvent => ({
      kind: "auditoria",
      at: event.created_at,
      by: event.name,
      action: event.action,
      detail: parseData(event.detail),
    })),
    { kind: "recebido" as const, at: row.created_at, via: row.received_via, integration: row.integration },
  ].sort((a, b) => b.at - a.at);
  return {
    id: row.id,
    form: row.form,
    formTitle: isLeadForm(row.form) ? formTitles[row.form] : row.form,
    createdAt: row.created_at,
    status: row.status,
    wonValueCents: row.won_value_cents,
    expectedValueCents: row.expected_value_cents,
    lostReason: row.lost_reason,
    lostReasonText: row.lost_reason_text,
    anonymizedAt: row.anonymized_at,
    fields,
    person: { ...person, email: person.email || row.email },
    attribution: row.attribution === null ? null : normalizeAttribution(parseData(row.attribution)),
    origin: { source: row.origin_source, campaign: row.origin_campaign },
    ip: row.ip,
    userAgent: row.user_agent,
    chat: chatState(
      deliveries.find((delivery) => delivery.destination === "chat" && delivery.event === "lead")?.status,
    ),
    owner: owner ?? null,
    followUp:
      row.follow_up_at !== null ? { dueAt: row.follow_up_at, what: row.follow_up_what ?? "Próximo contato" } : null,
    firstContactAt: row.first_contact_at,
    timeline,
  };
}

/** Each try of a delivery; a delivery still waiting adds when it is due. */
function deliveryEvents(delivery: LeadDelivery): TimelineEvent[] {
  const { destination, event } = delivery;
  const tries = delivery.log.map((attempt): TimelineEvent => ({
    kind: "entrega",
    at: attempt.at,
    destination,
    event,
    valueCents: delivery.valueCents,
    outcome: attempt.outcome,
    statusCode: attempt.statusCode,
    error: attempt.error,
  }));
  if (delivery.status !== "pending") return tries;
  const waitingSince = delivery.log.at(-1)?.at ?? delivery.createdAt;
  return [...tries, { kind: "na_fila", at: waitingSince, destination, event, nextAttemptAt: delivery.nextAttemptAt }];
}

/** The first time someone on the team opens a lead, it stops being marked as new. */
export async function markOpened(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db.updateTable("leads").set({ opened_at: now }).where("id", "=", id).where("opened_at", "is", null).execute();
}

export async function addNote(
  db: Kysely<Database>,
  leadId: number,
  text: unknown,
  actor: Actor & { id: number },
  now: number,
): Promise<{ ok: true } | { ok: false; error: string } | { ok: false; notFound: true }> {
  const body = typeof text === "string" ? cleanMultiline(text) : "";
  if (body === "") return { ok: false, error: noteMessages.empty };
  if ([...body].length > NOTE_LIMIT) return { ok: false, error: noteMessages.tooLong };
  const lead = await db.selectFrom("leads").select("anonymized_at").where("id", "=", leadId).executeTakeFirst();
  if (!lead) return { ok: false, notFound: true };
  // The lead's row is written first, only while it is not erased: an erasure running meanwhile either waits for
  // this note (and deletes it) or has already erased the lead (and the note is refused).
  const written = await db.transaction().execute(async (trx) => {
    const touched = await trx
      .updateTable("leads")
      .set({ last_activity_at: now, ...(await firstContactColumns(trx, leadId, actor.id, now)) })
      .where("id", "=", leadId)
      .where("anonymized_at", "is", null)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) return false;
    await trx.insertInto("lead_notes").values({ lead_id: leadId, user_id: actor.id, body, created_at: now }).execute();
    return true;
  });
  if (!written) return { ok: false, error: noteMessages.erased };
  // The trail records that a note was written, not what it says.
  await recordAudit(db, { action: "anotacao", actor, leadId }, now);
  return { ok: true };
}

export async function requeue(db: Kysely<Database>, leadId: number, actor: Actor, now: number): Promise<number> {
  const rows = await requeueDeliveries(db, leadId, now);
  await recordAudit(db, { action: "notificacao_reenviada", actor, leadId, detail: { notificacoes: rows } }, now);
  return rows;
}

/**
 * Erases the personal data of these leads (LGPD), recording the ids and the fact, never the data. A lead erased
 * before is cleaned again: nothing about the person stays, whatever was added since.
 */
export async function eraseLeads(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  ids: readonly number[],
  actor: Actor,
  now: number,
  action: "lgpd_apagamento" | "retencao_apagamento" = "lgpd_apagamento",
): Promise<number> {
  const { db } = database;
  const erased = await anonymizeLeads(database, ids, now);
  if (erased > 0 || ids.length > 0) {
    await recordAudit(
      db,
      {
        action,
        actor,
        leadId: ids.length === 1 ? ids[0] : null,
        leadIds: ids.length > 1 ? ids : [],
        detail: { leads: erased },
      },
      now,
    );
  }
  return erased;
}
