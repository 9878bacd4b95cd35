import { openDatabase, type DatabaseHandle } from "#server/db/connect";
import { LeadStore } from "#server/db/lead-store";
import type { Role } from "#app/features/panel/statuses";
import { createPanelModule, type PanelModule, type PanelService } from "#server/panel";
import { freshStorage, type Storage } from "./lead-harness";
import type { TestPostgres } from "./postgres";
import type { Env } from "#app/config/env.server";
import pino from "pino";

/** The panel's services on fresh storage (SQLite or PostgreSQL), with a clock the test moves. */

/** A scrypt cost for tests: the same code path as OWASP's parameters, a thousandth of the work. */
export const TEST_SCRYPT = { logN: 10, r: 8, p: 1 };

export const PANEL_SITE_URL = "https://www.agencia-teste.com.br";

export interface PanelHarness {
  handle: DatabaseHandle;
  panel: PanelService;
  /** The first instance's module (its timers, the follow-up summary's tick). */
  module: PanelModule;
  leads: LeadStore;
  clock: { now: number };
  /** Adds a member with a password, as the CLI's --password-stdin does. */
  member(input: { email: string; name?: string; role?: Role; password?: string }): Promise<number>;
  /** Another instance of the panel's services on the same database and clock, as a second replica would run. */
  replica(): Promise<PanelService>;
  /** A second replica's whole module. */
  replicaModule(): Promise<PanelModule>;
  /** The lead storage of another replica (its own connections to the same database). */
  replicaLeads(): Promise<LeadStore>;
  close(): Promise<void>;
}

export async function startPanelHarness(
  postgres: TestPostgres | null,
  /** E-mail settings every instance gets (the follow-up summary's). */
  env: Partial<Pick<Env, "SMTP_URL" | "LEAD_EMAIL_FROM">> = {},
): Promise<PanelHarness> {
  const storage: Storage = await freshStorage(postgres);
  const clock = { now: Date.parse("2026-11-26T12:00:00Z") };
  const instances: { handle: DatabaseHandle; module: PanelModule }[] = [];
  const instance = async () => {
    const handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 3,
    });
    const module = createPanelModule({ SITE_URL: PANEL_SITE_URL, ...env }, handle, pino({ level: "silent" }), {
      passwordCost: TEST_SCRYPT,
      now: () => clock.now,
    });
    instances.push({ handle, module });
    return { handle, module, panel: module.service };
  };
  const { handle, module, panel } = await instance();
  return {
    handle,
    panel,
    module,
    leads: new LeadStore(handle),
    clock,
    async member({ email, name = "Membro Teste", role = "dono", password = "uma senha bem longa" }) {
      const { userId } = await panel.members.addMember({ email, name, role }, { id: null, label: null, ip: null });
      const problem = await panel.passwords.setPassword(userId, password);
      if (problem) throw new Error(problem);
      return userId;
    },
    async replica() {
      return (await instance()).panel;
    },
    async replicaModule() {
      return (await instance()).module;
    },
    async replicaLeads() {
      return new LeadStore((await instance()).handle);
    },
    async close() {
      for (const { handle: opened, module } of instances) {
        module.stop();
        await opened.close();
      }
      storage.dispose();
    },
  };
}
