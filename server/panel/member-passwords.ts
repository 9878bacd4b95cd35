import { panelMessages } from "#app/features/panel/messages";
import { recordAudit } from "./audit";
import { AccountQueries, type AccountsOptions } from "./account-queries";
import type { Members } from "./members";
import { HasherBusyError } from "./passwords";
import { passwordMessages, passwordProblem } from "./password-policy";
import type { SessionUser } from "./sessions";

/** A member's password set from the CLI, or changed by the member while signed in. */

const BUSY_MESSAGE = panelMessages.busy;

export class MemberPasswords extends AccountQueries {
  constructor(
    options: AccountsOptions,
    private readonly members: Members,
  ) {
    super(options);
  }

  /** For the CLI's --password-stdin: sets a member's password directly, ending their sessions. */
  async setPassword(userId: number, password: string): Promise<string | null> {
    const member = await this.members.getMember(userId);
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
    const row = await this.members.getMember(user.id);
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
}
