import type { ExpressionBuilder, Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import type { FollowUpRow } from "#app/features/panel/follow-up-row";
import type { InboxRow } from "#app/features/panel/inbox-row";
import { startOfDay, DAY } from "#app/features/panel/time";
import type { Database } from "../db/schema";
import { INBOX_ROW_COLUMNS, inboxRows } from "./inbox";

/**
 * "What needs me now", the panel's home: leads nobody opened yet, newest
 * first, and the next follow-ups from the most overdue to a week ahead.
 * Erased leads are nobody's work.
 */

export const UNOPENED_SHOWN = 10;
export const FOLLOW_UPS_SHOWN = 50;
/** Upcoming follow-ups shown: the rest of today and the next seven days. */
const UPCOMING_DAYS = 8;

export interface WorkQueue {
  unopened: InboxRow[];
  /** All the leads not opened yet (more than shown, maybe). */
  unopenedTotal: number;
  followUps: FollowUpRow[];
}

export async function workQueue(db: Kysely<Database>, now: number, viewer: Viewer): Promise<WorkQueue> {
  // An attendant limited to their own leads (issue 37) sees only those here too.
  const visible = (eb: ExpressionBuilder<Database, "leads">) =>
    viewer.onlyOwn ? eb("leads.assigned_user_id", "=", viewer.userId) : eb.lit(true);
  const [unopened, total, followUps] = await Promise.all([
    db
      .selectFrom("leads")
      .select(INBOX_ROW_COLUMNS)
      .where("leads.opened_at", "is", null)
      .where("leads.anonymized_at", "is", null)
      .where(visible)
      .orderBy("leads.id", "desc")
      .limit(UNOPENED_SHOWN)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("leads.opened_at", "is", null)
      .where("leads.anonymized_at", "is", null)
      .where(visible)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select([...INBOX_ROW_COLUMNS, "leads.follow_up_at", "leads.follow_up_what"])
      .where("leads.follow_up_at", "<", startOfDay(now) + UPCOMING_DAYS * DAY)
      .where("leads.anonymized_at", "is", null)
      .where(visible)
      .orderBy("leads.follow_up_at", "asc")
      .orderBy("leads.id", "asc")
      .limit(FOLLOW_UPS_SHOWN)
      .execute(),
  ]);
  const [unopenedRows, followUpRows] = await Promise.all([inboxRows(db, unopened), inboxRows(db, followUps)]);
  return {
    unopened: unopenedRows,
    unopenedTotal: Number(total.count),
    followUps: followUpRows.map((row, index) => ({
      ...row,
      followUpAt: followUps[index]!.follow_up_at!,
      followUpWhat: followUps[index]!.follow_up_what ?? "Próximo contato",
    })),
  };
}
