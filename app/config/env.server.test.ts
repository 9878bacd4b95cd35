import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessFromEnv, ConfigError, configuredDestinations, loadEnv, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("starts with defaults on an empty environment (npm start needs nothing)", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LEADS_RATE_LIMIT: 5,
      MAX_CONNECTIONS: 1000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.WEBHOOK_URL).toBeUndefined();
  });

  it("treats empty strings as unset, as .env files write them", () => {
    expect(parseEnv({ WEBHOOK_URL: "", DATABASE_URL: "" }).WEBHOOK_URL).toBeUndefined();
  });

  it("drops a trailing slash from SITE_URL so canonical URLs have one slash", () => {
    expect(parseEnv({ SITE_URL: "https://exemplo.com.br/" }).SITE_URL).toBe("https://exemplo.com.br");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SITE_URL", "exemplo.com.br"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["WEBHOOK_URL", "not a url"],
    ["LEADS_RATE_LIMIT", "0"],
    ["MAX_CONNECTIONS", "0"],
    ["MAX_CONNECTIONS", "muitas"],
    ["RENDER_WORKERS", "-1"],
    ["RENDER_WORKERS", "1.5"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "10.0.0.1, proxy.example"],
    ["METRICS_TOKEN", "short"],
    ["BUSINESS_CNPJ", "00.000.000/0001-00"],
    ["BUSINESS_CNPJ", "11.222.333/0001-82"],
    ["BUSINESS_STATE", "São Paulo"],
    ["BUSINESS_POSTAL_CODE", "0131-100"],
    ["WHATSAPP_NUMBER", "98765-4321"],
    ["WHATSAPP_NUMBER", "fale comigo"],
    ["CONTACT_EMAIL", "contato@"],
    ["SPECIALIST_PHOTO", "especialista.jpg"],
    ["SPECIALIST_PHOTO", "/images/especialista.svg"],
    ["SPECIALIST_SOCIAL_URL", "http://instagram.com/x"],
    ["CHECKOUT_URL", "pay.exemplo.com.br"],
    ["SMTP_URL", "https://mail.exemplo.com.br"],
    ["LEAD_EMAIL_TO", "comercial@, dono@exemplo.com.br"],
    ["LEAD_EMAIL_FROM", "Site <leads@>"],
    ["META_PIXEL_ID", "pixel-123"],
    ["META_CAPI_TOKEN", "curto"],
    ["META_TEST_EVENT_CODE", "TEST 123"],
    ["META_API_URL", "graph.facebook.com"],
    ["GOOGLE_ADS_FEED_USER", "google:ads"],
    ["GOOGLE_ADS_FEED_PASSWORD", "curta"],
  ])("rejects %s=%s with one line naming the variable", (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
    expect(message).not.toContain("\n");
  });

  it("leaves the render workers to the machine by default, none when set to 0", () => {
    expect(parseEnv({}).RENDER_WORKERS).toBeUndefined();
    expect(parseEnv({ RENDER_WORKERS: "0" }).RENDER_WORKERS).toBe(0);
    expect(parseEnv({ RENDER_WORKERS: "3" }).RENDER_WORKERS).toBe(3);
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxy addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback,2001:db8::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
      "2001:db8::1",
    ]);
  });

  it("refuses TRUST_PROXY=true and says what to write instead", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: use the number of proxies .*\(e\.g\. 1\)/);
  });

  it("points at the Banco Central's services by default, and takes a mirror's scheme and host", () => {
    expect(parseEnv({})).toMatchObject({
      BCB_OLINDA_URL: "https://olinda.bcb.gov.br",
      BCB_DOWNLOAD_URL: "https://www4.bcb.gov.br",
      BCB_SGS_URL: "https://api.bcb.gov.br",
    });
    expect(parseEnv({ BCB_OLINDA_URL: "http://127.0.0.1:3214/", BCB_SGS_URL: "http://127.0.0.1:3214" })).toMatchObject({
      BCB_OLINDA_URL: "http://127.0.0.1:3214",
      BCB_SGS_URL: "http://127.0.0.1:3214",
    });
    expect(() => parseEnv({ BCB_SGS_URL: "https://api.bcb.gov.br/dados/serie" })).toThrow(
      "Invalid configuration: BCB_SGS_URL: use only the scheme and host, e.g. https://olinda.bcb.gov.br",
    );
    expect(() => parseEnv({ BCB_OLINDA_URL: "ftp://olinda.bcb.gov.br" })).toThrow(
      /^Invalid configuration: BCB_OLINDA_URL/,
    );
  });

  it("keeps METRICS_TOKEN unset by default", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toBe("a".repeat(32));
  });
});

describe("lead destinations", () => {
  const email = {
    SMTP_URL: "smtps://leads%40exemplo.com.br:s%C3%AAnha%2F1@smtp.exemplo.com.br:465",
    LEAD_EMAIL_TO: "comercial@exemplo.com.br; dono@exemplo.com.br",
    LEAD_EMAIL_FROM: '"Site da agência" <leads@exemplo.com.br>',
  };
  const meta = { META_PIXEL_ID: "123456789012345", META_CAPI_TOKEN: "EAAB".padEnd(40, "x") };
  const feed = { GOOGLE_ADS_FEED_USER: "google-ads", GOOGLE_ADS_FEED_PASSWORD: "f".repeat(24) };

  it("configures none by default, with Google Ads conversion names and the Graph API host ready", () => {
    const env = parseEnv({});
    expect(configuredDestinations(env)).toEqual({
      chat: false,
      email: false,
      meta: false,
      googleAds: false,
      push: false,
    });
    expect(env.META_API_URL).toBe("https://graph.facebook.com");
    expect(env.GOOGLE_ADS_LEAD_CONVERSION).toBe("Lead do site");
    expect(env.GOOGLE_ADS_WON_CONVERSION).toBe("Contrato fechado");
  });

  it("reads the e-mail recipients as a list and the sender with its name", () => {
    const env = parseEnv({ ...email, ...meta, ...feed, WEBHOOK_URL: "https://chat.exemplo.com/hook/1/abc" });
    expect(env.LEAD_EMAIL_TO).toEqual(["comercial@exemplo.com.br", "dono@exemplo.com.br"]);
    expect(env.LEAD_EMAIL_FROM).toEqual({ name: "Site da agência", address: "leads@exemplo.com.br" });
    expect(parseEnv({ ...email, LEAD_EMAIL_FROM: "leads@exemplo.com.br" }).LEAD_EMAIL_FROM).toEqual({
      address: "leads@exemplo.com.br",
    });
    expect(configuredDestinations(env)).toEqual({ chat: true, email: true, meta: true, googleAds: true, push: false });
  });

  it.each([
    [{ SMTP_URL: email.SMTP_URL, LEAD_EMAIL_TO: email.LEAD_EMAIL_TO }, "LEAD_EMAIL_FROM"],
    [{ LEAD_EMAIL_TO: email.LEAD_EMAIL_TO }, "SMTP_URL"],
    [{ META_CAPI_TOKEN: meta.META_CAPI_TOKEN }, "META_PIXEL_ID"],
    [{ GOOGLE_ADS_FEED_USER: "google-ads" }, "GOOGLE_ADS_FEED_PASSWORD"],
  ])("wants a destination's variables together (%o)", (partial, missing) => {
    expect(() => parseEnv(partial)).toThrow(
      new RegExp(`^Invalid configuration: ${missing}: set it too, or none of [A-Z_, ]+ \\(they work together\\)$`),
    );
  });

  it("never repeats a secret in its error", () => {
    const secret = "s3nh4-que-nao-pode-vazar";
    for (const bad of [{ SMTP_URL: `http://u:${secret}@x` }, { META_CAPI_TOKEN: `${secret} com espaço` }]) {
      expect(() => parseEnv(bad)).toThrow(ConfigError);
      expect(() => parseEnv(bad)).not.toThrow(new RegExp(secret));
    }
  });
});

describe("business identity", () => {
  const complete = {
    BUSINESS_LEGAL_NAME: "Vértice Performance Marketing Digital Ltda.",
    BUSINESS_CNPJ: "11222333000181",
    BUSINESS_STREET: "Av. Paulista, 1000",
    BUSINESS_DISTRICT: "Bela Vista",
    BUSINESS_CITY: "São Paulo",
    BUSINESS_STATE: "sp",
    BUSINESS_POSTAL_CODE: "01310100",
    BUSINESS_PHONE: "(11) 3000-4000",
    WHATSAPP_NUMBER: "+55 (11) 98765-4321",
    CONTACT_EMAIL: "contato@exemplo.com.br",
    SPECIALIST_NAME: "Ana Ribeiro",
    SPECIALIST_SOCIAL_URL: "https://www.instagram.com/ana.trafego/",
    SPECIALIST_SOCIAL_HANDLE: "ana.trafego",
    CHECKOUT_URL: "https://pay.exemplo.com.br/oferta",
  };

  it("is empty by default: nothing invented, nothing to hide", () => {
    expect(businessFromEnv(parseEnv({}))).toEqual({ emails: {}, specialist: { monogram: "VP" } });
  });

  it("normalises what the operator typed into what the pages show", () => {
    expect(businessFromEnv(parseEnv(complete))).toEqual({
      legalName: "Vértice Performance Marketing Digital Ltda.",
      cnpj: "11.222.333/0001-81",
      address: {
        street: "Av. Paulista, 1000",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        postalCode: "01310-100",
      },
      phone: "551130004000",
      whatsappNumber: "5511987654321",
      emails: {
        contact: "contato@exemplo.com.br",
        privacy: "contato@exemplo.com.br",
        support: "contato@exemplo.com.br",
      },
      specialist: {
        name: "Ana Ribeiro",
        monogram: "AR",
        social: { url: "https://www.instagram.com/ana.trafego/", handle: "@ana.trafego", network: "no Instagram" },
      },
      checkoutUrl: "https://pay.exemplo.com.br/oferta",
    });
  });

  it("keeps the privacy and support e-mails apart when they are set", () => {
    const { emails } = businessFromEnv(
      parseEnv({
        CONTACT_EMAIL: "a@exemplo.com.br",
        PRIVACY_EMAIL: "p@exemplo.com.br",
        SUPPORT_EMAIL: "s@exemplo.com.br",
      }),
    );
    expect(emails).toEqual({ contact: "a@exemplo.com.br", privacy: "p@exemplo.com.br", support: "s@exemplo.com.br" });
  });

  it("reads Brazilian numbers with or without the country code, and foreign ones after a +", () => {
    for (const typed of ["11987654321", "(11) 98765-4321", "+55 11 98765-4321", "5511987654321"]) {
      expect(parseEnv({ WHATSAPP_NUMBER: typed }).WHATSAPP_NUMBER, typed).toBe("5511987654321");
    }
    expect(parseEnv({ WHATSAPP_NUMBER: "+1 415 555 2671" }).WHATSAPP_NUMBER).toBe("14155552671");
  });

  it("shows an address whole or not at all", () => {
    expect(() => parseEnv({ BUSINESS_STREET: "Av. Paulista, 1000", BUSINESS_CITY: "São Paulo" })).toThrow(
      /^Invalid configuration: BUSINESS_STATE: set it too, or none of /,
    );
    expect(() => parseEnv({ BUSINESS_DISTRICT: "Bela Vista" })).toThrow(/^Invalid configuration: BUSINESS_DISTRICT: /);
  });

  it("names a CNPJ with wrong check digits in one line", () => {
    expect(() => parseEnv({ BUSINESS_CNPJ: "00.000.000/0001-00" })).toThrow(
      "Invalid configuration: BUSINESS_CNPJ: not a valid CNPJ (14 characters, check digits verified), e.g. 11.222.333/0001-81",
    );
  });
});

describe("loadEnv", () => {
  function inFolder(dotEnv: string | null, run: (cwd: string) => void): void {
    const cwd = mkdtempSync(path.join(os.tmpdir(), "env-"));
    try {
      if (dotEnv !== null) writeFileSync(path.join(cwd, ".env"), dotEnv);
      run(cwd);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }

  it("reads .env in the working directory for what the environment leaves unset", () => {
    inFolder("DATA_DIR=/srv/leads\nDATABASE_URL=postgres://app@db/site\nPORT=8080\n", (cwd) => {
      const env = loadEnv({ cwd, source: { PORT: "9090" } });
      expect(env.DATA_DIR).toBe("/srv/leads");
      expect(env.DATABASE_URL).toBe("postgres://app@db/site");
      expect(env.PORT).toBe(9090);
    });
  });

  it("works without a .env file and validates what it reads", () => {
    inFolder(null, (cwd) => expect(loadEnv({ cwd, source: {} }).DATA_DIR).toBe("./data"));
    inFolder("TRUST_PROXY=true\n", (cwd) => {
      expect(() => loadEnv({ cwd, source: {} })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
    });
  });
});
