import SqliteDatabase from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newLead } from "#tests/factories";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { openDatabase, type DatabaseHandle } from "./connect";
import { LeadStore } from "./lead-store";

/**
 * What storing a lead costs the server on SQLite, counted rather than timed (bench:leads times it): the statements
 * compiled and the rows read. Which leads are linked and marked as clients is tested on both databases in
 * server/panel/people.test.ts; this file holds the intake to doing it cheaply.
 */

/** The prototype of better-sqlite3's statements, whose `all` every read goes through. */
const statementPrototype = Object.getPrototypeOf(new SqliteDatabase(":memory:").prepare("select 1")) as {
  all(...parameters: unknown[]): unknown[];
};

describe("the lead intake's cost on SQLite", () => {
  let storage: Storage;
  let handle: DatabaseHandle;
  let store: LeadStore;

  beforeEach(async () => {
    storage = await freshStorage(null);
    handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "" });
    store = new LeadStore(handle);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await handle?.close();
    storage?.dispose();
  });

  it("compiles each statement once: leads stored after the first ones compile no SQL", async () => {
    // The first lead finds nobody; the second finds its person (the factory's leads share a phone).
    for (let stored = 0; stored < 2; stored += 1) await store.insertLeads([newLead()]);
    const prepare = vi.spyOn(SqliteDatabase.prototype, "prepare");
    for (let stored = 0; stored < 5; stored += 1) await store.insertLeads([newLead()]);
    expect(prepare).not.toHaveBeenCalled();
  });

  it("links a lead of a person with a hundred leads by reading a row per person found, not per lead", async () => {
    const contacts = { email: "cliente@padaria.com.br", data: { ...newLead().data, email: "cliente@padaria.com.br" } };
    const [first] = await store.insertLeads(Array.from({ length: 100 }, () => newLead(contacts)));
    const all = vi.spyOn(statementPrototype, "all");
    const [next] = await store.insertLeads([newLead(contacts)]);
    const rowsRead = all.mock.results.reduce(
      (sum, result) => sum + (Array.isArray(result.value) ? result.value.length : 0),
      0,
    );
    // The insert's returned row, the person found by e-mail and by phone, the content and turn look-ups.
    expect(rowsRead).toBeLessThan(10);
    const stored = await handle.db
      .selectFrom("leads")
      .select(["person_key", "arrived_as_client"])
      .where("id", "=", next!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ person_key: first!.id, arrived_as_client: 0 });
  });
});
