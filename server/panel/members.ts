import type { Role } from "#app/features/panel/statuses";
import { recordAudit, SERVER_ACTOR, type Actor } from "./audit";
import { AccountQueries, type AccountsOptions } from "./account-queries";
import { PanelError } from "./panel-error";
import type { PasswordLinks } from "./password-links";
import { passwordProblem } from "./password-policy";

/** The team: its members, adding (with a first link or a password) and removing them. */

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

const ALREADY_ON_TEAM = "Essa pessoa já faz parte da equipe.";

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class Members extends AccountQueries {
  constructor(
    options: AccountsOptions,
    private readonly links: PasswordLinks,
  ) {
    super(options);
  }

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
    const token = await this.links.issueLink(userId, "convite", by.id);
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
    const token = await this.links.issueLink(userId, member.password_hash === null ? "convite" : "redefinicao", by.id);
    await recordAudit(this.db, { action: "novo_link", actor: by, detail: { membro: member.email } }, this.now());
    return token;
  }
}
