import type { Kysely } from "kysely";
import { panelMessages } from "~/features/panel/messages";
import { panelPaths } from "~/features/panel/paths";
import type { Role } from "~/features/panel/statuses";
import type { Dialect } from "../db/connect";
import type { Database, InvitationKind } from "../db/schema";
import { recordAudit, SERVER_ACTOR, type Actor } from "./audit";
import { PanelError } from "./panel-error";
import { HasherBusyError, type PasswordHasher } from "./passwords";
import { passwordMessages, passwordProblem } from "./password-policy";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session-cookie";
import { releaseSignInAttempt, reserveSignInAttempt } from "./sign-in-attempts";
import { THROTTLE } from "./throttle";
import { newToken, tokenHash } from "./tokens";

/**
 * Team accounts, sessions and one-time password links, all in the
 * database so several app replicas share them (docs/decisions/030).
 */

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** The session row's id (the hash of the cookie's value). */
  sessionId: string;
}

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: number;
  lastSignInAt: number | null;
  /** "ativo": has a password; "convidado": a link is waiting; "link_expirado": the link ran out unused. */
  state: "ativo" | "convidado" | "link_expirado";
}

export type SignInResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; waitMs: number }
  | { ok: false; reason: "busy" };

export type LinkState =
  | { state: "valid"; kind: InvitationKind; user: { id: number; email: string; name: string } }
  | { state: "used" | "expired" | "unknown" };

export type SetPasswordResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; error: string; field?: "senha" | "confirmacao" }
  | { ok: false; link: "used" | "expired" | "unknown" };

/** One-time links are good for a day. */
export const LINK_VALIDITY_MS = 24 * 3_600_000;
/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const USER_AGENT_LIMIT = 200;
const BUSY_MESSAGE = panelMessages.busy;
const ALREADY_ON_TEAM = "Essa pessoa já faz parte da equipe.";

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AccountsOptions {
  db: Kysely<Database>;
  /** PostgreSQL's sign-in throttle takes advisory locks (./sign-in-attempts); SQLite's needs none. */
  dialect: Dialect;
  hasher: PasswordHasher;
  siteUrl: string;
  now?: () => number;
}

export class Accounts {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly hasher: PasswordHasher;
  private readonly siteUrl: string;
  private readonly now: () => number;

  constructor(options: AccountsOptions) {
    this.db = options.db;
    this.dialect = options.dialect;
    this.hasher = options.hasher;
    this.siteUrl = options.siteUrl.replace(/\/+$/, "");
    this.now = options.now ?? Date.now;
  }

  /** The address of a one-time link, as printed by the CLI and shown to the owner. */
  linkUrl(token: string): string {
    return `${this.siteUrl}${panelPaths.setPassword}?codigo=${token}`;
  }

  // ---- Members ------------------------------------------------------------

  async listMembers(): Promise<TeamMember[]> {
    const now = this.now();
    const users = await this.db
      .selectFrom("users")
      .select(["id", "email", "name", "role", "password_hash", "created_at", "last_sign_in_at"])
      .where("removed_at", "is", null)
      .orderBy("name")
      .execute();
    const links = await this.db
      .selectFrom("invitations")
      .select(["user_id", "expires_at"])
      .where("used_at", "is", null)
      .execute();
    const openLink = new Set(links.filter((link) => link.expires_at > now).map((link) => link.user_id));
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.created_at,
      lastSignInAt: user.last_sign_in_at,
      state: user.password_hash !== null ? "ativo" : openLink.has(user.id) ? "convidado" : "link_expirado",
    }));
  }

  async findActive(email: string) {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", normalizeEmail(email))
      .where("removed_at", "is", null)
      .executeTakeFirst();
  }

  async getMember(id: number) {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .where("removed_at", "is", null)
      .executeTakeFirst();
  }

  /**
   * Adds a member (or brings back a removed one with the same e-mail) and
   * makes their first one-time link. Throws a PanelError with a pt-BR
   * message when the e-mail or name is unusable or already on the team.
   */
  async addMember(
    input: { email: string; name: string; role: Role },
    by: Actor,
  ): Promise<{ userId: number; token: string }> {
    const { userId, email, now } = await this.insertMember(input, null);
    const token = await this.issueLink(userId, "convite", by.id);
    await recordAudit(this.db, { action: "convite", actor: by, detail: { membro: email, papel: input.role } }, now);
    return { userId, token };
  }

  /**
   * For the CLI's `users add --password-stdin`: a member who can sign in at
   * once, with no link, audited as an account the server made (not an
   * invitation). A refused password (PanelError) creates nothing.
   */
  async createWithPassword(input: { email: string; name: string; role: Role }, password: string): Promise<void> {
    const problem = passwordProblem(password, input);
    if (problem) throw new PanelError(problem, { field: "senha" });
    const hash = await this.hasher.hash(password);
    const { email } = await this.insertMember(input, hash);
    await recordAudit(
      this.db,
      { action: "conta_criada", actor: SERVER_ACTOR, detail: { membro: email, papel: input.role } },
      this.now(),
    );
  }

  /** Writes the member's row (a new one, or a removed member's again); throws PanelError when it cannot. */
  private async insertMember(
    input: { email: string; name: string; role: Role },
    passwordHash: string | null,
  ): Promise<{ userId: number; email: string; now: number }> {
    const email = normalizeEmail(input.email);
    const name = input.name.trim().replace(/\s+/g, " ");
    if (!EMAIL.test(email) || email.length > 254) throw new PanelError("Informe um e-mail válido.", { field: "email" });
    if (name.length < 2 || name.length > 120)
      throw new PanelError("Informe o nome (de 2 a 120 caracteres).", { field: "nome" });
    const now = this.now();
    const passwordChangedAt = passwordHash === null ? null : now;
    // No read-then-write transaction: on SQLite it fails at once (SQLITE_BUSY) when another process wrote in between.
    const existing = await this.db
      .selectFrom("users")
      .select(["id", "removed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && existing.removed_at === null)
      throw new PanelError(ALREADY_ON_TEAM, { status: 409, field: "email" });
    if (existing) {
      const result = await this.db
        .updateTable("users")
        .set({
          name,
          role: input.role,
          password_hash: passwordHash,
          password_changed_at: passwordChangedAt,
          removed_at: null,
          created_at: now,
        })
        .where("id", "=", existing.id)
        .where("removed_at", "is not", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new PanelError(ALREADY_ON_TEAM, { status: 409, field: "email" });
      return { userId: existing.id, email, now };
    }
    const row = await this.db
      .insertInto("users")
      .values({
        email,
        name,
        role: input.role,
        password_hash: passwordHash,
        created_at: now,
        password_changed_at: passwordChangedAt,
        last_sign_in_at: null,
        removed_at: null,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new PanelError(ALREADY_ON_TEAM, { status: 409, field: "email" });
    return { userId: row.id, email, now };
  }

  /** Removes a member: their sessions and links end at once. The last owner cannot be removed. */
  async removeMember(userId: number, by: Actor): Promise<void> {
    const member = await this.getMember(userId);
    if (!member) throw new PanelError("Membro não encontrado.", { status: 404 });
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (member.role === "dono") {
        // A write that changes nothing on every active owner first: it locks their rows (PostgreSQL) or the database
        // (SQLite), so two owners removing each other at the same moment cannot both still count a second owner.
        await trx
          .updateTable("users")
          .set((eb) => ({ role: eb.ref("role") }))
          .where("role", "=", "dono")
          .where("removed_at", "is", null)
          .execute();
        const owners = await trx
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("role", "=", "dono")
          .where("removed_at", "is", null)
          .executeTakeFirstOrThrow();
        if (Number(owners.count) <= 1) throw new PanelError("O painel precisa de pelo menos um dono.", { status: 409 });
      }
      // The export permission goes with the account: someone invited again starts without it.
      await trx
        .updateTable("users")
        .set({ removed_at: now, password_hash: null, can_export: 0, available: 0 })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx.deleteFrom("invitations").where("user_id", "=", userId).execute();
    });
    await recordAudit(this.db, { action: "membro_removido", actor: by, detail: { membro: member.email } }, now);
  }

  /** A new one-time link for a member who forgot the password: every session of theirs ends now. */
  async resetMember(userId: number, by: Actor): Promise<string> {
    const member = await this.getMember(userId);
    if (!member) throw new PanelError("Membro não encontrado.", { status: 404 });
    await this.db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    const token = await this.issueLink(userId, member.password_hash === null ? "convite" : "redefinicao", by.id);
    await recordAudit(this.db, { action: "novo_link", actor: by, detail: { membro: member.email } }, this.now());
    return token;
  }

  /** Replaces any unused link of the member with a new one; returns its code (only its hash is stored). */
  private async issueLink(userId: number, kind: InvitationKind, createdBy: number | null): Promise<string> {
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
    const session = await this.startSession(link.user.id, meta);
    const user = await this.sessionUser(session);
    if (!user) throw new Error("the new session could not be read back");
    return { ok: true, token: session, user };
  }

  /** For the CLI's --password-stdin: sets a member's password directly, ending their sessions. */
  async setPassword(userId: number, password: string): Promise<string | null> {
    const member = await this.getMember(userId);
    if (!member) return "Membro não encontrado.";
    const problem = passwordProblem(password, member);
    if (problem) return problem;
    const hash = await this.hasher.hash(password);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: hash, password_changed_at: now })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx
        .updateTable("invitations")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
    });
    return null;
  }

  /** A signed-in member changes their password: every other session of theirs ends. */
  async changePassword(
    user: SessionUser,
    input: { current: string; next: string; confirmation: string },
    ip: string,
  ): Promise<{ ok: true } | { ok: false; error: string; field: "atual" | "nova" | "confirmacao" | null }> {
    const row = await this.getMember(user.id);
    if (!row) return { ok: false, error: "Sua conta não existe mais.", field: null };
    try {
      if (!(await this.hasher.verify(input.current, row.password_hash))) {
        return { ok: false, error: "A senha atual não confere.", field: "atual" };
      }
      const problem = passwordProblem(input.next, row);
      if (problem) return { ok: false, error: problem, field: "nova" };
      if (input.next !== input.confirmation)
        return { ok: false, error: passwordMessages.mismatch, field: "confirmacao" };
      const hash = await this.hasher.hash(input.next);
      const now = this.now();
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: hash, password_changed_at: now })
          .where("id", "=", user.id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", user.id).where("id", "!=", user.sessionId).execute();
      });
      await recordAudit(
        this.db,
        { action: "senha_alterada", actor: { id: user.id, label: user.email, ip: ip || null } },
        now,
      );
      return { ok: true };
    } catch (error) {
      if (error instanceof HasherBusyError) return { ok: false, error: BUSY_MESSAGE, field: null };
      throw error;
    }
  }

  // ---- Sign-in and sessions ---------------------------------------------------

  /**
   * Signs a member in. Throttled per account and per IP before anything
   * else: the try is reserved (counted as a failure) before its password is
   * checked, so tries sent together count as many (./sign-in-attempts), and
   * a success removes the account's failures. An unknown e-mail costs the
   * same scrypt run as a known one, and every failure gets the same answer. On success any session the browser
   * presented is ended and a new one begins (no session fixation).
   */
  async signIn(input: {
    email: string;
    password: string;
    ip: string;
    userAgent: string | null;
    presentedToken: string | null;
  }): Promise<SignInResult> {
    const email = normalizeEmail(input.email).slice(0, 254);
    const accountKey = `conta:${email}`;
    const ipKey = `ip:${input.ip || "desconhecido"}`;
    const now = this.now();
    const reservation = await reserveSignInAttempt(
      this.db,
      this.dialect,
      [
        { key: accountKey, threshold: THROTTLE.accountThreshold },
        { key: ipKey, threshold: THROTTLE.ipThreshold },
      ],
      now,
    );
    const attempt = { id: null, label: email, ip: input.ip || null };
    if (!reservation.ok) {
      await recordAudit(this.db, { action: "entrada_bloqueada", actor: attempt }, now);
      return { ok: false, reason: "throttled", waitMs: reservation.waitMs };
    }
    const user = email === "" ? undefined : await this.findActive(email);
    let valid: boolean;
    try {
      valid = await this.hasher.verify(input.password, user?.password_hash ?? null);
    } catch (error) {
      if (error instanceof HasherBusyError) {
        await releaseSignInAttempt(this.db, reservation.ids);
        return { ok: false, reason: "busy" };
      }
      throw error;
    }
    if (!valid || !user) {
      // The reservation stays: it is this failure.
      await recordAudit(this.db, { action: "entrada_falhou", actor: { ...attempt, id: user?.id ?? null } }, now);
      return { ok: false, reason: "invalid" };
    }
    await this.db.deleteFrom("sign_in_failures").where("scope_key", "=", accountKey).execute();
    await releaseSignInAttempt(this.db, reservation.ids);
    if (input.presentedToken)
      await this.db.deleteFrom("sessions").where("id", "=", tokenHash(input.presentedToken)).execute();
    if (user.password_hash && this.hasher.isOutdated(user.password_hash)) {
      const rehashed = await this.hasher.hash(input.password);
      await this.db.updateTable("users").set({ password_hash: rehashed }).where("id", "=", user.id).execute();
    }
    await this.db.updateTable("users").set({ last_sign_in_at: now }).where("id", "=", user.id).execute();
    const token = await this.startSession(user.id, input);
    await recordAudit(
      this.db,
      { action: "entrada", actor: { id: user.id, label: user.email, ip: input.ip || null } },
      now,
    );
    return {
      ok: true,
      token,
      user: { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: tokenHash(token) },
    };
  }

  private async startSession(userId: number, meta: { ip: string; userAgent: string | null }): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db
      .insertInto("sessions")
      .values({
        id: tokenHash(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        ip: meta.ip || null,
        user_agent: meta.userAgent ? meta.userAgent.slice(0, USER_AGENT_LIMIT) : null,
      })
      .execute();
    return token;
  }

  /**
   * The member a session cookie belongs to, or null: unknown, idle for 7
   * days, older than 30 days, or its member removed. An expired session is
   * deleted; a live one has its last-seen time refreshed now and then.
   */
  async sessionUser(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const id = tokenHash(token);
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.created_at",
        "sessions.last_seen_at",
        "users.id",
        "users.email",
        "users.name",
        "users.role",
        "users.removed_at",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.now();
    if (
      row.removed_at !== null ||
      now - row.last_seen_at >= SESSION_IDLE_MS ||
      now - row.created_at >= SESSION_ABSOLUTE_MS
    ) {
      await this.db.deleteFrom("sessions").where("id", "=", id).execute();
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_INTERVAL_MS) {
      await this.db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
    }
    return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: id };
  }

  async signOut(user: SessionUser, ip: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id", "=", user.sessionId).execute();
    await recordAudit(
      this.db,
      { action: "saida", actor: { id: user.id, label: user.email, ip: ip || null } },
      this.now(),
    );
  }

  async signOutEverywhere(user: SessionUser, ip: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await recordAudit(
      this.db,
      { action: "saida_todos", actor: { id: user.id, label: user.email, ip: ip || null } },
      this.now(),
    );
  }

  async listSessions(
    userId: number,
  ): Promise<{ id: string; createdAt: number; lastSeenAt: number; ip: string | null; userAgent: string | null }[]> {
    const now = this.now();
    const rows = await this.db
      .selectFrom("sessions")
      .select(["id", "created_at", "last_seen_at", "ip", "user_agent"])
      .where("user_id", "=", userId)
      .orderBy("last_seen_at", "desc")
      .execute();
    return rows
      .filter((row) => now - row.last_seen_at < SESSION_IDLE_MS && now - row.created_at < SESSION_ABSOLUTE_MS)
      .map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        ip: row.ip,
        userAgent: row.user_agent,
      }));
  }

  /** Daily: drops expired sessions, old failures and spent or expired links. */
  async housekeeping(): Promise<void> {
    const now = this.now();
    await this.db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([eb("last_seen_at", "<=", now - SESSION_IDLE_MS), eb("created_at", "<=", now - SESSION_ABSOLUTE_MS)]),
      )
      .execute();
    await this.db
      .deleteFrom("sign_in_failures")
      .where("created_at", "<=", now - THROTTLE.windowMs)
      .execute();
    await this.db
      .deleteFrom("invitations")
      .where("expires_at", "<=", now - 30 * 24 * 3_600_000)
      .execute();
  }
}
