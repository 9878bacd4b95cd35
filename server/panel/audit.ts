import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The audit trail: who did what, when, from where. It never holds a lead's
 * content: a status change names the statuses, an export its filter and
 * count, an erasure the lead ids and the fact.
 */
export const AUDIT_ACTIONS = [
  "entrada",
  "entrada_falhou",
  "entrada_bloqueada",
  "saida",
  "saida_todos",
  "convite",
  "conta_criada",
  "novo_link",
  "senha_definida",
  "senha_alterada",
  "membro_removido",
  "permissao_exportacao",
  "status",
  "anotacao",
  "notificacao_reenviada",
  "exportacao",
  "lgpd_exportacao",
  "lgpd_apagamento",
  "retencao_apagamento",
  "lead_whatsapp",
  "responsavel",
  "responsaveis_config",
  "disponibilidade",
  "contato",
  "acompanhamento",
  "ajustes_acompanhamento",
  "investimento",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface Actor {
  id: number | null;
  /** The member's e-mail, or what was typed in a failed sign-in. */
  label: string | null;
  ip: string | null;
}

export const SERVER_ACTOR: Actor = { id: null, label: null, ip: null };

export interface AuditEntry {
  action: AuditAction;
  actor: Actor;
  leadId?: number | null;
  /** Leads the event touched when there are many (exports): each lead's timeline shows it. */
  leadIds?: readonly number[];
  detail?: Record<string, unknown>;
}

export interface AuditEvent {
  id: number;
  createdAt: number;
  actorId: number | null;
  actorLabel: string | null;
  actorName: string | null;
  action: string;
  leadId: number | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

const LABEL_LIMIT = 254;

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: number): Promise<number> {
  const row = await db
    .insertInto("audit_events")
    .values({
      created_at: now,
      actor_id: entry.actor.id,
      actor_label: entry.actor.label === null ? null : entry.actor.label.slice(0, LABEL_LIMIT),
      action: entry.action,
      lead_id: entry.leadId ?? null,
      ip: entry.actor.ip,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const leadIds = [...new Set(entry.leadIds ?? [])];
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < leadIds.length; start += 400) {
    await db
      .insertInto("audit_event_leads")
      .values(leadIds.slice(start, start + 400).map((leadId) => ({ audit_id: row.id, lead_id: leadId })))
      .execute();
  }
  return row.id;
}

function parseDetail(value: string | null): Record<string, unknown> {
  if (value === null) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Newest first, `limit` at a time, before the event id `before`. */
export async function listAudit(
  db: Kysely<Database>,
  options: { before?: number; limit: number },
): Promise<AuditEvent[]> {
  let query = db
    .selectFrom("audit_events")
    .leftJoin("users", "users.id", "audit_events.actor_id")
    .select([
      "audit_events.id",
      "audit_events.created_at",
      "audit_events.actor_id",
      "audit_events.actor_label",
      "users.name as actor_name",
      "audit_events.action",
      "audit_events.lead_id",
      "audit_events.ip",
      "audit_events.detail",
    ])
    .orderBy("audit_events.id", "desc")
    .limit(options.limit);
  if (options.before !== undefined) query = query.where("audit_events.id", "<", options.before);
  return (await query.execute()).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorId: row.actor_id,
    actorLabel: row.actor_label,
    actorName: row.actor_name,
    action: row.action,
    leadId: row.lead_id,
    ip: row.ip,
    detail: parseDetail(row.detail),
  }));
}
