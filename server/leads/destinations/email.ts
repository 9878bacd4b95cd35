import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import { site } from "#app/config/site";
import type { Mailbox } from "#app/config/env.server";
import { assignedEmail } from "#app/features/panel/assigned-email";
import type { ClaimedNotification } from "../../db/outbox";
import type { Database } from "../../db/schema";
import { assignedChange } from "../../panel/assigned-leads";
import { urlSecrets } from "../../secrets";
import type { Sender, SendOutcome } from "../outbox-worker";
import { buildLeadEmail, messageIdOf } from "./lead-email";

/**
 * The team's e-mail (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM): one message
 * per lead, sent by Nodemailer; and, for a change of responsible member made
 * by another member, one message to the member given the leads, at their own
 * address ("Lead atribuído a você", docs/decisions/081). SMTP answers map onto
 * the outbox's outcomes: 2xx sent; 4xx (greylisting, a full mailbox for now)
 * retried; 5xx and a refused login dead at once, with the setting to fix; no
 * answer retried.
 */

export interface EmailSettings {
  smtpUrl: string;
  to: readonly string[];
  from: Mailbox;
  siteUrl: string;
  /** Where an 'assigned' row's member and leads are read (server/panel/assigned-leads.ts). */
  db: Kysely<Database>;
}

/** What one try hands to Nodemailer, beside the headers every message carries. */
type Message = Pick<Mail.Options, "from" | "to" | "replyTo" | "subject" | "text" | "html" | "messageId">;

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

  /** The team's message announcing the row's lead. */
  function teamMessage(notification: ClaimedNotification): Message | SendOutcome {
    const email = buildLeadEmail(notification.lead, settings.siteUrl);
    if (!email) return { kind: "rejected", reason: `unknown form "${notification.lead.form}"`, statusCode: null };
    return {
      from: { name: settings.from.name ?? `${site.brand} (site)`, address: settings.from.address },
      to: [...settings.to],
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
    };
  }

  /**
   * "Lead atribuído a você" to the member the row's change names; only the leads still theirs now count. Null:
   * nobody left to tell (the leads are no longer theirs, or they left the team), so the row is done.
   */
  async function memberMessage(notification: ClaimedNotification): Promise<Message | null> {
    if (notification.auditId === null) throw new Error("an assignment e-mail without its audit event");
    const change = await assignedChange(settings.db, notification.auditId);
    if (change === null) return null;
    const email = assignedEmail({
      member: change.member,
      assignedBy: change.by,
      leads: change.leads,
      siteUrl: settings.siteUrl,
    });
    return {
      from: { name: settings.from.name ?? `${site.brand} (painel)`, address: settings.from.address },
      to: { name: change.member.name, address: change.member.email },
      subject: email.subject,
      text: email.text,
      html: email.html,
      // The row's own: every try of it alike, and apart from the lead's team message and other changes.
      messageId: messageIdOf(`atribuido-${notification.id}`, notification.lead.submissionId, settings.siteUrl),
    };
  }

  return {
    destination: "email",
    settings: "SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM",
    secrets: urlSecrets(settings.smtpUrl),
    async send(notification, timeoutMs): Promise<SendOutcome> {
      const message = notification.event === "assigned" ? await memberMessage(notification) : teamMessage(notification);
      if (message === null) return { kind: "sent", statusCode: null };
      if ("kind" in message) return message;
      try {
        const info = await transportFor(timeoutMs).sendMail({
          ...message,
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
