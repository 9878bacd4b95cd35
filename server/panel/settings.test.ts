import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { readSettings, writeSettings } from "./settings";

/** An owner's choice is kept across restarts and replaced, not duplicated, on both databases. */
describe.each(DATABASES)("panel settings on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let handle: DatabaseHandle;

  const open = () =>
    openDatabase({ dataDir: storage.env.DATA_DIR ?? "", databaseUrl: storage.env.DATABASE_URL, poolSize: 2 });

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    handle = await open();
  });

  afterEach(async () => {
    await handle.close();
    storage.dispose();
  });

  it("keeps the newest value of each name, also after reopening the database", async () => {
    expect(await readSettings(handle.db, ["resumo_diario"])).toEqual(new Map());
    await writeSettings(handle.db, { resumo_diario: "08:00", espera_maxima: "15" }, null, 1);
    await writeSettings(handle.db, { resumo_diario: "07:30" }, null, 2);
    await handle.close();
    handle = await open();
    expect(await readSettings(handle.db, ["resumo_diario", "espera_maxima", "outro"])).toEqual(
      new Map([
        ["resumo_diario", "07:30"],
        ["espera_maxima", "15"],
      ]),
    );
  });
});
