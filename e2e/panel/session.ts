import type { BrowserContext, Page } from "@playwright/test";
import { sessionCookie } from "#server/panel/session-cookie";
import { newToken, tokenHash } from "#server/panel/tokens";
import { database } from "./helpers";

/**
 * Signed in without the sign-in form: the session row a successful sign-in leaves (server/panel/sign-in.ts, through
 * sessions.ts `startSession`) is written straight into the server's database, and its cookie handed to the browser.
 * Signing in through the form runs scrypt at OWASP's cost, a second or more per sign-in, which the specs that test
 * the form and the journeys (panel/journey.spec.ts, panel/owner-journey.spec.ts, panel/security.spec.ts,
 * no-javascript.spec.ts) pay and the others need not.
 */

/** A new session for the member with `email` (made by `addMember`); the session cookie's value for it. */
export async function sessionFor(email: string, siteUrl: string, dataDir = process.env.E2E_DATA_DIR): Promise<string> {
  const token = newToken();
  const db = database(false, dataDir);
  try {
    const now = Date.now();
    // Immediate: the write lock is taken (or waited for) first. A transaction that reads first and writes then fails
    // at once ("database is locked") when the server wrote in between, which a busy run makes likely.
    db.transaction(() => {
      const user = db.prepare("select id from users where email = ? and removed_at is null").get(email) as
        { id: number } | undefined;
      if (!user) throw new Error(`no member ${email} in ${dataDir}`);
      db.prepare("update users set last_sign_in_at = ? where id = ?").run(now, user.id);
      db.prepare(
        "insert into sessions (id, user_id, created_at, last_seen_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)",
      ).run(tokenHash(token), user.id, now, now, "127.0.0.1", "Playwright (e2e/panel/session.ts)");
    }).immediate();
  } finally {
    db.close();
  }
  const value = /^[^=]+=([^;]*)/.exec(await sessionCookie(siteUrl).serialize(token))?.[1];
  if (!value) throw new Error("the session cookie did not serialize");
  return value;
}

/** Gives the browser context a session of the member's (the server's own cookie name for `siteUrl`). */
export async function addSessionCookie(
  context: BrowserContext,
  email: string,
  siteUrl: string,
  dataDir = process.env.E2E_DATA_DIR,
) {
  const value = await sessionFor(email, siteUrl, dataDir);
  await context.addCookies([{ name: sessionCookie(siteUrl).name, value, url: siteUrl }]);
}

/** Signed in as the member and on the panel's inbox, where the sign-in form leads (`signIn` in ./helpers). */
export async function signInAs(page: Page, email: string, siteUrl: string, dataDir = process.env.E2E_DATA_DIR) {
  await addSessionCookie(page.context(), email, siteUrl, dataDir);
  await page.goto(new URL("/painel", siteUrl).href);
}
