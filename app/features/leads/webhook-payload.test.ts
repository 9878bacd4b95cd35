import { describe, expect, it } from "vitest";
import { leadFromStored } from "./fields";
import { type LeadForm } from "./form-definition";
import type { Lead } from "./forms";
import { validateLead } from "./validate";
import { WEBHOOK_LIMITS, buildWebhookPayload, escapeChatText, truncate, type WebhookPayload } from "./webhook-payload";

function lead(form: LeadForm, data: Record<string, string>): Lead {
  const result = validateLead(form, data);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.lead;
}

const createdAt = new Date("2026-11-21T13:45:00.000Z");

const agendamento = {
  name: "João Lima",
  email: "joao@empresa.com",
  whatsapp: "(11) 98765-4321",
  company: "Lima Tech",
  sector: "tecnologia",
  revenue: "10k-50k",
  challenge: "Quero vender mais pelo Google.",
  bestTime: "noite (18h-21h)",
};

/** What the chat service counts against its 6000-character embed limit. */
function embedTotal(payload: WebhookPayload): number {
  const [embed] = payload.embeds;
  return (
    embed.title.length +
    (embed.description?.length ?? 0) +
    embed.footer.text.length +
    embed.fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

describe("buildWebhookPayload", () => {
  it("announces a consultancy lead with six inline fields, colour, timestamp and footer", () => {
    const payload = buildWebhookPayload(
      lead("consultoria", {
        nome: "Maria Souza",
        email: "maria@loja.com.br",
        whatsapp: "11987654321",
        empresa: "Loja da Maria",
        funcionarios: "6-15",
        investimento_mensal: "5000+",
      }),
      42,
      createdAt,
    );
    expect(payload.content).toBe("🚀 Novo lead de consultoria gratuita!");
    expect(payload.allowed_mentions).toEqual({ parse: [] });
    const [embed] = payload.embeds;
    expect(embed.title).toBe("Consultoria gratuita — lead #42");
    expect(embed.color).toBe(0x2563eb);
    expect(embed.timestamp).toBe("2026-11-21T13:45:00.000Z");
    expect(embed.footer.text).toContain("lead #42");
    expect(embed.fields).toEqual([
      { name: "Nome", value: "Maria Souza", inline: true },
      { name: "E-mail", value: "maria@loja.com.br", inline: true },
      { name: "WhatsApp", value: "11987654321", inline: true },
      { name: "Empresa", value: "Loja da Maria", inline: true },
      { name: "Funcionários", value: "6 a 15 funcionários", inline: true },
      { name: "Investimento mensal", value: "Mais de R$ 5.000 por mês", inline: true },
    ]);
  });

  it("puts the scheduling's challenge in a non-inline field after the inline ones", () => {
    const { fields } = buildWebhookPayload(lead("agendamento", agendamento), 7, createdAt).embeds[0];
    expect(fields.map((field) => [field.name, field.inline])).toEqual([
      ["Nome", true],
      ["E-mail", true],
      ["WhatsApp", true],
      ["Empresa", true],
      ["Setor", true],
      ["Faturamento", true],
      ["Melhor horário", true],
      ["Principal desafio", false],
    ]);
    expect(fields[6]?.value).toBe("Noite \\(18h\\-21h\\)");
  });

  it("announces a scheduling read back from storage (what the outbox sends) as it was posted", () => {
    const posted = lead("agendamento", agendamento);
    const stored = leadFromStored("agendamento", JSON.parse(JSON.stringify(posted.data)) as Record<string, unknown>);
    expect(stored && buildWebhookPayload(stored, 7, createdAt)).toEqual(buildWebhookPayload(posted, 7, createdAt));
    expect(buildWebhookPayload(posted, 7, createdAt).embeds[0].fields.map((field) => field.value)).toEqual([
      "João Lima",
      "joao@empresa.com",
      "\\(11\\) 98765\\-4321",
      "Lima Tech",
      "Tecnologia",
      "De R$ 10 mil a R$ 50 mil por mês",
      "Noite \\(18h\\-21h\\)",
      "Quero vender mais pelo Google.",
    ]);
  });

  it("carries the contact message in the description and the newsletter e-mail as its only field", () => {
    const contato = buildWebhookPayload(
      lead("contato", {
        nome: "Ana",
        email: "ana@x.com",
        telefone: "2133334444",
        assunto: "suporte",
        mensagem: "Preciso de ajuda com a campanha.",
      }),
      3,
      createdAt,
    );
    expect(contato.embeds[0].description).toBe("Preciso de ajuda com a campanha.");
    expect(contato.embeds[0].fields.find((field) => field.name === "Empresa")?.value).toBe("não informado");
    const newsletter = buildWebhookPayload(lead("newsletter", { email: "leitor@gmail.com" }), 4, createdAt);
    expect(newsletter.content).toBe("📰 Nova inscrição na newsletter!");
    expect(newsletter.embeds[0].fields).toEqual([{ name: "E-mail", value: "leitor@gmail.com", inline: true }]);
  });

  it("makes mentions and markdown inert", () => {
    const payload = buildWebhookPayload(
      lead("agendamento", {
        ...agendamento,
        name: "@everyone **URGENTE**",
        company: "<@123456> [clique](https://evil.example)",
        challenge: "@here `code` ||spoiler|| # título\n> citação",
      }),
      1,
      createdAt,
    );
    const serialized = JSON.stringify(payload.embeds[0].fields);
    expect(serialized).not.toMatch(/@everyone|@here/);
    expect(serialized).not.toMatch(/(?<!\\)\*\*/);
    expect(payload.embeds[0].fields[0]?.value).toBe("@\u200Beveryone \\*\\*URGENTE\\*\\*");
    expect(payload.embeds[0].fields[3]?.value).toBe("\\<@123456\\> \\[clique\\]\\(`https://evil.example`\\)");
    expect(payload.allowed_mentions.parse).toEqual([]);
  });

  it("cuts long values to the field limit and the whole embed to 6000 characters", () => {
    const challenge = "*".repeat(2000);
    const payload = buildWebhookPayload(
      lead("agendamento", { ...agendamento, name: "N".repeat(120), company: "_".repeat(120), challenge }),
      99,
      createdAt,
    );
    for (const field of payload.embeds[0].fields) {
      expect(field.value.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.fieldValue);
    }
    const challengeValue = payload.embeds[0].fields[7]?.value ?? "";
    expect(challengeValue.length).toBeGreaterThan(WEBHOOK_LIMITS.fieldValue - 3);
    expect(challengeValue.endsWith("…")).toBe(true);
    // An escaped "*" is "\*": the cut never leaves a dangling backslash.
    expect(challengeValue).toMatch(/^(\\\*)+…$/);
    expect(embedTotal(payload)).toBeLessThanOrEqual(WEBHOOK_LIMITS.total);
  });

  it("keeps a 4000-character contact message within the description and total limits", () => {
    const payload = buildWebhookPayload(
      lead("contato", {
        nome: "B".repeat(120),
        email: "b@x.com",
        telefone: "2133334444",
        empresa: "-".repeat(120),
        assunto: "outro",
        mensagem: "#".repeat(4000),
      }),
      5,
      createdAt,
    );
    expect(payload.embeds[0].description?.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.description);
    expect(embedTotal(payload)).toBeLessThanOrEqual(WEBHOOK_LIMITS.total);
  });
});

describe("truncate", () => {
  it("never splits an emoji", () => {
    const cut = truncate("😀".repeat(10), 6);
    expect(cut).toBe("😀😀…");
    expect(cut.length).toBeLessThanOrEqual(6);
  });

  it("leaves short text alone", () => {
    expect(truncate("abc", 3)).toBe("abc");
  });
});

describe("escapeChatText", () => {
  it("leaves e-mail addresses and plain words copyable", () => {
    expect(escapeChatText("maria.souza@loja.com.br")).toBe("maria.souza@loja.com.br");
    expect(escapeChatText("Olá, tudo bem?")).toBe("Olá, tudo bem?");
  });

  it("shows bare links as code, so the chat does not make them clickable", () => {
    expect(escapeChatText("Veja https://golpe.example/pix?x=1_2 agora")).toBe(
      "Veja `https://golpe.example/pix?x=1_2` agora",
    );
    expect(escapeChatText("www.golpe.example e discord.gg/abc123")).toBe("`www.golpe.example` e `discord.gg/abc123`");
    expect(escapeChatText("discord.com/invite/abc, HTTP://A.example")).toBe(
      "`discord.com/invite/abc,` `HTTP://A.example`",
    );
    expect(escapeChatText("Loja:https://a.example")).toBe("Loja:`https://a.example`");
  });

  it("ends a link at markdown punctuation, which stays escaped text", () => {
    expect(escapeChatText("<https://a.example>")).toBe("\\<`https://a.example`\\>");
    expect(escapeChatText("`https://a.example`")).toBe("\\``https://a.example`\\`");
    expect(escapeChatText("https://a.example\\@everyone")).toBe("`https://a.example`\\\\@\u200Beveryone");
  });
});

describe("links in a cut value", () => {
  it("drops a link the cut would split, instead of leaving half of it clickable", () => {
    const value = escapeChatText(`${"a".repeat(20)} https://golpe.example/${"x".repeat(40)}`);
    const cut = truncate(value, 40);
    expect(cut).toBe(`${"a".repeat(20)} …`);
  });

  it("keeps a whole link before the cut", () => {
    const value = escapeChatText(`https://a.example ${"b".repeat(40)}`);
    expect(truncate(value, 30)).toBe(`\`https://a.example\` ${"b".repeat(9)}…`);
  });
});

describe("campaign origin in the notification", () => {
  const consultoria = lead("consultoria", {
    nome: "Maria Souza",
    email: "maria@loja.com.br",
    whatsapp: "11987654321",
    empresa: "Loja da Maria",
    funcionarios: "6-15",
    investimento_mensal: "5000+",
  });
  const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "Cj0KCQ" };

  it("ends the description with one Origem line and leaves title and fields as they are", () => {
    const plain = buildWebhookPayload(consultoria, 42, createdAt);
    const payload = buildWebhookPayload(consultoria, 42, createdAt, campaign);
    expect(payload.embeds[0].description).toBe("Origem: google / cpc / black\\-friday · gclid");
    expect({ ...payload.embeds[0], description: undefined }).toEqual({ ...plain.embeds[0], description: undefined });
    expect(payload.content).toBe(plain.content);
  });

  it("says nothing when the lead came without attribution", () => {
    expect(buildWebhookPayload(consultoria, 42, createdAt, null).embeds[0].description).toBeUndefined();
    expect(buildWebhookPayload(consultoria, 42, createdAt, { landing_path: "/" }).embeds[0]).not.toHaveProperty(
      "description",
    );
  });

  it("follows the contact message after a blank line, and survives the cut of a long message", () => {
    const contato = lead("contato", {
      nome: "B".repeat(120),
      email: "b@x.com",
      telefone: "2133334444",
      empresa: "-".repeat(120),
      assunto: "outro",
      mensagem: "#".repeat(4000),
    });
    const payload = buildWebhookPayload(contato, 5, createdAt, { referrer: "https://www.instagram.com/p/abc" });
    const description = payload.embeds[0].description ?? "";
    expect(description.endsWith("…\n\nOrigem: `www.instagram.com`")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.description);
    expect(embedTotal(payload)).toBeLessThanOrEqual(WEBHOOK_LIMITS.total);
  });

  it("makes the campaign text inert like any visitor text", () => {
    const payload = buildWebhookPayload(consultoria, 1, createdAt, { utm_source: "@everyone **x**" });
    expect(payload.embeds[0].description).toBe("Origem: @\u200Beveryone \\*\\*x\\*\\*");
  });
});
