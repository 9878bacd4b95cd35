import type { Role } from "#app/features/panel/statuses";
import { recordAudit } from "./audit";
import { AccountQueries } from "./account-queries";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session-cookie";
import { THROTTLE } from "./throttle";
import { newToken, tokenHash } from "./tokens";

/** A member's sessions: started, checked on each request, listed and ended. */

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** The session row's id (the hash of the cookie's value). */
  sessionId: string;
}

/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const USER_AGENT_LIMIT = 200;

export class Sessions extends AccountQueries {
  async startSession(userId: number, meta: { ip: string; userAgent: string | null }): Promise<string> {
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
