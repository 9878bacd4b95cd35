import { panelMessages } from "#app/features/panel/messages";
import { panelPaths } from "#app/features/panel/paths";
import type { InvitationKind } from "../db/schema";
import { recordAudit } from "./audit";
import { AccountQueries, type AccountsOptions } from "./account-queries";
import { HasherBusyError } from "./passwords";
import { passwordMessages, passwordProblem } from "./password-policy";
import type { Sessions, SessionUser } from "./sessions";
import { tokenHash, newToken } from "./tokens";

/** One-time links (an invitation or a reset) through which a member sets a password. */

export type LinkState =
  | { state: "valid"; kind: InvitationKind; user: { id: number; email: string; name: string } }
  | { state: "used" | "expired" | "unknown" };

export type SetPasswordResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; error: string; field?: "senha" | "confirmacao" }
  | { ok: false; link: "used" | "expired" | "unknown" };

/** One-time links are good for a day. */
export const LINK_VALIDITY_MS = 24 * 3_600_000;
const BUSY_MESSAGE = panelMessages.busy;

export class PasswordLinks extends AccountQueries {
  constructor(
    options: AccountsOptions,
    private readonly sessions: Sessions,
  ) {
    super(options);
  }

  /** The address of a one-time link, as printed by the CLI and shown to the owner. */
  linkUrl(token: string): string {
    return `${this.siteUrl}${panelPaths.setPassword}?codigo=${token}`;
  }

  /** Replaces any unused link of the member with a new one; returns its code (only its hash is stored). */
  async issueLink(userId: number, kind: InvitationKind, createdBy: number | null): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("invitations").where("user_id", "=", userId).where("used_at", "is", null).execute();
      await trx
        .insertInto("invitations")
        .values({
          token_hash: tokenHash(token),
          user_id: userId,
          kind,
          created_by: createdBy,
          created_at: now,
          expires_at: now + LINK_VALIDITY_MS,
          used_at: null,
        })
        .execute();
    });
    return token;
  }

  async inspectLink(token: string): Promise<LinkState> {
    const row = await this.db
      .selectFrom("invitations")
      .innerJoin("users", "users.id", "invitations.user_id")
      .select([
        "invitations.kind",
        "invitations.expires_at",
        "invitations.used_at",
        "users.id",
        "users.email",
        "users.name",
        "users.removed_at",
      ])
      .where("invitations.token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!row || row.removed_at !== null) return { state: "unknown" };
    if (row.used_at !== null) return { state: "used" };
    if (row.expires_at <= this.now()) return { state: "expired" };
    return { state: "valid", kind: row.kind, user: { id: row.id, email: row.email, name: row.name } };
  }

  /**
   * Sets the password through a one-time link, once: the link is spent in
   * the same transaction that checks it, every older session of the member
   * ends, and a new one starts here.
   */
  async setPasswordWithLink(
    token: string,
    password: string,
    confirmation: string,
    meta: { ip: string; userAgent: string | null },
  ): Promise<SetPasswordResult> {
    const link = await this.inspectLink(token);
    if (link.state !== "valid") return { ok: false, link: link.state };
    const problem = passwordProblem(password, link.user);
    if (problem) return { ok: false, error: problem, field: "senha" };
    if (password !== confirmation) return { ok: false, error: passwordMessages.mismatch, field: "confirmacao" };
    let hash: string;
    try {
      hash = await this.hasher.hash(password);
    } catch (error) {
      if (error instanceof HasherBusyError) return { ok: false, error: BUSY_MESSAGE };
      throw error;
    }
    const now = this.now();
    const spent = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("invitations")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable("users")
        .set({ password_hash: hash, password_changed_at: now })
        .where("id", "=", link.user.id)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", link.user.id).execute();
      return true;
    });
    // Another request spent the link between the check and the write.
    if (!spent) return { ok: false, link: "used" };
    const actor = { id: link.user.id, label: link.user.email, ip: meta.ip || null };
    await recordAudit(this.db, { action: "senha_definida", actor, detail: { link: link.kind } }, now);
    const session = await this.sessions.startSession(link.user.id, meta);
    const user = await this.sessions.sessionUser(session);
    if (!user) throw new Error("the new session could not be read back");
    return { ok: true, token: session, user };
  }
}
