import type { Kysely } from "kysely";
import {
  ASSIGNMENT_SETTING_NAMES,
  canSeeLead,
  isDistribution,
  isVisibility,
  parseAssignmentSettings,
  type AssignmentSettings,
  type Viewer,
} from "#app/features/panel/assignment";
import { BULK_LIMIT, bulkMessages } from "#app/features/panel/bulk";
import type { Role } from "#app/features/panel/statuses";
import { transactionRetryingDeadlocks } from "../db/deadlock-retry";
import type { Database } from "../db/schema";
import { enqueueAssignedNotices, type AssignedChannel } from "./assigned-leads";
import { recordAudit, type Actor } from "./audit";
import { PanelError } from "./panel-error";
import { readSettings, writeSettings } from "./settings";

/**
 * Whose lead it is (issue 37, docs/decisions/060): the owner's choices, each member's availability, who may see a
 * lead, and assigning leads by hand (audited; the new member is told "Lead atribuído a você" on the phone and by
 * e-mail, decisions 072 and 081).
 * The distribution in turn of new leads runs where leads are stored (server/db/lead-turns.ts); its lead's new-lead
 * alert already goes to the member who got the turn.
 */

export const assignmentMessages = {
  unknownMember: "Escolha alguém da equipe.",
} as const;

export async function assignmentSettings(db: Kysely<Database>): Promise<AssignmentSettings> {
  return parseAssignmentSettings(
    await readSettings(db, [ASSIGNMENT_SETTING_NAMES.distribution, ASSIGNMENT_SETTING_NAMES.visibility]),
  );
}

/** An owner's choices from the team page's form; unknown values are refused (400), never stored. */
export async function saveAssignmentSettings(
  db: Kysely<Database>,
  input: { distribution: unknown; visibility: unknown },
  actor: Actor & { id: number },
  now: number,
): Promise<AssignmentSettings> {
  if (!isDistribution(input.distribution)) throw new PanelError("Escolha como distribuir os novos leads.");
  if (!isVisibility(input.visibility)) throw new PanelError("Escolha quais leads os atendentes veem.");
  await writeSettings(
    db,
    {
      [ASSIGNMENT_SETTING_NAMES.distribution]: input.distribution,
      [ASSIGNMENT_SETTING_NAMES.visibility]: input.visibility,
    },
    actor.id,
    now,
  );
  await recordAudit(
    db,
    {
      action: "responsaveis_config",
      actor,
      detail: { distribuicao: input.distribution, visibilidade: input.visibility },
    },
    now,
  );
  return { distribution: input.distribution, visibility: input.visibility };
}

/** Marks a member available for the distribution in turn, or not (audited). */
export async function setAvailability(
  db: Kysely<Database>,
  memberId: number,
  available: boolean,
  actor: Actor,
  now: number,
): Promise<void> {
  const member = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", memberId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!member) throw new PanelError("Membro não encontrado.", { status: 404 });
  await db
    .updateTable("users")
    .set({ available: available ? 1 : 0 })
    .where("id", "=", memberId)
    .execute();
  await recordAudit(
    db,
    { action: "disponibilidade", actor, detail: { membro: member.email, disponivel: available } },
    now,
  );
}

/** Ids of the active members marked available. */
export async function availableMembers(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where("available", "=", 1)
    .where("removed_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** What a signed-in member may see: owners every lead; attendants theirs alone when the owner chose so. */
export async function viewerOf(db: Kysely<Database>, user: { id: number; role: Role }): Promise<Viewer> {
  if (user.role === "dono") return { userId: user.id, onlyOwn: false };
  const settings = await assignmentSettings(db);
  return { userId: user.id, onlyOwn: settings.visibility === "proprios" };
}

/** Whether the lead exists and this viewer may see it: every loader and action of one lead asks first (404). */
export async function leadVisible(db: Kysely<Database>, viewer: Viewer, leadId: number): Promise<boolean> {
  const row = await db.selectFrom("leads").select("assigned_user_id").where("id", "=", leadId).executeTakeFirst();
  return row !== undefined && canSeeLead(viewer, row.assigned_user_id);
}

/** The leads among these that this viewer may see. */
export async function visibleLeadIds(db: Kysely<Database>, viewer: Viewer, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("leads")
    .select(["id", "assigned_user_id"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return rows.filter((row) => canSeeLead(viewer, row.assigned_user_id)).map((row) => row.id);
}

export interface Assignment {
  /** Leads whose responsible member changed. */
  changed: number[];
  /** The new responsible member, null when the leads were left without one. */
  member: { id: number; name: string; email: string } | null;
}

/**
 * Makes `memberId` (null: nobody) responsible for these leads. Each lead that changes gets a "responsavel" event
 * in the audit trail, and so on its timeline: one event per lead, or one naming every lead of a bulk change. A
 * change that gives leads to another member than the one making it enqueues one message per channel of `notifyBy`
 * (those configured: the phone alert, the e-mail): the leads, their audit event and its outbox rows are committed
 * together or not at all (and, should PostgreSQL abort the transaction as a deadlock's victim, written again: see
 * server/db/deadlock-retry.ts).
 */
export async function assignLeads(
  db: Kysely<Database>,
  leadIds: readonly number[],
  memberId: number | null,
  actor: Actor,
  now: number,
  options: { notifyBy: readonly AssignedChannel[] },
): Promise<Assignment> {
  const ids = [...new Set(leadIds)];
  if (ids.length === 0) throw new PanelError(bulkMessages.none, { field: "leads" });
  if (ids.length > BULK_LIMIT) throw new PanelError(bulkMessages.tooMany, { field: "leads" });
  const member =
    memberId === null
      ? null
      : await db
          .selectFrom("users")
          .select(["id", "name", "email"])
          .where("id", "=", memberId)
          .where("removed_at", "is", null)
          .executeTakeFirst();
  if (member === undefined) throw new PanelError(assignmentMessages.unknownMember, { field: "responsavel" });
  // Run again if PostgreSQL aborts it as a deadlock's victim: `changed` is the committed attempt's.
  const changed = await transactionRetryingDeadlocks(db, async (trx) => {
    const rows = await trx.selectFrom("leads").select(["id", "assigned_user_id"]).where("id", "in", ids).execute();
    const moving = rows.filter((row) => row.assigned_user_id !== (member?.id ?? null)).map((row) => row.id);
    if (moving.length === 0) return moving;
    await trx
      .updateTable("leads")
      .set({ assigned_user_id: member?.id ?? null, last_activity_at: now })
      .where("id", "in", moving)
      .execute();
    const auditId = await recordAudit(
      trx,
      {
        action: "responsavel",
        actor,
        leadId: moving.length === 1 ? moving[0] : null,
        leadIds: moving.length > 1 ? moving : [],
        // The member's id too: the messages' senders read whom to tell from this event.
        detail: { para: member?.name ?? null, ...(member ? { paraId: member.id } : {}), leads: moving.length },
      },
      now,
    );
    if (member !== null && member.id !== actor.id) {
      await enqueueAssignedNotices(trx, { leadIds: moving, auditId, at: now }, options.notifyBy);
    }
    return moving;
  });
  return { changed, member: member ?? null };
}
