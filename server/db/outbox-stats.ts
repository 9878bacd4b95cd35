import type { Kysely } from "kysely";
import type { Database, NotificationStatus } from "./schema";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";

/** The outbox's counts per destination and status. */

/** The outbox at a glance, for /healthz and /metrics. */
export interface OutboxStats {
  pending: number;
  /** Creation time of the oldest pending notification, null when none is pending. */
  oldestPendingAt: number | null;
  dead: number;
}

const emptyStats = (): OutboxStats => ({ pending: 0, oldestPendingAt: null, dead: 0 });

/** The whole outbox's figures from each destination's. */
export function totalStats(byDestination: Record<Destination, OutboxStats>): OutboxStats {
  const all = Object.values(byDestination);
  const oldest = all.map((stats) => stats.oldestPendingAt).filter((time): time is number => time !== null);
  return {
    pending: all.reduce((sum, stats) => sum + stats.pending, 0),
    oldestPendingAt: oldest.length > 0 ? Math.min(...oldest) : null,
    dead: all.reduce((sum, stats) => sum + stats.dead, 0),
  };
}

/** Pending and dead counts and the oldest pending notification of each destination: one cheap read. */
export async function outboxStats(db: Kysely<Database>): Promise<Record<Destination, OutboxStats>> {
  const rows = await db
    .selectFrom("notifications")
    .select([
      "destination",
      "status",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "dead"])
    .groupBy(["destination", "status"])
    .execute();
  const stats = Object.fromEntries(DESTINATIONS.map((destination) => [destination, emptyStats()])) as Record<
    Destination,
    OutboxStats
  >;
  for (const row of rows) {
    const entry = stats[row.destination];
    if (row.status === "dead") entry.dead = Number(row.count);
    else {
      entry.pending = Number(row.count);
      entry.oldestPendingAt = row.oldest === null ? null : Number(row.oldest);
    }
  }
  return stats;
}

export async function countByStatus(db: Kysely<Database>): Promise<Record<NotificationStatus, number>> {
  const rows = await db
    .selectFrom("notifications")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<NotificationStatus, number> = { pending: 0, sent: 0, dead: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
