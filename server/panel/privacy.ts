import type { Kysely } from "kysely";
import { normalizeAttribution } from "#app/features/leads/attribution";
import { EMPTY_FILTER } from "#app/features/panel/filters";
import { emailKey, phoneKey } from "#app/features/panel/person-match";
import { SEARCH_LIMIT, searchTerms } from "#app/features/panel/search";
import type { DatabaseHandle } from "../db/connect";
import type { Database } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { parseData } from "./inbox";
import { leadFilter } from "./lead-filter";
import { eraseLeads } from "./lead-work";

/**
 * LGPD requests about one person, found by name, e-mail or phone as the inbox finds leads: everything
 * stored about them as JSON (the right of access), and erasure. The audit
 * trail records the leads touched and the fact, never who was asked about.
 */

/**
 * Who an LGPD request is about. A whole e-mail address or phone number finds exactly that person's leads (a search
 * for "ana@x.com" must not erase "joana@x.com"); anything else is searched as the inbox searches
 * (#app/features/panel/search: accents, case and word order aside, part of a name, an e-mail or a phone).
 */
export type PersonQuery =
  { kind: "email"; email: string } | { kind: "phone"; phone: string } | { kind: "search"; search: string };

export const privacyMessages = {
  query: "Informe o nome, o e-mail ou o telefone da pessoa (ao menos 3 letras ou números).",
  identify:
    "Para baixar ou apagar, busque pelo e-mail ou pelo telefone completo da pessoa: uma busca por nome pode trazer leads de outras pessoas.",
} as const;

/**
 * Whether a query names one person (a whole e-mail or phone): only then may the leads it finds be handed over or
 * erased. A name search finds candidates to look at; acting on it could give or erase someone else's data.
 */
export function identifiesPerson(query: PersonQuery): boolean {
  return query.kind !== "search";
}

export function parsePersonQuery(input: unknown): PersonQuery | null {
  const value = typeof input === "string" ? input.trim().slice(0, 254) : "";
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { kind: "email", email: emailKey(value) };
  const phone = /^[\d\s()+.-]+$/.test(value) ? phoneKey(value) : "";
  if (phone !== "") return { kind: "phone", phone };
  const search = value.slice(0, SEARCH_LIMIT);
  return searchTerms(search).join("").length >= 3 ? { kind: "search", search } : null;
}

/** The person's leads not erased yet, newest first (an erased lead keeps no e-mail, phone or search text). */
export async function findPerson(db: Kysely<Database>, query: PersonQuery, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where((eb) =>
      query.kind === "email"
        ? eb("email", "=", query.email)
        : query.kind === "phone"
          ? eb("person_phone", "=", query.phone)
          : leadFilter({ ...EMPTY_FILTER, search: query.search }, now)(eb),
    )
    .where("anonymized_at", "is", null)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => row.id);
}

/** Everything stored about these leads, as the person may ask for it. */
export async function personExport(
  db: Kysely<Database>,
  ids: readonly number[],
  actor: Actor,
  now: number,
): Promise<string> {
  const leads =
    ids.length === 0
      ? []
      : await db
          .selectFrom("leads")
          .selectAll()
          .where("id", "in", [...ids])
          .orderBy("id")
          .execute();
  const [changes, notes, deliveries] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom("lead_status_changes")
            .selectAll()
            .where("lead_id", "in", [...ids])
            .orderBy("id")
            .execute(),
          db
            .selectFrom("lead_notes")
            .innerJoin("users", "users.id", "lead_notes.user_id")
            .select(["lead_notes.lead_id", "lead_notes.body", "lead_notes.created_at", "users.name"])
            .where("lead_notes.lead_id", "in", [...ids])
            .orderBy("lead_notes.id")
            .execute(),
          db
            .selectFrom("notifications")
            .select(["lead_id", "destination", "event", "status", "attempts", "sent_at"])
            .where("lead_id", "in", [...ids])
            .orderBy("id")
            .execute(),
        ]);
  const body = JSON.stringify(
    {
      geradoEm: new Date(now).toISOString(),
      leads: leads.map((lead) => ({
        id: lead.id,
        recebidoEm: new Date(lead.created_at).toISOString(),
        formulario: lead.form,
        dados: parseData(lead.data),
        email: lead.email,
        ip: lead.ip,
        navegador: lead.user_agent,
        atribuicao: lead.attribution === null ? null : normalizeAttribution(parseData(lead.attribution)),
        status: lead.status,
        valorMensal: lead.won_value_cents === null ? null : lead.won_value_cents / 100,
        motivoPerda: lead.lost_reason,
        historicoDeStatus: changes
          .filter((change) => change.lead_id === lead.id)
          .map((change) => ({
            em: new Date(change.created_at).toISOString(),
            de: change.from_status,
            para: change.to_status,
          })),
        anotacoes: notes
          .filter((note) => note.lead_id === lead.id)
          .map((note) => ({ em: new Date(note.created_at).toISOString(), por: note.name, texto: note.body })),
        consentimentoAnuncios:
          lead.ads_consent === null
            ? null
            : {
                autorizou: lead.ads_consent === 1,
                versaoDoTexto: lead.ads_consent_version,
                em: lead.ads_consent_at === null ? null : new Date(lead.ads_consent_at).toISOString(),
              },
        envios: deliveries
          .filter((delivery) => delivery.lead_id === lead.id)
          .map((delivery) => ({
            destino: delivery.destination,
            evento: delivery.event,
            situacao: delivery.status,
            falhas: delivery.attempts,
            enviadoEm: delivery.sent_at === null ? null : new Date(delivery.sent_at).toISOString(),
          })),
      })),
    },
    null,
    2,
  );
  await recordAudit(
    db,
    { action: "lgpd_exportacao", actor, leadIds: ids, detail: { formato: "json", leads: leads.length } },
    now,
  );
  return body;
}

export async function erasePerson(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  ids: readonly number[],
  actor: Actor,
  now: number,
) {
  return eraseLeads(database, ids, actor, now);
}
