import { describe, expect, it } from "vitest";
import { unconfiguredBusiness } from "#app/config/business";
import { formatLongDate } from "#app/lib/dates";
import { cacheRules } from "#app/config/cache-rules";
import {
  noDestinations,
  policyUpdatedAt,
  privacySections,
  RESULT_PAGE_SHARED_MINUTES,
  type PolicyDestinations,
  type PolicyBlock,
} from "./privacy";

describe("policyUpdatedAt", () => {
  it("is a date the page can show", () => {
    expect(formatLongDate(policyUpdatedAt)).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  });
});

describe("what the policy says of the tools' result pages", () => {
  it("lets a CDN keep them no longer than the policy says", () => {
    const sharedSeconds = Number(/s-maxage=(\d+)/.exec(cacheRules.result)?.[1]);
    expect(sharedSeconds).toBeGreaterThan(0);
    expect(sharedSeconds).toBeLessThanOrEqual(RESULT_PAGE_SHARED_MINUTES * 60);
  });
});

function blockText(block: PolicyBlock): string {
  if (typeof block === "string") return block;
  if ("table" in block) return [block.table.caption, ...block.table.rows.map((row) => row.join(" | "))].join("\n");
  if ("list" in block) return block.list.map(blockText).join("\n");
  if ("subtitle" in block) return block.subtitle;
  return block.map((inline) => (typeof inline === "string" ? inline : inline.text)).join("");
}

/** The text of one section of the policy for these destinations. */
function section(id: string, destinations: PolicyDestinations): string {
  const found = privacySections(unconfiguredBusiness, destinations).find((candidate) => candidate.id === id);
  return found?.blocks.map(blockText).join("\n") ?? "";
}

describe("privacySections and the configured destinations", () => {
  const all: PolicyDestinations = { chat: true, email: true, meta: true, googleAds: true, push: true };

  it("says what a lead alert on the team's phones carries, only when alerts are configured", () => {
    const alerts = section("compartilhamento", { ...noDestinations, push: true });
    expect(alerts).toContain("Serviços de notificação dos navegadores");
    expect(alerts).toContain("só o tipo de formulário e o seu primeiro nome com a inicial do sobrenome");
    expect(alerts).toContain("“Novo lead: Consultoria · Maria S.”");
    expect(section("compartilhamento", noDestinations)).not.toContain("Serviços de notificação");
  });

  it("names no ad platform as a recipient, nor a chat or e-mail, when none is configured", () => {
    const sharing = section("compartilhamento", noDestinations);
    expect(sharing).not.toMatch(/API de Conversões|Google Ads|chat interno|Provedor de e-mail/);
    expect(sharing).toContain("Hoje não enviamos dados de contatos a nenhuma plataforma de anúncio");
    expect(section("dados-coletados", noDestinations)).toContain(
      "Não repassamos esses dados às plataformas de anúncio.",
    );
    expect(section("finalidades", noDestinations)).not.toContain("Consentimento, na caixa opcional");
  });

  it("names Meta alone, with what it gets, why and on which legal basis, when only Meta is configured", () => {
    const meta = { ...noDestinations, meta: true };
    const sharing = section("compartilhamento", meta);
    expect(sharing).toMatch(/Meta Platforms .* API de Conversões/);
    expect(sharing).toContain("e-mail, telefone e nome criptografados por hash (SHA-256)");
    expect(sharing).not.toContain("Google (Google Ads)");
    expect(section("finalidades", meta)).toContain(
      "Informar a Meta de que um anúncio trouxe um contato ou um cliente, para medir e melhorar as nossas campanhas",
    );
    expect(section("finalidades", meta)).toContain("Consentimento, na caixa opcional do formulário, revogável");
    expect(section("dados-coletados", meta)).toContain("Só repassamos dados à Meta se você autorizar no formulário");
  });

  it("names every configured recipient and says how to withdraw the consent", () => {
    const sharing = section("compartilhamento", all);
    for (const recipient of ["chat interno", "Provedor de e-mail", "Meta Platforms", "Google (Google Ads)"]) {
      expect(sharing).toContain(recipient);
    }
    expect(sharing).toContain("O Google e a Meta usam esses dados");
    expect(sharing).toMatch(
      /Para retirar a autorização, fale com o nosso canal de privacidade: formulário da página de Contato\. A partir do pedido não enviamos mais nada sobre você/,
    );
    expect(section("finalidades", all)).toContain("notificação no chat interno e e-mail da equipe");
    expect(section("dados-coletados", all)).toContain("Só repassamos dados ao Google e à Meta se você autorizar");
    // The e-mail to a member given the lead (decision 081) says only the form, the name and the date.
    expect(sharing).toContain(
      "quando o seu contato é passado a outra pessoa da equipe, um aviso a essa pessoa com o tipo de formulário, o seu nome e a data do contato",
    );
  });
});
