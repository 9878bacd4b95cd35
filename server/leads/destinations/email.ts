import nodemailer, { type Transporter } from "nodemailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import { site } from "#app/config/site";
import type { Mailbox } from "#app/config/env.server";
import { urlSecrets } from "../../secrets";
import type { Sender, SendOutcome } from "../outbox-worker";
import { buildLeadEmail } from "./lead-email";

/**
 * The team's e-mail (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM): one message
 * per lead, sent by Nodemailer. SMTP answers map onto the outbox's outcomes:
 * 2xx sent; 4xx (greylisting, a full mailbox for now) retried; 5xx and a
 * refused login dead at once, with the setting to fix; no answer retried.
 */

export interface EmailSettings {
  smtpUrl: string;
  to: readonly string[];
  from: Mailbox;
  siteUrl: string;
}

/** Seconds to open the connection and to hear the greeting: far less than a message's whole timeout. */
const CONNECT_TIMEOUT_MS = 10_000;

function smtpError(error: unknown): SMTPConnection.SMTPError {
  return error instanceof Error ? error : new Error(String(error));
}

/** The outbox outcome of a failed sendMail. */
export function emailFailure(error: unknown): SendOutcome {
  const { code, responseCode, message } = smtpError(error);
  const statusCode = typeof responseCode === "number" ? responseCode : null;
  if (code === "EAUTH") {
    return {
      kind: "rejected",
      reason: `the SMTP server refused the login${statusCode ? ` (${statusCode})` : ""}: check the user and password in SMTP_URL`,
      statusCode,
    };
  }
  if (statusCode !== null && statusCode >= 500) {
    return { kind: "rejected", reason: `the SMTP server refused the message: ${message}`, statusCode };
  }
  return {
    kind: "failed",
    reason:
      statusCode !== null
        ? `the SMTP server asked to retry: ${message}`
        : `SMTP error (${code ?? "no code"}): ${message}`,
    // Given up waiting, the server may still have queued the message.
    mayHaveLanded: code === "ETIMEDOUT",
    statusCode,
  };
}

export function createEmailSender(settings: EmailSettings): Sender {
  let transport: Transporter<SMTPConnection.SentMessageInfo> | null = null;

  function transportFor(timeoutMs: number) {
    transport ??= nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, timeoutMs),
      greetingTimeout: Math.min(CONNECT_TIMEOUT_MS, timeoutMs),
      socketTimeout: timeoutMs,
      // Nothing of ours attaches files or URLs: a stored value can never make Nodemailer read one.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return transport;
  }

  return {
    destination: "email",
    settings: "SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM",
    secrets: urlSecrets(settings.smtpUrl),
    async send(notification, timeoutMs): Promise<SendOutcome> {
      const email = buildLeadEmail(notification.lead, settings.siteUrl);
      if (!email) return { kind: "rejected", reason: `unknown form "${notification.lead.form}"`, statusCode: null };
      try {
        const info = await transportFor(timeoutMs).sendMail({
          from: { name: settings.from.name ?? `${site.brand} (site)`, address: settings.from.address },
          to: [...settings.to],
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          // RFC 3834: an automatic message, so vacation replies and auto-responders leave it alone.
          headers: { "Auto-Submitted": "auto-generated" },
        });
        const code = /^(\d{3})/.exec(info.response)?.[1];
        return { kind: "sent", statusCode: code ? Number(code) : null };
      } catch (error) {
        return emailFailure(error);
      }
    },
    close() {
      transport?.close();
    },
  };
}
