import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { createLogger } from "./logger";
import { REDACTED, redact } from "./secrets";

describe("redact", () => {
  it("replaces a secret as typed, URL-encoded and JSON-escaped, and leaves short values alone", () => {
    const secret = 'p@ss"w/rd ç';
    const text = `a ${secret} b ${encodeURIComponent(secret)} c ${JSON.stringify(secret)}`;
    expect(redact(text, [secret, "abc"])).toBe(`a ${REDACTED} b ${REDACTED} c "${REDACTED}"`);
    expect(redact("abc abc", ["abc"])).toBe("abc abc");
  });
});

describe("createLogger", () => {
  it("writes no configured secret, whatever a log line carries", () => {
    const env = parseEnv({
      LOG_LEVEL: "info",
      SMTP_URL: "smtps://leads%40x.com.br:s%C3%AAnha%2F123@smtp.x.com.br:465",
      LEAD_EMAIL_TO: "a@x.com.br",
      LEAD_EMAIL_FROM: "b@x.com.br",
      META_PIXEL_ID: "123456789",
      META_CAPI_TOKEN: "EAAGmetaTokenSecreto0123456789",
      WEBHOOK_URL: "https://discord.com/api/webhooks/123/tokenDoWebhook987",
      GOOGLE_ADS_FEED_USER: "google-ads",
      GOOGLE_ADS_FEED_PASSWORD: "senhaDoFeedGoogleAds42",
      METRICS_TOKEN: "metricsTokenComTrintaCaracteres",
    });
    const lines: string[] = [];
    const logger = createLogger(
      env,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString("utf8"));
          done();
        },
      }),
    );
    logger.error(
      { err: new Error("login failed for sênha/123"), url: env.WEBHOOK_URL, token: env.META_CAPI_TOKEN },
      `feed password senhaDoFeedGoogleAds42, metrics metricsTokenComTrintaCaracteres, smtp ${env.SMTP_URL}`,
    );
    const written = lines.join("");
    for (const secret of [
      "sênha/123",
      "s%C3%AAnha%2F123",
      "EAAGmetaTokenSecreto0123456789",
      "tokenDoWebhook987",
      "senhaDoFeedGoogleAds42",
      "metricsTokenComTrintaCaracteres",
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain(REDACTED);
    expect(JSON.parse(written)).toMatchObject({ level: 50 });
  });
});
