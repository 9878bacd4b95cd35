import { site } from "#app/config/site";
import { escapeHtml, htmlEmail } from "#app/lib/email-html";
import { followUpBucket } from "./follow-up";
import type { MemberSummary, SummaryItem } from "./follow-up-summary";
import { firstName } from "./first-name";
import { panelPaths } from "./paths";
import { counted } from "./plural";
import { formatDate, formatDateTime } from "./time";

/**
 * The daily summary's message to one member, in pt-BR: plain text and a
 * simple HTML version. It names each lead by first name only (what the
 * team already sees on the panel's home), what to do, when, and the link.
 */

export interface SummaryEmail {
  subject: string;
  text: string;
  html: string;
}

/** "às 14:30", or "atrasado desde 25/11/2026 10:00". */
function whenOf(item: SummaryItem, now: number): string {
  if (followUpBucket(item.dueAt, now) === "atrasado") return `atrasado desde ${formatDateTime(item.dueAt)}`;
  return `às ${formatDateTime(item.dueAt).slice(11)}`;
}

export function summaryEmail(summary: MemberSummary, siteUrl: string, now: number): SummaryEmail {
  const { items } = summary;
  const overdue = items.filter((item) => followUpBucket(item.dueAt, now) === "atrasado").length;
  const count = counted(items.length, "contato", "contatos");
  const subject = `Seus próximos contatos de hoje (${formatDate(now)}): ${count}`;
  const greeting = firstName(summary.member.name);
  const opening = `${greeting ? `Olá, ${greeting}!` : "Olá!"} Você tem ${count} para hoje${
    overdue > 0 ? `, ${counted(overdue, "atrasado", "atrasados")}` : ""
  }.`;
  const lines = items.map((item) => ({
    item,
    label: `${item.what} · ${item.firstName} · ${whenOf(item, now)}`,
    url: `${siteUrl}${panelPaths.lead(item.leadId)}`,
  }));
  const footer = `Resumo diário do painel de ${site.brand}. O dono escolhe a hora em Resultados, no painel.`;
  const text = [opening, "", ...lines.map(({ label, url }) => `- ${label}\n  ${url}`), "", footer, ""].join("\n");
  const html = htmlEmail(subject, [
    `<p style="margin:0 0 16px">${escapeHtml(opening)}</p>`,
    '<ul style="margin:0 0 16px;padding-left:20px">',
    ...lines.map(
      ({ item, label, url }) =>
        `<li style="margin:0 0 8px${followUpBucket(item.dueAt, now) === "atrasado" ? ";color:#b42318" : ""}">` +
        `<a href="${escapeHtml(url)}" style="color:#2f3fb8">${escapeHtml(label)}</a></li>`,
    ),
    "</ul>",
    `<p style="margin:0;color:#555">${escapeHtml(footer)}</p>`,
  ]);
  return { subject, text, html };
}
