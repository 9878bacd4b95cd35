import type { Kysely } from "kysely";
import type { Logger } from "pino";
import {
  summariesByMember,
  summaryDayDue,
  summaryUntil,
  type MemberSummary,
} from "#app/features/panel/follow-up-summary";
import { summaryEmail } from "#app/features/panel/follow-up-summary-email";
import type { Database } from "../db/schema";
import { readFollowUpSettings } from "./follow-up-settings";
import { INBOX_ROW_COLUMNS, inboxRows } from "./inbox";
import type { SummaryMailer } from "./summary-mailer";

/**
 * The daily summary e-mail of follow-ups (docs/decisions/059). Every replica
 * ticks each minute; at the owner's hour the first to insert the day's row
 * in follow_up_summaries (primary key: the day) sends it, the others find
 * the row taken. A day whose sending failed is not tried again: a second
 * summary of the same day would be worse than a missing one, and the
 * follow-ups are on the panel's home anyway.
 */

/** The day's summaries when this replica claimed the day; null when it is not the hour or another one did. */
async function claimDay(db: Kysely<Database>, now: number): Promise<MemberSummary[] | null> {
  const { summaryTime } = await readFollowUpSettings(db);
  const day = summaryDayDue(now, summaryTime);
  if (day === null) return null;
  // The claim is one INSERT, a transaction of its own, committed before anything is read or sent: one replica's
  // row, the others' conflict. Holding it open across the reads would keep SQLite's write lock through awaits, and a
  // second connection would then fail on "database is locked" instead of finding the day taken.
  const claimed = await db
    .insertInto("follow_up_summaries")
    .values({ day, claimed_at: now })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  const [members, followUps] = await Promise.all([
    db.selectFrom("users").select(["id", "email", "name"]).where("removed_at", "is", null).execute(),
    db
      .selectFrom("leads")
      .select([...INBOX_ROW_COLUMNS, "leads.follow_up_at", "leads.follow_up_what", "leads.follow_up_user_id"])
      .where("leads.follow_up_at", "<", summaryUntil(now))
      .where("leads.anonymized_at", "is", null)
      .orderBy("leads.follow_up_at", "asc")
      .execute(),
  ]);
  const rows = await inboxRows(db, followUps);
  return summariesByMember(
    members,
    rows.map((row, index) => ({
      leadId: row.id,
      name: row.name,
      what: followUps[index]!.follow_up_what ?? "Próximo contato",
      dueAt: followUps[index]!.follow_up_at!,
      assignedUserId: followUps[index]!.assigned_user_id,
      setByUserId: followUps[index]!.follow_up_user_id,
    })),
  );
}

/** One tick: the number of e-mails sent (0 when it was not this replica's to send). */
export async function sendFollowUpSummary(
  db: Kysely<Database>,
  mailer: SummaryMailer,
  siteUrl: string,
  now: number,
  log: Logger,
): Promise<number> {
  const summaries = await claimDay(db, now);
  if (!summaries) return 0;
  let sent = 0;
  for (const summary of summaries) {
    try {
      await mailer.send(
        { name: summary.member.name, address: summary.member.email },
        summaryEmail(summary, siteUrl, now),
      );
      sent += 1;
    } catch (error) {
      // One member's refused address must not keep the others' summaries.
      log.error({ err: error, userId: summary.member.id }, "follow-up summary e-mail failed");
    }
  }
  log.info({ sent, members: summaries.length }, "follow-up summary sent");
  return sent;
}
