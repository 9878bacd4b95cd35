import type { Kysely } from "kysely";
import { ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import { normalizeAttribution } from "#app/features/leads/attribution";
import { validateLead } from "#app/features/leads/validate";
import { readClickCode } from "#app/features/leads/whatsapp-click";
import type { NewLead, StoredLeadRef } from "../db/lead-store";
import type { Database } from "../db/schema";
import { contentHash } from "../leads/content-hash";
import { recordAudit, type Actor } from "./audit";
import { PanelError } from "./panel-error";

/** Stores a lead through the lead pipeline (its outbox rows, its destinations), as the site's forms do. */
export type WriteLead = (lead: NewLead) => Promise<StoredLeadRef>;

export interface WhatsappLeadInput {
  code: unknown;
  nome: unknown;
  telefone: unknown;
  /** The attendant asked in the chat and the person agreed to share the contact, hashed, with Google and Meta. */
  consent: boolean;
}

export const whatsappLeadMessages = {
  badCode: "Digite o código de 4 caracteres que veio no fim da mensagem (ex.: 7K2Q).",
  unknownCode: (code: string) =>
    `O código ${code} não existe. Confira na mensagem da conversa: ele vem depois de "Cód.".`,
  usedCode: (code: string) => `O código ${code} já virou um lead. Abra o lead na caixa de entrada.`,
} as const;

/**
 * A lead of the "WhatsApp" form from the code a chat opened with (decision 066): the person's name and phone as
 * the attendant typed them, the click's page and campaign, the consent the attendant recorded. The code is
 * claimed first (one lead per code, whoever sends it first); if the lead cannot be stored the claim is undone,
 * so nothing is lost and the attendant can send it again. Refusals are PanelErrors beside their field.
 */
export async function leadFromWhatsappCode(
  db: Kysely<Database>,
  writeLead: WriteLead,
  input: WhatsappLeadInput,
  actor: Actor,
  now: number,
): Promise<{ leadId: number; code: string }> {
  const code = readClickCode(typeof input.code === "string" ? input.code.slice(0, 2000) : "");
  if (code === null) throw new PanelError(whatsappLeadMessages.badCode, { status: 422, field: "codigo" });
  const validation = validateLead("whatsapp", { nome: input.nome, telefone: input.telefone });
  if (!validation.success) {
    const [field, message] = Object.entries(validation.errors)[0] ?? ["nome", ""];
    throw new PanelError(message, { status: 422, field });
  }
  const claimed = await db
    .updateTable("whatsapp_clicks")
    .set({ used_at: now })
    .where("code", "=", code)
    .where("used_at", "is", null)
    .returning(["id", "page_path", "attribution"])
    .executeTakeFirst();
  if (!claimed) {
    const known = await db.selectFrom("whatsapp_clicks").select("id").where("code", "=", code).executeTakeFirst();
    throw known
      ? new PanelError(whatsappLeadMessages.usedCode(code), { status: 409, field: "codigo" })
      : new PanelError(whatsappLeadMessages.unknownCode(code), { status: 404, field: "codigo" });
  }
  const data = validation.lead.data;
  let ref: StoredLeadRef;
  try {
    ref = await writeLead({
      form: "whatsapp",
      submissionId: crypto.randomUUID(),
      data,
      email: "",
      ip: null,
      userAgent: null,
      createdAt: now,
      attribution: normalizeAttribution(
        typeof claimed.attribution === "string" ? JSON.parse(claimed.attribution) : claimed.attribution,
      ),
      contentHash: contentHash("whatsapp", data),
      adsConsent: { given: input.consent, version: ADS_CONSENT_VERSION, at: now },
      pagePath: claimed.page_path,
      receivedVia: "whatsapp",
    });
  } catch (error) {
    await db.updateTable("whatsapp_clicks").set({ used_at: null }).where("id", "=", claimed.id).execute();
    throw error;
  }
  await db.updateTable("whatsapp_clicks").set({ lead_id: ref.id }).where("id", "=", claimed.id).execute();
  await recordAudit(db, { action: "lead_whatsapp", actor, leadId: ref.id, detail: { codigo: code } }, now);
  return { leadId: ref.id, code };
}
