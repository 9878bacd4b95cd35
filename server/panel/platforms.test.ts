import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { recordGoogleFetch } from "../conversions/fetch-log";
import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import type { Destination } from "#app/features/leads/destinations";
import { platformReport } from "./platforms";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REFUSED = "Meta rejected the event (400, code 100/2804003): Invalid parameter: event_time too old";
const consent = (at: number) => ({ given: true, version: "v1", at });

describe.each(DATABASES)("what reached the platforms, on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  /** One outbox row of the lead and its tries, as the worker would have written them. */
  async function delivered(
    leadId: number,
    destination: Destination,
    tries: { at: number; outcome: AttemptOutcome; status?: number; error?: string }[],
    event: DeliveryEvent = "lead",
  ) {
    const { id } = await h.handle.db
      .insertInto("notifications")
      .values({ lead_id: leadId, status: "pending", next_attempt_at: 0, created_at: tries[0]!.at, destination, event })
      .returning("id")
      .executeTakeFirstOrThrow();
    await h.handle.db
      .insertInto("delivery_attempts")
      .values(
        tries.map((attempt) => ({
          notification_id: id,
          attempted_at: attempt.at,
          outcome: attempt.outcome,
          status_code: attempt.status ?? null,
          error: attempt.error ?? null,
        })),
      )
      .execute();
  }

  it("counts events sent, accepted and refused per destination and day, with the platform's words", async () => {
    const now = h.clock.now;
    const today = now - HOUR;
    const [clicked, whatsapp, refused, older] = (
      await h.leads.insertLeads(
        [
          newLead({ createdAt: today, attribution: { gclid: "Cj0KCQiA" }, adsConsent: consent(today) }),
          newLead({
            createdAt: today,
            email: "",
            data: { nome: "Bia", whatsapp: "(21) 99876-5432" },
            adsConsent: consent(today),
          }),
          newLead({ createdAt: today, attribution: { gclid: "Cj0KCQiB" } }),
          newLead({ createdAt: now - 10 * DAY, attribution: { fbclid: "IwAR0" }, adsConsent: consent(now - 10 * DAY) }),
        ].map((lead) => ({ ...lead, destinations: [] })),
      )
    ).map((ref) => ref.id);
    await delivered(clicked!, "meta", [
      { at: today - HOUR, outcome: "failed", status: 503, error: "Meta answered 503: try later" },
      { at: today, outcome: "sent", status: 200 },
    ]);
    await delivered(whatsapp!, "meta", [{ at: today, outcome: "dead", status: 400, error: REFUSED }]);
    await delivered(older!, "meta", [{ at: now - 10 * DAY, outcome: "dead", status: 400, error: REFUSED }]);
    await delivered(
      older!,
      "meta",
      [{ at: now - 20 * DAY, outcome: "dead", status: 400, error: "too old to count" }],
      "won",
    );
    await delivered(clicked!, "chat", [{ at: today, outcome: "sent", status: 204 }]);
    await delivered(refused!, "chat", [
      { at: today, outcome: "dead", status: 404, error: "the webhook does not exist (404): Unknown Webhook" },
    ]);

    await delivered(clicked!, "email", [{ at: today, outcome: "sent", status: 250 }]);
    // A member's mailbox refusing the reassignment e-mail (decision 081) is not the team's e-mail failing.
    await delivered(clicked!, "email", [{ at: today, outcome: "dead", status: 550, error: "no mailbox" }], "assigned");

    const report = await h.panel.platforms.report(now);
    const email = report.destinations.find((row) => row.destination === "email")!;
    expect(email.totals).toEqual({ sent: 1, accepted: 1, refused: 0 });
    expect(email.refusals).toEqual([]);
    const meta = report.destinations.find((row) => row.destination === "meta")!;
    expect(meta.totals).toEqual({ sent: 3, accepted: 1, refused: 2 });
    expect(meta.days.at(-1)).toMatchObject({ sent: 2, accepted: 1, refused: 1 });
    expect(meta.days.at(-11)).toMatchObject({ sent: 1, accepted: 0, refused: 1 });
    expect(meta.refusals).toEqual([
      { destination: "meta", message: REFUSED, statusCode: 400, count: 2, lastAt: today },
    ]);
    const chat = report.destinations.find((row) => row.destination === "chat")!;
    expect(chat.totals).toEqual({ sent: 2, accepted: 1, refused: 1 });
    expect(chat.refusals[0]?.message).toContain("Unknown Webhook");
    // Meta refused as many this week as the week before; the chat refused one where it refused none.
    expect(report.warnings).toEqual([
      "Chat da equipe (webhook): 1 evento recusado nos últimos 7 dias, contra 0 nos 7 anteriores. Veja abaixo a mensagem da plataforma.",
    ]);

    // Match quality: of this week's 3 leads, 2 consented; one had a click id, one an e-mail, both a phone.
    expect(report.weeks[0]).toMatchObject({ leads: 3, consenting: 2, clickId: 1, email: 1, phone: 2 });
    expect(report.weeks[1]).toMatchObject({ leads: 1, consenting: 1, clickId: 1, email: 1, phone: 1 });
    expect(report.weeks.slice(2).every((week) => week.leads === 0)).toBe(true);
  });

  it("says when Google stopped fetching the files, and the last fetch of each", async () => {
    const now = h.clock.now;
    const configured = { meta: true, chat: true, email: false, google: true };
    const never = await platformReport(h.handle.db, configured, now);
    expect(never.warnings[0]).toMatch(/^O Google ainda não buscou nenhum arquivo de conversões/);
    // Not configured: nothing to fetch, nothing to warn about.
    expect((await platformReport(h.handle.db, { ...configured, google: false }, now)).warnings).toEqual([]);

    const ua = "Google-Ads-Data-Manager (+https://support.google.com)";
    await recordGoogleFetch(h.handle.db, {
      at: now - 4 * DAY,
      file: "/conversoes/google-ads/leads.csv",
      rows: 1,
      userAgent: ua,
    });
    await recordGoogleFetch(h.handle.db, {
      at: now - 3 * DAY,
      file: "/conversoes/google-ads/leads.csv",
      rows: 2,
      userAgent: ua,
    });
    const silent = await platformReport(h.handle.db, configured, now);
    expect(silent.warnings).toEqual([
      "O Google não busca os arquivos de conversões há 3 dias (última vez em 23/11/2026 09:00): as conversões desse período não chegaram ao Google Ads.",
    ]);

    await recordGoogleFetch(h.handle.db, {
      at: now - HOUR,
      file: "/conversoes/google-ads/clientes.csv",
      rows: 0,
      userAgent: undefined,
    });
    const fetched = await platformReport(h.handle.db, configured, now);
    expect(fetched.warnings).toEqual([]);
    expect(fetched.google.files).toEqual([
      { file: "/conversoes/google-ads/clientes.csv", lastAt: now - HOUR, rows: 0, userAgent: null },
      { file: "/conversoes/google-ads/leads.csv", lastAt: now - 3 * DAY, rows: 2, userAgent: ua },
    ]);
    expect(fetched.google.days.map((day) => day.fetches).slice(-5)).toEqual([1, 1, 0, 0, 1]);
    expect(fetched.google.days.at(-4)?.rows).toBe(2);

    // Fetch records older than 90 days go when the next one is written.
    await recordGoogleFetch(h.handle.db, {
      at: now + 91 * DAY,
      file: "/conversoes/google-ads.csv",
      rows: 0,
      userAgent: ua,
    });
    const kept = await h.handle.db.selectFrom("google_file_fetches").select("file").execute();
    expect(kept.map((row) => row.file)).toEqual(["/conversoes/google-ads.csv"]);
  });
});
