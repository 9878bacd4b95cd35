import nodemailer from "nodemailer";
import { site } from "#app/config/site";
import type { Mailbox } from "#app/config/env.server";
import type { SummaryEmail } from "#app/features/panel/follow-up-summary-email";

/**
 * The daily summary's e-mail, sent through the team's SMTP server
 * (SMTP_URL, from LEAD_EMAIL_FROM) with the e-mail destination's Nodemailer
 * settings (server/leads/destinations/email.ts), to one member at a time.
 */

export interface SummaryMailer {
  send(to: Mailbox, email: SummaryEmail): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 30_000;

export function createSummaryMailer(settings: { smtpUrl: string; from: Mailbox }): SummaryMailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: TIMEOUT_MS,
    // Nothing of ours attaches files or URLs: a stored value can never make Nodemailer read one.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(to, email) {
      await transport.sendMail({
        from: { name: settings.from.name ?? `${site.brand} (painel)`, address: settings.from.address },
        to: to.name ? { name: to.name, address: to.address } : to.address,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // RFC 3834: an automatic message, so vacation replies and auto-responders leave it alone.
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close() {
      transport.close();
    },
  };
}
