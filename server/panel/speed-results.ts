import type { Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import { median, waitMillis } from "#app/features/panel/speed-to-lead";
import { DAY } from "#app/features/panel/time";
import type { Database } from "../db/schema";
import { visibleLeads } from "./lead-filter";

/**
 * Speed to lead on the results page: the median wait (in opening hours)
 * from arrival to first contact, per member who made it and per month of
 * arrival (Brasília), over the last twelve months, of the leads the viewer
 * may see (an attendant limited to theirs: theirs alone, issue 37).
 */

export interface SpeedRow {
  label: string;
  /** Leads with a first contact. */
  contacted: number;
  medianMs: number;
}

export interface SpeedResults {
  byPerson: SpeedRow[];
  /** Newest month first: "2026-11". */
  byMonth: (SpeedRow & { month: string })[];
}

const PERIOD_DAYS = 366;

function push(groups: Map<string, number[]>, key: string, value: number): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

export async function speedResults(db: Kysely<Database>, now: number, viewer: Viewer): Promise<SpeedResults> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("users", "users.id", "leads.first_contact_user_id")
    .select(["leads.created_at", "leads.first_contact_at", "users.name"])
    .where("leads.first_contact_at", "is not", null)
    .where("leads.created_at", ">=", now - PERIOD_DAYS * DAY)
    .where(visibleLeads(viewer))
    .execute();
  const people = new Map<string, number[]>();
  const months = new Map<string, number[]>();
  for (const row of rows) {
    const wait = waitMillis(row.created_at, row.first_contact_at, now);
    const person = row.name ?? "Sem registro de quem";
    const month = new Date(row.created_at - 3 * 3_600_000).toISOString().slice(0, 7);
    // Pushed, not copied: a year holds tens of thousands of contacted leads.
    push(people, person, wait);
    push(months, month, wait);
  }
  const summary = (label: string, waits: number[]): SpeedRow => ({
    label,
    contacted: waits.length,
    medianMs: median(waits) ?? 0,
  });
  return {
    byPerson: [...people]
      .map(([name, waits]) => summary(name, waits))
      .sort((a, b) => a.medianMs - b.medianMs || a.label.localeCompare(b.label, "pt-BR")),
    byMonth: [...months]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, waits]) => ({ ...summary(month, waits), month })),
  };
}
