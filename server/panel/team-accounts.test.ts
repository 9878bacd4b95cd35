import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { LINK_VALIDITY_MS } from "./password-links";
import type { SignInResult } from "./sign-in";
import { HasherBusyError, PasswordHasher } from "./passwords";
import { passwordMessages } from "./password-policy";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session-cookie";
import { THROTTLE, throttleMessage } from "./throttle";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = "uma senha bem longa";
const meta = { ip: "198.51.100.4", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140" };

describe.each(DATABASES)("panel accounts on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  const signIn = (email: string, password = PASSWORD, ip = meta.ip, presentedToken: string | null = null) =>
    h.panel.signIn({ email, password, ip, userAgent: meta.userAgent, presentedToken });

  it("an invited member chooses a password once through the link, and is signed in", async () => {
    const { token } = await h.panel.members.addMember(
      { email: "  Ana@Agencia.com.br ", name: "Ana Costa", role: "atendente" },
      { id: null, label: null, ip: null },
    );
    expect(await h.panel.passwordLinks.inspectLink(token)).toMatchObject({
      state: "valid",
      kind: "convite",
      user: { email: "ana@agencia.com.br", name: "Ana Costa" },
    });
    const weak = await h.panel.passwordLinks.setPasswordWithLink(token, "123456789012", "123456789012", meta);
    expect(weak).toEqual({ ok: false, error: passwordMessages.common, field: "senha" });
    const done = await h.panel.passwordLinks.setPasswordWithLink(token, PASSWORD, PASSWORD, meta);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(await h.panel.sessions.sessionUser(done.token)).toMatchObject({
      email: "ana@agencia.com.br",
      role: "atendente",
    });
    // Used once: the same link does nothing again, even with another password.
    expect(await h.panel.passwordLinks.inspectLink(token)).toEqual({ state: "used" });
    expect(
      await h.panel.passwordLinks.setPasswordWithLink(token, "outra senha bem longa", "outra senha bem longa", meta),
    ).toEqual({
      ok: false,
      link: "used",
    });
    expect((await signIn("ana@agencia.com.br")).ok).toBe(true);
  });

  it("a link expires after 24 hours, and a new one replaces the old", async () => {
    const { token, userId } = await h.panel.members.addMember(
      { email: "bia@agencia.com.br", name: "Bia", role: "atendente" },
      { id: null, label: null, ip: null },
    );
    h.clock.now += LINK_VALIDITY_MS;
    expect(await h.panel.passwordLinks.inspectLink(token)).toEqual({ state: "expired" });
    expect(await h.panel.passwordLinks.setPasswordWithLink(token, PASSWORD, PASSWORD, meta)).toEqual({
      ok: false,
      link: "expired",
    });
    const fresh = await h.panel.members.resetMember(userId, { id: null, label: null, ip: null });
    expect((await h.panel.passwordLinks.inspectLink(fresh)).state).toBe("valid");
    expect(await h.panel.passwordLinks.inspectLink("código-inventado")).toEqual({ state: "unknown" });
  });

  it("answers a wrong password and an unknown e-mail the same way, and records both in the audit trail", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    expect(await signIn("dono@agencia.com.br", "senha errada mesmo")).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn("ninguem@agencia.com.br")).toEqual({ ok: false, reason: "invalid" });
    const trail = await h.panel.audit.list({ limit: 10 });
    expect(trail.map((event) => [event.action, event.actorLabel])).toEqual([
      ["entrada_falhou", "ninguem@agencia.com.br"],
      ["entrada_falhou", "dono@agencia.com.br"],
      ["convite", null],
    ]);
  });

  it("makes each try wait after 5 failures of an account, whether or not the e-mail exists", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    for (const email of ["dono@agencia.com.br", "inexistente@agencia.com.br"]) {
      for (let attempt = 0; attempt < THROTTLE.accountThreshold; attempt += 1) {
        expect((await signIn(email, "errada errada", `10.0.0.${attempt}`)).ok).toBe(false);
      }
      // Even the right password waits: the throttle answers before the password is looked at.
      expect(await signIn(email, PASSWORD, "10.0.1.1")).toEqual({ ok: false, reason: "throttled", waitMs: 30_000 });
    }
    h.clock.now += 30_000;
    expect((await signIn("dono@agencia.com.br", PASSWORD, "10.0.1.1")).ok).toBe(true);
    expect(
      (await h.panel.audit.list({ limit: 50 })).filter((event) => event.action === "entrada_bloqueada"),
    ).toHaveLength(2);
  });

  it("makes an IP wait after 10 failures, whichever accounts it tried", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    for (let attempt = 0; attempt < THROTTLE.ipThreshold; attempt += 1) {
      await signIn(`pessoa${attempt}@agencia.com.br`, "errada errada");
    }
    expect(await signIn("dono@agencia.com.br")).toMatchObject({ ok: false, reason: "throttled" });
    expect((await signIn("dono@agencia.com.br", PASSWORD, "192.0.2.50")).ok).toBe(true);
  });

  type Try = { email: string; password: string; ip: string };
  const BURST = 16;

  /** Sends every try at once (spread over the given service instances) and counts the password checks they cost. */
  async function burst(tries: Try[], instances = [h.panel]): Promise<{ results: SignInResult[]; checks: number }> {
    const verify = vi.spyOn(PasswordHasher.prototype, "verify");
    try {
      const results = await Promise.all(
        tries.map((attempt, index) =>
          instances[index % instances.length]!.signIn({
            ...attempt,
            userAgent: meta.userAgent,
            presentedToken: null,
          }),
        ),
      );
      return { results, checks: verify.mock.calls.length };
    } finally {
      verify.mockRestore();
    }
  }

  const reasons = (results: SignInResult[]) =>
    results.reduce<Record<string, number>>((count, result) => {
      const reason = result.ok ? "ok" : result.reason;
      return { ...count, [reason]: (count[reason] ?? 0) + 1 };
    }, {});

  /** 16 tries on the owner's account from 16 addresses: 15 wrong passwords, the right one last. */
  const accountBurst = (): Try[] =>
    Array.from({ length: BURST }, (_, index) => ({
      email: "dono@agencia.com.br",
      password: index === BURST - 1 ? PASSWORD : `errada ${index} errada`,
      ip: `10.0.2.${index}`,
    }));

  /** 16 tries from one address on 16 accounts (one try each): 15 wrong, the owner's right password last. */
  const ipBurst = (): Try[] =>
    Array.from({ length: BURST }, (_, index) =>
      index === BURST - 1
        ? { email: "dono@agencia.com.br", password: PASSWORD, ip: "203.0.113.77" }
        : { email: `pessoa${index}@agencia.com.br`, password: "errada errada", ip: "203.0.113.77" },
    );

  function expectThrottledBurst(
    { results, checks }: { results: SignInResult[]; checks: number },
    threshold: number,
  ): void {
    // Simultaneous tries count as many: no more password checks than the limit, the rest wait.
    expect(checks).toBeLessThanOrEqual(threshold);
    expect(reasons(results)).toEqual({ invalid: threshold, throttled: BURST - threshold });
    const last = results.at(-1)!;
    expect(last).toEqual({ ok: false, reason: "throttled", waitMs: 30_000 });
    if (!last.ok && last.reason === "throttled") {
      expect(throttleMessage(last.waitMs)).toBe("Muitas tentativas sem sucesso. Aguarde 30 segundos e tente de novo.");
    }
  }

  it("16 simultaneous tries on one account check at most 5 passwords, and the right one in the 16th waits", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    expectThrottledBurst(await burst(accountBurst()), THROTTLE.accountThreshold);
    // The refused tries did not lengthen the wait (decision 030): 30 seconds after the 5th failure, the owner is in.
    h.clock.now += 30_000;
    expect((await signIn("dono@agencia.com.br", PASSWORD, "10.0.3.1")).ok).toBe(true);
  });

  it("16 simultaneous tries from one IP on different accounts check at most 10 passwords", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    expectThrottledBurst(await burst(ipBurst()), THROTTLE.ipThreshold);
    expect((await signIn("dono@agencia.com.br", PASSWORD, "192.0.2.50")).ok).toBe(true);
  });

  it.skipIf(!usesPostgres)(
    "two replicas sharing the database split a burst and still check at most the limit",
    async () => {
      await h.member({ email: "dono@agencia.com.br" });
      const second = await h.replica();
      expectThrottledBurst(await burst(accountBurst(), [h.panel, second]), THROTTLE.accountThreshold);
      h.clock.now += THROTTLE.windowMs;
      expectThrottledBurst(await burst(ipBurst(), [h.panel, second]), THROTTLE.ipThreshold);
    },
  );

  it("successful sign-ins and tries the busy hasher turned away never count toward the throttle", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    for (let attempt = 0; attempt < THROTTLE.ipThreshold + 2; attempt += 1) {
      expect((await signIn("dono@agencia.com.br")).ok).toBe(true);
    }
    const verify = vi.spyOn(PasswordHasher.prototype, "verify").mockRejectedValue(new HasherBusyError("busy"));
    try {
      for (let attempt = 0; attempt < THROTTLE.ipThreshold + 2; attempt += 1) {
        expect(await signIn("dono@agencia.com.br", "errada errada")).toEqual({ ok: false, reason: "busy" });
      }
    } finally {
      verify.mockRestore();
    }
    expect((await signIn("dono@agencia.com.br")).ok).toBe(true);
  });

  it("ends a session idle for 7 days, and any session after 30 days however busy", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    const idle = await signIn("dono@agencia.com.br");
    if (!idle.ok) throw new Error("sign-in failed");
    h.clock.now += SESSION_IDLE_MS - MINUTE;
    expect(await h.panel.sessions.sessionUser(idle.token)).not.toBeNull();
    h.clock.now += SESSION_IDLE_MS - MINUTE;
    expect(await h.panel.sessions.sessionUser(idle.token)).not.toBeNull();
    h.clock.now += SESSION_IDLE_MS;
    expect(await h.panel.sessions.sessionUser(idle.token)).toBeNull();

    const busy = await signIn("dono@agencia.com.br");
    if (!busy.ok) throw new Error("sign-in failed");
    for (let day = 0; day < 29; day += 1) {
      h.clock.now += DAY;
      expect(await h.panel.sessions.sessionUser(busy.token)).not.toBeNull();
    }
    h.clock.now += SESSION_ABSOLUTE_MS - 29 * DAY;
    expect(await h.panel.sessions.sessionUser(busy.token)).toBeNull();
  });

  it("starts a new session at sign-in and ends the one the browser presented (no session fixation)", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    const first = await signIn("dono@agencia.com.br");
    if (!first.ok) throw new Error("sign-in failed");
    const second = await signIn("dono@agencia.com.br", PASSWORD, meta.ip, first.token);
    if (!second.ok) throw new Error("sign-in failed");
    expect(second.token).not.toBe(first.token);
    expect(await h.panel.sessions.sessionUser(first.token)).toBeNull();
    expect(await h.panel.sessions.sessionUser(second.token)).not.toBeNull();
    // Only hashes are stored: the cookie's value is nowhere in the table.
    const ids = await h.handle.db.selectFrom("sessions").select("id").execute();
    expect(ids.map((row) => row.id)).not.toContain(second.token);
  });

  it("a password change ends the member's other sessions and keeps this one", async () => {
    await h.member({ email: "dono@agencia.com.br", name: "Carla Dias" });
    const here = await signIn("dono@agencia.com.br");
    const phone = await signIn("dono@agencia.com.br");
    if (!here.ok || !phone.ok) throw new Error("sign-in failed");
    const input = { current: "errada errada", next: "nova senha comprida", confirmation: "nova senha comprida" };
    expect(await h.panel.passwords.changePassword(here.user, input, meta.ip)).toMatchObject({
      ok: false,
      field: "atual",
    });
    expect(await h.panel.passwords.changePassword(here.user, { ...input, current: PASSWORD }, meta.ip)).toEqual({
      ok: true,
    });
    expect(await h.panel.sessions.sessionUser(here.token)).not.toBeNull();
    expect(await h.panel.sessions.sessionUser(phone.token)).toBeNull();
    expect((await signIn("dono@agencia.com.br", "nova senha comprida")).ok).toBe(true);
  });

  it("signs out one session, or every session of the member", async () => {
    await h.member({ email: "dono@agencia.com.br" });
    const [a, b, c] = [
      await signIn("dono@agencia.com.br"),
      await signIn("dono@agencia.com.br"),
      await signIn("dono@agencia.com.br"),
    ];
    if (!a.ok || !b.ok || !c.ok) throw new Error("sign-in failed");
    await h.panel.sessions.signOut(a.user, meta.ip);
    expect(await h.panel.sessions.sessionUser(a.token)).toBeNull();
    expect(await h.panel.sessions.sessionUser(b.token)).not.toBeNull();
    await h.panel.sessions.signOutEverywhere(b.user, meta.ip);
    expect(await h.panel.sessions.sessionUser(c.token)).toBeNull();
  });

  it("removing a member ends their sessions; the last owner cannot be removed", async () => {
    const owner = await h.member({ email: "dono@agencia.com.br" });
    const helper = await h.member({ email: "ajuda@agencia.com.br", role: "atendente" });
    const session = await signIn("ajuda@agencia.com.br");
    if (!session.ok) throw new Error("sign-in failed");
    const by = { id: owner, label: "dono@agencia.com.br", ip: null };
    await h.panel.members.removeMember(helper, by);
    expect(await h.panel.sessions.sessionUser(session.token)).toBeNull();
    expect(await signIn("ajuda@agencia.com.br")).toEqual({ ok: false, reason: "invalid" });
    await expect(h.panel.members.removeMember(owner, by)).rejects.toThrow("pelo menos um dono");
    expect((await h.panel.members.listMembers()).map((member) => member.email)).toEqual(["dono@agencia.com.br"]);
  });

  it("two owners removing each other at the same moment leave one owner", async () => {
    const first = await h.member({ email: "primeira@agencia.com.br" });
    const second = await h.member({ email: "segunda@agencia.com.br" });
    const results = await Promise.allSettled([
      h.panel.members.removeMember(second, { id: first, label: "primeira@agencia.com.br", ip: null }),
      h.panel.members.removeMember(first, { id: second, label: "segunda@agencia.com.br", ip: null }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await h.panel.members.listMembers()).toHaveLength(1);
  });
});
