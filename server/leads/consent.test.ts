import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, SITE_URL, startLeadsServer, type LeadsServer } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";

/** The ads-measurement consent and the form's page are stored with the lead, on both databases. */
describe.each(DATABASES)("consent stored with the lead on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let server: LeadsServer | null = null;
  let dispose: (() => void) | null = null;

  beforeEach(async () => {
    const storage = await freshStorage(postgres());
    dispose = () => storage.dispose();
    server = await startLeadsServer(storage, { env: { LEADS_RATE_LIMIT: "1000" } });
  });

  afterEach(async () => {
    await server?.stop();
    dispose?.();
  });

  async function stored(data: Record<string, string>, form = "consultoria", headers: Record<string, string> = {}) {
    const before = Date.now();
    const response = await postLead(server?.url ?? "", { form, data, headers });
    expect(response.status).toBe(201);
    const lead = await server?.store.getLead(Number(response.body.id));
    return { lead, before };
  }

  it("stores a ticked box as consent to the version of the text, at the lead's time", async () => {
    const { lead, before } = await stored(consultoriaLead({ [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION }));
    expect(lead?.adsConsent).toEqual({ given: true, version: ADS_CONSENT_VERSION, at: lead?.createdAt });
    expect(lead?.createdAt).toBeGreaterThanOrEqual(before);
    // The answer is not one of the form's fields: the chat, the e-mail and the exports show the same data as before.
    expect(lead?.data).not.toHaveProperty(ADS_CONSENT_FIELD);
  });

  it("stores an unticked box as a refusal, and nothing for forms that do not ask", async () => {
    expect((await stored(consultoriaLead())).lead?.adsConsent).toMatchObject({
      given: false,
      version: ADS_CONSENT_VERSION,
    });
    const contact = {
      nome: "Ana",
      email: "ana@x.com",
      telefone: "(11) 3000-4000",
      assunto: "duvidas",
      mensagem: "Quero saber mais sobre a consultoria.",
      [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION,
    };
    expect((await stored(contact, "contato")).lead?.adsConsent).toBeNull();
  });

  it("keeps the path of the page that called the API when it is the site's own, never its query", async () => {
    const own = await stored(consultoriaLead(), "consultoria", { referer: `${SITE_URL}/comece-agora?gclid=abc` });
    expect(own.lead?.pagePath).toBe("/comece-agora");
    const foreign = await stored(consultoriaLead(), "consultoria", { referer: "https://golpe.example/comece-agora" });
    expect(foreign.lead?.pagePath).toBeNull();
  });
});
