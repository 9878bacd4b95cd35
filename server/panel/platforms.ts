import { sql, type Kysely } from "kysely";
import {
  buildPlatformReport,
  PUSH_DESTINATIONS,
  REPORT_DAYS,
  REPORT_WEEKS,
  type DayDeliveries,
  type PlatformReport,
  type PushDestination,
} from "#app/features/panel/platform-report";
import { DAY, startOfDay } from "#app/features/panel/time";
import type { Database } from "../db/schema";

/**
 * The numbers of the owners' page "O que chegou às plataformas" (docs/decisions/070), counted by the database:
 * the outbox's tries per destination and Brasília day, the refusals' stored messages, the Google files' fetches,
 * and, per consenting lead of the last weeks, whether it had a click id, an e-mail and a phone (never the values).
 * A reassignment's e-mail to a member (decision 081) is not a lead's delivery to the team: it is left out.
 */

export type ReportConfiguration = Record<PushDestination | "google", boolean>;

const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;
const REFUSALS_LISTED = 30;

function isPushDestination(value: string): value is PushDestination {
  return (PUSH_DESTINATIONS as readonly string[]).includes(value);
}

function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function hasClickId(attribution: unknown): boolean {
  const value = parsed(attribution);
  if (value === null || typeof value !== "object") return false;
  return CLICK_IDS.some((key) => {
    const id: unknown = (value as Record<string, unknown>)[key];
    return typeof id === "string" && id !== "";
  });
}

export async function platformReport(
  db: Kysely<Database>,
  configured: ReportConfiguration,
  now: number,
): Promise<PlatformReport> {
  const firstDay = startOfDay(now) - (REPORT_DAYS - 1) * DAY;
  const firstWeekDay = startOfDay(now) - (REPORT_WEEKS * 7 - 1) * DAY;
  // Whole days since the report's first midnight; the numbers are ours, written into the SQL as literals.
  const dayOf = (column: string) => sql<number | string>`(${sql.ref(column)} - ${sql.lit(firstDay)}) / ${sql.lit(DAY)}`;
  const attemptDay = dayOf("delivery_attempts.attempted_at");
  const events = (outcome: string | null) =>
    outcome === null
      ? sql<number | string>`count(distinct ${sql.ref("delivery_attempts.notification_id")})`
      : sql<
          number | string
        >`count(distinct case when ${sql.ref("delivery_attempts.outcome")} = ${outcome} then ${sql.ref("delivery_attempts.notification_id")} end)`;
  const fetchDay = dayOf("fetched_at");
  const weekOf = sql<
    number | string
  >`(${sql.lit(startOfDay(now) + DAY)} - 1 - ${sql.ref("created_at")}) / ${sql.lit(7 * DAY)}`;

  const [deliveries, refusals, files, fetchDays, matches, perWeek] = await Promise.all([
    db
      .selectFrom("delivery_attempts")
      .innerJoin("notifications", "notifications.id", "delivery_attempts.notification_id")
      .select([
        "notifications.destination",
        attemptDay.as("day"),
        events(null).as("sent"),
        events("sent").as("accepted"),
        events("dead").as("refused"),
      ])
      .where("delivery_attempts.attempted_at", ">=", firstDay)
      .where("notifications.event", "!=", "assigned")
      .groupBy(["notifications.destination", attemptDay])
      .execute(),
    db
      .selectFrom("delivery_attempts")
      .innerJoin("notifications", "notifications.id", "delivery_attempts.notification_id")
      .select((eb) => [
        "notifications.destination",
        "delivery_attempts.error",
        "delivery_attempts.status_code",
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.max("delivery_attempts.attempted_at").as("last_at"),
      ])
      .where("delivery_attempts.attempted_at", ">=", firstDay)
      .where("delivery_attempts.outcome", "=", "dead")
      .where("notifications.event", "!=", "assigned")
      .groupBy(["notifications.destination", "delivery_attempts.error", "delivery_attempts.status_code"])
      .orderBy("last_at", "desc")
      .limit(REFUSALS_LISTED)
      .execute(),
    // Each file's newest fetch, found through the (file, fetched_at) index.
    db
      .selectFrom("google_file_fetches as f")
      .select(["f.file", "f.fetched_at", "f.row_count", "f.user_agent"])
      .where("f.id", "in", (eb) =>
        eb
          .selectFrom("google_file_fetches as g")
          .select((inner) => inner.fn.max("g.id").as("id"))
          .groupBy("g.file"),
      )
      .orderBy("f.file")
      .execute(),
    db
      .selectFrom("google_file_fetches")
      .select((eb) => [
        fetchDay.as("day"),
        eb.fn.countAll<number | string>().as("fetches"),
        eb.fn.sum<number | string>("row_count").as("rows"),
      ])
      .where("fetched_at", ">=", firstDay)
      .groupBy(fetchDay)
      .execute(),
    db
      .selectFrom("leads")
      .select([
        "created_at",
        "attribution",
        sql<number>`case when ${sql.ref("email")} <> '' then 1 else 0 end`.as("has_email"),
        sql<number>`case when ${sql.ref("person_phone")} <> '' then 1 else 0 end`.as("has_phone"),
      ])
      .where("created_at", ">=", firstWeekDay)
      .where("ads_consent", "=", 1)
      .where("anonymized_at", "is", null)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => [weekOf.as("week"), eb.fn.countAll<number | string>().as("count")])
      .where("created_at", ">=", firstWeekDay)
      .groupBy(weekOf)
      .execute(),
  ]);

  const leadsPerWeek = Array.from({ length: REPORT_WEEKS }, () => 0);
  for (const row of perWeek) {
    const week = Number(row.week);
    if (week >= 0 && week < REPORT_WEEKS) leadsPerWeek[week] = Number(row.count);
  }
  return buildPlatformReport({
    now,
    firstDay,
    configured,
    deliveries: deliveries.flatMap((row): DayDeliveries[] =>
      isPushDestination(row.destination)
        ? [
            {
              destination: row.destination,
              day: Number(row.day),
              sent: Number(row.sent),
              accepted: Number(row.accepted),
              refused: Number(row.refused),
            },
          ]
        : [],
    ),
    refusals: refusals.flatMap((row) =>
      isPushDestination(row.destination)
        ? [
            {
              destination: row.destination,
              message: row.error ?? "Recusado sem mensagem da plataforma.",
              statusCode: row.status_code,
              count: Number(row.count),
              lastAt: Number(row.last_at),
            },
          ]
        : [],
    ),
    googleFiles: files.map((row) => ({
      file: row.file,
      lastAt: Number(row.fetched_at),
      rows: Number(row.row_count),
      userAgent: row.user_agent,
    })),
    googleDays: fetchDays.map((row) => ({
      day: Number(row.day),
      fetches: Number(row.fetches),
      rows: Number(row.rows),
    })),
    matches: matches.map((row) => ({
      createdAt: Number(row.created_at),
      clickId: hasClickId(row.attribution),
      email: Number(row.has_email) === 1,
      phone: Number(row.has_phone) === 1,
    })),
    leadsPerWeek,
  });
}
