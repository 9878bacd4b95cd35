import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";
import type { LeadsModule } from "../leads";
import { setCache } from "./cache";
import { HEALTH_TIMEOUT_MS, healthBody, type HealthBody } from "./health";

/**
 * GET /metrics in Prometheus' text format: the /healthz gauges (database
 * up; per destination: configured, outbox pending, oldest pending age,
 * dead, labelled destination="chat|email|meta") and the requests answered
 * since start by status code. Mounted only when METRICS_TOKEN is set, and
 * then only for `Authorization: Bearer <METRICS_TOKEN>`.
 */

export interface Metrics {
  /** Counts the response by status once it is sent; called for every request. */
  countResponse: (res: ServerResponse) => void;
  /** The scrape endpoint. */
  handler: RequestHandler;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token));
}

function metric(name: string, type: "gauge" | "counter", help: string, samples: [string, number][]): string {
  return [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} ${type}`,
    ...samples.map(([labels, value]) => `${name}${labels} ${value}`),
  ].join("\n");
}

type DestinationBodies = NonNullable<HealthBody["destinations"]>;

/** The outbox gauges, one sample per destination. */
function destinationMetrics(destinations: DestinationBodies): string[] {
  const samples = (value: (entry: DestinationBodies[Destination]) => number): [string, number][] =>
    DESTINATIONS.map((destination) => [`{destination="${destination}"}`, value(destinations[destination])]);
  return [
    metric(
      "leads_destination_configured",
      "gauge",
      "1 when this process delivers leads to the destination.",
      samples((entry) => (entry.configured ? 1 : 0)),
    ),
    metric(
      "leads_outbox_pending",
      "gauge",
      "Lead deliveries waiting, by destination.",
      samples((entry) => entry.pending),
    ),
    metric(
      "leads_outbox_oldest_pending_age_seconds",
      "gauge",
      "Age of the oldest delivery waiting, by destination (0 when none waits).",
      samples((entry) => entry.oldestPendingSeconds ?? 0),
    ),
    metric(
      "leads_outbox_dead",
      "gauge",
      "Lead deliveries given up on, by destination (see npm run leads -- retry).",
      samples((entry) => entry.dead),
    ),
  ];
}

export function createMetrics(leads: Pick<LeadsModule, "health">, token: string): Metrics {
  const requests = new Map<number, number>();

  return {
    countResponse(res) {
      res.on("finish", () => requests.set(res.statusCode, (requests.get(res.statusCode) ?? 0) + 1));
    },

    async handler(req, res) {
      setCache(res, "noStore");
      if (!bearerMatches(req.get("authorization"), token)) {
        res
          .status(401)
          .set("WWW-Authenticate", 'Bearer realm="metrics"')
          .type("text/plain; charset=utf-8")
          .send("Token inválido.");
        return;
      }
      const health = healthBody(await leads.health(HEALTH_TIMEOUT_MS), Date.now());
      const byStatus = [...requests]
        .sort(([a], [b]) => a - b)
        .map(([status, count]): [string, number] => [`{status="${status}"}`, count]);
      const body = [
        metric("http_requests_total", "counter", "HTTP requests answered since start, by status code.", byStatus),
        metric("leads_database_up", "gauge", "1 when the lead database answered a read within the health timeout.", [
          ["", health.database === "up" ? 1 : 0],
        ]),
        ...(health.destinations ? destinationMetrics(health.destinations) : []),
      ];
      res.type("text/plain; version=0.0.4; charset=utf-8").send(`${body.join("\n")}\n`);
    },
  };
}
