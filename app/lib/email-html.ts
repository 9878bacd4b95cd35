/**
 * The HTML of the e-mails the server sends (the team's lead e-mail, the daily follow-up summary, "Lead atribuído
 * a você"): one escaping rule and one plain page, so every message looks alike and none lets stored text become
 * markup. Pure: no I/O.
 */

/** Text as HTML text or attribute value: visitor-written fields are hostile. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A whole message: `title` (escaped here) heads the document; `body` is HTML already built from escaped parts. */
export function htmlEmail(title: string, body: readonly string[]): string {
  return [
    "<!doctype html>",
    '<html lang="pt-BR"><head><meta charset="utf-8"><title>' + escapeHtml(title) + "</title></head>",
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    ...body,
    "</body></html>",
  ].join("\n");
}

/** The message's one call to action, a link styled as a button (mail clients ignore forms and scripts). */
export function htmlButton(url: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;` +
    `border-radius:6px;background:#2f3fb8;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`
  );
}
