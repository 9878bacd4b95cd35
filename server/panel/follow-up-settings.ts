import type { Kysely } from "kysely";
import {
  FOLLOW_UP_SETTING_NAMES,
  followUpSettingsFrom,
  type FollowUpSettings,
} from "#app/features/panel/follow-up-settings";
import type { Database } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { readSettings, writeSettings } from "./settings";

export async function readFollowUpSettings(db: Kysely<Database>): Promise<FollowUpSettings> {
  return followUpSettingsFrom(await readSettings(db, Object.values(FOLLOW_UP_SETTING_NAMES)));
}

/** An owner's choice (validated by the route): the wait limit and the summary's time ("" for none). */
export async function writeFollowUpSettings(
  db: Kysely<Database>,
  values: { waitLimitMinutes: number; summaryTime: string },
  actor: Actor & { id: number },
  now: number,
): Promise<void> {
  await writeSettings(
    db,
    {
      [FOLLOW_UP_SETTING_NAMES.waitLimit]: String(values.waitLimitMinutes),
      [FOLLOW_UP_SETTING_NAMES.summaryTime]: values.summaryTime,
    },
    actor.id,
    now,
  );
  await recordAudit(
    db,
    {
      action: "ajustes_acompanhamento",
      actor,
      detail: { limiteMinutos: values.waitLimitMinutes, resumo: values.summaryTime || null },
    },
    now,
  );
}
