import { openingHours, type DayOfWeek } from "#app/content/opening-hours";
import { dateInputValue, DAY, startOfDay } from "./time";
import { firstName } from "./first-name";

/**
 * The daily summary e-mail of follow-ups (issue 37, docs/decisions/059):
 * when it is due and who gets which follow-ups. Pure; the server claims the
 * day and sends (server/panel/follow-up-summary.ts).
 */

/** How long after the owner's hour a late tick (a restarted server) still sends the day's summary. */
export const SUMMARY_LATE_LIMIT_MS = 2 * 3_600_000;

/** Date.getUTCDay's order. */
const WEEKDAYS: readonly DayOfWeek[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The team works that day: app/content/opening-hours.ts gives it opening hours. */
function teamWorks(dayStart: number): boolean {
  // Brasília's midnight is 03:00 UTC: at noon of that day the UTC date is the same.
  const weekday = WEEKDAYS[new Date(dayStart + 12 * 3_600_000).getUTCDay()]!;
  return openingHours.some((row) => row.opens !== undefined && row.dayOfWeek.includes(weekday));
}

/**
 * The Brasília day ("2026-11-26") whose summary is due at `now`, or null: no hour set, a day the team does not
 * work, before the hour, or more than SUMMARY_LATE_LIMIT_MS after it (an hour set in the afternoon for 08:00 does
 * not send at once).
 */
export function summaryDayDue(now: number, summaryTime: string | null): string | null {
  if (summaryTime === null) return null;
  const [hours, minutes] = summaryTime.split(":").map(Number);
  const dayStart = startOfDay(now);
  const at = dayStart + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  if (now < at || now >= at + SUMMARY_LATE_LIMIT_MS || !teamWorks(dayStart)) return null;
  return dateInputValue(now);
}

/** The end of the Brasília day of `now`: follow-ups due before it (overdue ones too) are in its summary. */
export function summaryUntil(now: number): number {
  return startOfDay(now) + DAY;
}

export interface SummaryMember {
  id: number;
  email: string;
  name: string;
}

export interface SummaryFollowUp {
  leadId: number;
  /** The lead's name as stored (the e-mail shows only its first name). */
  name: string;
  what: string;
  dueAt: number;
  assignedUserId: number | null;
  /** Who set the follow-up. */
  setByUserId: number | null;
}

export interface SummaryItem {
  leadId: number;
  firstName: string;
  what: string;
  dueAt: number;
}

export interface MemberSummary {
  member: SummaryMember;
  items: SummaryItem[];
}

/**
 * Each active member's follow-ups: those of the leads they are responsible for, and of unassigned leads whose
 * follow-up they set. A follow-up of nobody active (a removed member's) is in no summary; a member without any
 * gets none. Oldest first.
 */
export function summariesByMember(
  members: readonly SummaryMember[],
  followUps: readonly SummaryFollowUp[],
): MemberSummary[] {
  const byId = new Map(members.map((member) => [member.id, { member, items: [] as SummaryItem[] }]));
  const sorted = [...followUps].sort((a, b) => a.dueAt - b.dueAt || a.leadId - b.leadId);
  for (const followUp of sorted) {
    const whose = followUp.assignedUserId ?? followUp.setByUserId;
    const summary = whose === null ? undefined : byId.get(whose);
    summary?.items.push({
      leadId: followUp.leadId,
      firstName: firstName(followUp.name) || "Sem nome",
      what: followUp.what,
      dueAt: followUp.dueAt,
    });
  }
  return [...byId.values()].filter((summary) => summary.items.length > 0);
}
