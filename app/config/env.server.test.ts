import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("starts with defaults on an empty environment (npm start needs nothing)", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LEADS_RATE_LIMIT: 5,
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
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "10.0.0.1, proxy.example"],
    ["METRICS_TOKEN", "short"],
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

  it("keeps METRICS_TOKEN unset by default", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toBe("a".repeat(32));
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
