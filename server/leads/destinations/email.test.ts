import { afterEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "#tests/fake-smtp";
import { consultoriaLead } from "#tests/factories";
import { FAST_OUTBOX, freshStorage, postLead, SITE_URL, startLeadsServer, type LeadsServer } from "#tests/lead-harness";
import type { StoredLead } from "../../db/stored-lead";
import { buildLeadEmail } from "./lead-email";

function stored(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: 42,
    form: "agendamento",
    submissionId: "s",
    data: {
      nome: "João Araújo",
      email: "joao@padaria.com.br",
      whatsapp: "(11) 98765-4321",
      empresa: "Padaria Pão & Cia",
      setor: "alimentacao",
      faturamento: "10k-50k",
      desafio: "Vendo pouco pelo Instagram\n<b>e</b> o custo por venda subiu",
      melhor_horario: "tarde (12h-18h)",
    },
    email: "joao@padaria.com.br",
    ip: null,
    userAgent: null,
    createdAt: Date.parse("2026-11-26T17:05:00Z"),
    attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "Cj0KCQ" },
    adsConsent: null,
    pagePath: "/comece-agora",
    ...overrides,
  };
}

describe("buildLeadEmail", () => {
  it("lists the form's fields under the chat's labels, the campaign and the lead's page in the panel", () => {
    const email = buildLeadEmail(stored(), SITE_URL);
    expect(email?.subject).toBe("Novo lead: João Araújo (Padaria Pão & Cia)");
    expect(email?.text.split("\n")).toEqual([
      "Agendamento de consultoria — lead #42",
      "Recebido em 26/11/2026, 14:05 (horário de Brasília)",
      "",
      "Nome: João Araújo",
      "E-mail: joao@padaria.com.br",
      "WhatsApp: (11) 98765-4321",
      "Empresa: Padaria Pão & Cia",
      "Setor: Alimentação",
      "Faturamento: De R$ 10 mil a R$ 50 mil por mês",
      "Melhor horário: Tarde (12h-18h)",
      "Principal desafio:",
      "Vendo pouco pelo Instagram",
      "<b>e</b> o custo por venda subiu",
      "",
      "",
      "Origem: google / cpc / black-friday · gclid",
      "",
      `Ver o lead no painel: ${SITE_URL}/painel/leads/42`,
      "",
      "Responda a este e-mail para escrever direto para João Araújo.",
    ]);
    expect(email?.replyTo).toEqual({ name: "João Araújo", address: "joao@padaria.com.br" });
    expect(email?.messageId).toBe("<lead-42.s@www.agencia-teste.com.br>");
  });

  it("escapes what the visitor typed in the HTML version", () => {
    const html = buildLeadEmail(stored(), SITE_URL)?.html ?? "";
    expect(html).toContain("&#60;b&#62;e&#60;/b&#62; o custo por venda subiu");
    expect(html).toContain("Padaria Pão &#38; Cia");
    expect(html).not.toContain("<b>e</b>");
    expect(html).toContain(`<a href="${SITE_URL}/painel/leads/42"`);
  });

  it("names the newsletter sign-up by its e-mail, and leaves a company out when there is none", () => {
    const newsletter = stored({ form: "newsletter", data: { email: "leitor@x.com" }, email: "leitor@x.com" });
    expect(buildLeadEmail(newsletter, SITE_URL)?.subject).toBe("Nova inscrição na newsletter: leitor@x.com");
    const contact = stored({
      form: "contato",
      data: {
        nome: "Ana",
        email: "ana@x.com",
        telefone: "11 3000-4000",
        empresa: "",
        assunto: "duvidas",
        mensagem: "Olá!",
      },
    });
    expect(buildLeadEmail(contact, SITE_URL)?.subject).toBe("Novo lead: Ana");
  });

  it("sets no Reply-To when the stored address could carry header syntax", () => {
    for (const email of ["a@b.com\r\nBcc: roubo@x.com", "a@b.com, roubo@x.com", '"x"@b.com', "a@b.com>"]) {
      expect(buildLeadEmail(stored({ email }), SITE_URL)?.replyTo).toBeNull();
    }
  });
});

describe("e-mail destination with a real SMTP server", () => {
  const cleanups: (() => Promise<void> | void)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(smtp: FakeSmtp, smtpUrl = smtp.url): Promise<LeadsServer> {
    const storage = await freshStorage(null);
    cleanups.push(() => storage.dispose());
    const server = await startLeadsServer(storage, {
      env: {
        SMTP_URL: smtpUrl,
        LEAD_EMAIL_TO: "comercial@agencia-teste.com.br, dono@agencia-teste.com.br",
        LEAD_EMAIL_FROM: "Site da agência <leads@agencia-teste.com.br>",
        LEADS_RATE_LIMIT: "1000",
      },
      options: FAST_OUTBOX,
    });
    cleanups.push(() => server.stop());
    return server;
  }

  async function fakeSmtp(): Promise<FakeSmtp> {
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    return smtp;
  }

  it("sends one message per lead: headers, fields, accents and the Reply-To of the lead", async () => {
    const smtp = await fakeSmtp();
    const server = await setup(smtp);
    const data = consultoriaLead({
      nome: "Conceição Araújo",
      empresa: "Ótica Visão Ímpar",
      email: "conceicao@otica.com.br",
    });
    const { body } = await postLead(server.url, { data });
    await smtp.waitFor(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    if (!mail) throw new Error("no message");

    expect(mail.mailFrom).toBe("leads@agencia-teste.com.br");
    expect(mail.rcptTo).toEqual(["comercial@agencia-teste.com.br", "dono@agencia-teste.com.br"]);
    expect(mail.parsed.subject).toBe("Novo lead: Conceição Araújo (Ótica Visão Ímpar)");
    expect(mail.parsed.from?.value).toEqual([{ name: "Site da agência", address: "leads@agencia-teste.com.br" }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: "Conceição Araújo", address: "conceicao@otica.com.br" }]);
    const submission = (await server.store.getLead(Number(body.id)))?.submissionId;
    expect(mail.parsed.messageId).toBe(`<lead-${String(body.id)}.${submission}@www.agencia-teste.com.br>`);
    expect(mail.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.parsed.text).toContain("Investimento mensal: De R$ 1.000 a R$ 3.000 por mês");
    expect(mail.parsed.text).toContain(`Ver o lead no painel: ${SITE_URL}/painel/leads/${String(body.id)}`);
    expect(mail.parsed.html).toContain("Ótica Visão Ímpar");
    // On the wire the accents travel encoded: an RFC 2047 subject, UTF-8 bodies in a 7-bit-safe transfer encoding.
    const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(head).toMatch(/^[\t\r\n -~]*$/);
    expect(mail.raw).toMatch(
      /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: (quoted-printable|base64)/i,
    );

    await expect
      .poll(async () => (await server.outbox.deliveries(Number(body.id))).find((row) => row.destination === "email"))
      .toMatchObject({ status: "sent", log: [{ outcome: "sent", statusCode: 250, error: null }] });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives lead #1 of two databases (a restore, a reset, a second install) different Message-IDs", async () => {
    // A mailbox silently drops a message whose Message-ID it already holds: the lead's number alone repeats.
    const smtp = await fakeSmtp();
    for (let database = 0; database < 2; database += 1) {
      const server = await setup(smtp);
      const { body } = await postLead(server.url);
      expect(body.id).toBe(1);
      await smtp.waitFor(() => smtp.received.length === database + 1);
    }
    const [first, second] = smtp.received.map((mail) => mail.parsed.messageId);
    expect(first).toMatch(/^<lead-1\.[0-9a-f-]{36}@www\.agencia-teste\.com\.br>$/);
    expect(second).toMatch(/^<lead-1\./);
    expect(second).not.toBe(first);
  });

  it("never lets a stored address or name add a header or a recipient", async () => {
    const smtp = await fakeSmtp();
    const server = await setup(smtp);
    // Stored directly, as a bug or a database edit could leave it: the schemas would never accept it.
    await server.store.insertLeads([
      {
        form: "consultoria",
        submissionId: crypto.randomUUID(),
        data: consultoriaLead({
          nome: "Eva\r\nBcc: roubo@golpe.example",
          email: "eva@x.com\r\nBcc: roubo@golpe.example",
        }),
        email: "eva@x.com\r\nBcc: roubo@golpe.example",
        ip: null,
        userAgent: null,
        createdAt: Date.now(),
        destinations: ["email"],
      },
    ]);
    await smtp.waitFor(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual(["comercial@agencia-teste.com.br", "dono@agencia-teste.com.br"]);
    const head = mail?.raw.slice(0, mail.raw.indexOf("\r\n\r\n")) ?? "";
    expect(head).not.toMatch(/^(Bcc|Cc):/im);
    expect(head).not.toMatch(/^Reply-To:/im);
    expect(mail?.parsed.bcc).toBeUndefined();
    expect(mail?.parsed.subject).toBe("Novo lead: Eva Bcc: roubo@golpe.example (Loja Teste)");
  });

  it("retries what the server asks to retry (451) and gives up at once on a refusal (550)", async () => {
    const smtp = await fakeSmtp();
    smtp.reply((tryNumber) =>
      tryNumber === 1 ? { code: 451, message: "4.7.1 Greylisted, try again later" } : { accept: true },
    );
    const server = await setup(smtp);
    const first = await postLead(server.url);
    await smtp.waitFor(() => smtp.received.length === 1);
    await expect
      .poll(async () => (await server.outbox.deliveries(Number(first.body.id)))[1]?.log.map((row) => row.outcome))
      .toEqual(["failed", "sent"]);
    // The retry is the same message: the same Message-ID as the try the server turned away.
    expect(smtp.triedMessageIds).toEqual([smtp.received[0]?.parsed.messageId, smtp.received[0]?.parsed.messageId]);

    smtp.reply(() => ({ code: 550, message: "5.1.1 Mailbox does not exist" }));
    const second = await postLead(server.url);
    await expect
      .poll(async () => (await server.outbox.deliveries(Number(second.body.id)))[1])
      .toMatchObject({ status: "dead", log: [{ outcome: "dead", statusCode: 550 }] });
    const dead = server.logs.find((log) => log.level === 50 && String(log.msg).startsWith("lead notification dead"));
    expect(dead?.msg).toContain("fix SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM");
  });

  it("marks the e-mail dead when the login is refused, without the password in the error or the logs", async () => {
    const smtp = await fakeSmtp();
    const wrong = smtp.url.replace(encodeURIComponent(smtp.password), encodeURIComponent("senha-errada-123"));
    const server = await setup(smtp, wrong);
    const { body } = await postLead(server.url);
    await expect
      .poll(async () => (await server.outbox.deliveries(Number(body.id)))[1])
      .toMatchObject({ status: "dead", log: [{ outcome: "dead", statusCode: 535 }] });
    const [, delivery] = await server.outbox.deliveries(Number(body.id));
    expect(delivery?.lastError).toBe(
      "the SMTP server refused the login (535): check the user and password in SMTP_URL",
    );
    const everything = JSON.stringify(server.logs) + JSON.stringify(delivery);
    for (const secret of ["senha-errada-123", encodeURIComponent("senha-errada-123")]) {
      expect(everything).not.toContain(secret);
    }
    expect(smtp.received).toHaveLength(0);
  });
});
