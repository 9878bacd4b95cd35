import { recordAudit } from "./audit";
import { AccountQueries, type AccountsOptions } from "./account-queries";
import { normalizeEmail, type Members } from "./members";
import { HasherBusyError } from "./passwords";
import type { Sessions, SessionUser } from "./sessions";
import { releaseSignInAttempt, reserveSignInAttempt } from "./sign-in-attempts";
import { THROTTLE } from "./throttle";
import { tokenHash } from "./tokens";

export type SignInResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; waitMs: number }
  | { ok: false; reason: "busy" };

export class SignIn extends AccountQueries {
  constructor(
    options: AccountsOptions,
    private readonly members: Members,
    private readonly sessions: Sessions,
  ) {
    super(options);
  }

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
    const user = email === "" ? undefined : await this.members.findActive(email);
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
    const token = await this.sessions.startSession(user.id, input);
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
}
