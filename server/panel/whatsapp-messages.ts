import type { Kysely } from "kysely";
import {
  MESSAGE_STAGES,
  messageSettingName,
  messagesFromSettings,
  type MessageStage,
} from "#app/features/panel/whatsapp-messages";
import type { Database } from "../db/schema";
import { readSettings, writeSettings } from "./settings";

/** The owners' WhatsApp messages per stage in panel_settings (docs/decisions/071). */

/** Each stage's text: the owners', else the default. */
export async function readMessages(db: Kysely<Database>): Promise<Record<MessageStage, string>> {
  return messagesFromSettings(await readSettings(db, MESSAGE_STAGES.map(messageSettingName)));
}

/** Stores the texts parseMessage accepted ("" is the default), with who changed them. */
export async function saveMessages(
  db: Kysely<Database>,
  texts: Readonly<Record<MessageStage, string>>,
  userId: number,
  now: number,
): Promise<void> {
  await writeSettings(
    db,
    Object.fromEntries(MESSAGE_STAGES.map((stage) => [messageSettingName(stage), texts[stage]])),
    userId,
    now,
  );
}
