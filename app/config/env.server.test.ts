import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("starts with defaults on an empty environment (npm start needs nothing)", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", SITE_URL: "http://localhost:3000", DATA_DIR: "./data", LEADS_RATE_LIMIT: 5 });
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
    ["TRUST_PROXY", "yes"],
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

  it("reads TRUST_PROXY as a boolean", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });
});
