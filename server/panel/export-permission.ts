import type { Kysely } from "kysely";
import type { Role } from "#app/features/panel/statuses";
import type { Database } from "../db/schema";
import { PanelError } from "./panel-error";
import { recordAudit, type Actor } from "./audit";

/**
 * Who may export the leads (issue 35): an export holds every name, e-mail
 * and phone of the filter, so it is an owner's permission. Owners always
 * may; an owner grants it to (or takes it from) an attendant at
 * /painel/equipe, recorded in the audit trail. The grant is the users row's
 * `can_export` (migration 008_export_permission); removing a member takes it
 * back with the account.
 */

export async function canExport(db: Kysely<Database>, user: { id: number; role: Role }): Promise<boolean> {
  if (user.role === "dono") return true;
  const row = await db
    .selectFrom("users")
    .select("can_export")
    .where("id", "=", user.id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return row?.can_export === 1;
}

/** The active attendants who were granted the export. */
export async function exportGrants(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where("can_export", "=", 1)
    .where("removed_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Grants or withdraws an attendant's export. Throws PanelError (pt-BR) for an unknown member or an owner. */
export async function setExportPermission(
  db: Kysely<Database>,
  memberId: number,
  allowed: boolean,
  by: Actor,
  now: number,
): Promise<void> {
  const member = await db
    .selectFrom("users")
    .select(["email", "role"])
    .where("id", "=", memberId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!member) throw new PanelError("Membro não encontrado.", { status: 404 });
  if (member.role === "dono") throw new PanelError("Donos sempre podem exportar os leads.", { status: 409 });
  await db
    .updateTable("users")
    .set({ can_export: allowed ? 1 : 0 })
    .where("id", "=", memberId)
    .execute();
  await recordAudit(
    db,
    { action: "permissao_exportacao", actor: by, detail: { membro: member.email, podeExportar: allowed } },
    now,
  );
}
