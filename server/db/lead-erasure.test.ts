import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { eraseInactiveLeads, retentionCutoff } from "../leads/retention";
import { statusMessages } from "../panel/lead-status";

/**
 * An erased lead (LGPD) is gone for good: its values cannot be read back
 * from the database files, nothing new can be written about the person, and
 * erasing again (or the daily purge) removes whatever was added since.
 */

const PERSON = {
  name: "Genoveva Quaresma",
  email: "genoveva.quaresma@exemplo-lgpd.com.br",
  phone: "(31) 97531-8642",
  note: "Prefere ligação depois das 18h, fala com o marido Anacleto",
  clickId: "Cj0KCQiA-clique-unico-lgpd-4471",
};

describe.each(DATABASES)("erasing a lead on $name", ({ postgres }) => {
  // The bytes left in the files depend on every transaction open on the server: a server of this file's own.
  const server = useDatabase(postgres, { ownServer: true });
  let h: PanelHarness;
  let owner: { id: number; label: string; ip: string };

  beforeEach(async () => {
    h = await startPanelHarness(server());
    owner = { id: await h.member({ email: "dono@agencia.com.br" }), label: "dono@agencia.com.br", ip: "198.51.100.1" };
  });
  afterEach(async () => h?.close());

  async function personLead(): Promise<number> {
    const [ref] = await h.leads.insertLeads([
      newLead({
        email: PERSON.email,
        data: {
          nome: PERSON.name,
          email: PERSON.email,
          whatsapp: PERSON.phone,
          empresa: "Quaresma Doces",
          funcionarios: "1-5",
          investimento_mensal: "1000-3000",
        },
        attribution: { utm_source: "google", utm_campaign: "natal", gclid: PERSON.clickId },
      }),
    ]);
    return ref!.id;
  }

  /** The raw bytes of the files that hold the lead's rows. */
  async function databaseFiles(): Promise<Buffer> {
    if (h.handle.dialect === "sqlite") {
      const file = h.handle.location;
      return Buffer.concat([file, `${file}-wal`].filter((name) => existsSync(name)).map((name) => readFileSync(name)));
    }
    // What a disk or a copy of the data directory holds once PostgreSQL has written its pages out.
    await sql`checkpoint`.execute(h.handle.db);
    const { rows } = await sql<{ dir: string; leads: string; notes: string }>`
      select current_setting('data_directory') as dir,
        pg_relation_filepath('leads') as leads, pg_relation_filepath('lead_notes') as notes`.execute(h.handle.db);
    const { dir, leads, notes } = rows[0]!;
    return Buffer.concat([leads, notes].map((file) => readFileSync(path.join(dir, file))));
  }

  function valuesIn(bytes: Buffer): string[] {
    return [PERSON.name, PERSON.email, PERSON.phone, PERSON.note, PERSON.clickId].filter((value) =>
      bytes.includes(Buffer.from(value)),
    );
  }

  it("leaves none of the person's values readable in the database files", async () => {
    const id = await personLead();
    await h.panel.leads.addNote(id, PERSON.note, owner);
    await h.panel.leads.changeStatus(id, { status: "em_contato" }, owner);
    expect(valuesIn(await databaseFiles())).toHaveLength(5);

    expect(await h.panel.leads.erase([id], owner)).toBe(1);
    expect(valuesIn(await databaseFiles())).toEqual([]);
  });

  it("refuses a note or a status change on an erased lead, with the reason", async () => {
    const id = await personLead();
    await h.panel.leads.erase([id], owner);
    expect(await h.panel.leads.addNote(id, PERSON.note, owner)).toEqual({ ok: false, error: statusMessages.erased });
    expect(await h.panel.leads.changeStatus(id, { status: "ganho", value: "1.500,00" }, owner)).toEqual({
      ok: false,
      field: "status",
      error: statusMessages.erased,
    });
    const lead = await h.panel.leads.detail(id);
    expect(lead).toMatchObject({ status: "novo", wonValueCents: null });
    expect(lead!.timeline.filter((event) => event.kind === "nota" || event.kind === "status")).toEqual([]);
    expect(await h.handle.db.selectFrom("lead_notes").selectAll().execute()).toEqual([]);
  });

  /** What an older panel let the team write on an erased lead, and a delivery row. */
  async function leftovers(id: number) {
    await h.handle.db
      .insertInto("lead_notes")
      .values({ lead_id: id, user_id: owner.id, body: PERSON.note, created_at: h.clock.now })
      .execute();
    await h.handle.db
      .updateTable("leads")
      .set({ email: PERSON.email, search_text: PERSON.name.toLowerCase(), last_activity_at: h.clock.now })
      .where("id", "=", id)
      .execute();
    await h.handle.db
      .insertInto("notifications")
      .values({
        lead_id: id,
        status: "dead",
        next_attempt_at: h.clock.now,
        failing_since: h.clock.now,
        // A delivery's error may quote the message it carried.
        last_error: `422: ${PERSON.phone}`,
        created_at: h.clock.now,
        sent_at: null,
        value_cents: null,
      })
      .execute();
  }

  async function remains(id: number) {
    const lead = await h.handle.db
      .selectFrom("leads")
      .select(["email", "search_text", "anonymized_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const notes = await h.handle.db.selectFrom("lead_notes").select("body").where("lead_id", "=", id).execute();
    const deliveries = await h.handle.db.selectFrom("notifications").select("id").where("lead_id", "=", id).execute();
    return { ...lead, notes: notes.map((note) => note.body), deliveries: deliveries.length };
  }

  it("cleans an erased lead again when it is erased again, or by the daily purge", async () => {
    const id = await personLead();
    const erasedAt = h.clock.now;
    await h.panel.leads.erase([id], owner);

    h.clock.now += 60_000;
    await leftovers(id);
    expect(await h.panel.leads.erase([id], owner)).toBe(0);
    expect(await remains(id)).toEqual({
      email: "",
      search_text: null,
      anonymized_at: erasedAt,
      notes: [],
      deliveries: 0,
    });

    // The purge, whose 24 months count from the last activity (just now), cleans it all the same.
    await leftovers(id);
    expect(await eraseInactiveLeads(h.handle, retentionCutoff(h.clock.now), h.clock.now)).toBe(0);
    expect(await remains(id)).toEqual({
      email: "",
      search_text: null,
      anonymized_at: erasedAt,
      notes: [],
      deliveries: 0,
    });
    expect(valuesIn(await databaseFiles())).toEqual([]);
  });
});
