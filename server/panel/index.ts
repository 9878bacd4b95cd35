import { sql } from "kysely";
import type { Logger } from "pino";
import type { Env } from "#app/config/env.server";
import type { DatabaseHandle } from "../db/connect";
import type { MemberPasswords } from "./member-passwords";
import type { Members } from "./members";
import type { PasswordLinks } from "./password-links";
import type { Sessions, SessionUser } from "./sessions";
import type { SignIn } from "./sign-in";
import { createTeamAccounts } from "./team-accounts";
import { listAudit, type Actor } from "./audit";
import { addNote, eraseLeads, leadDetail, markOpened, requeue, type LeadDetail } from "./lead-work";
import { changeStatus, type AfterStatusChange, type StatusChangeInput, type StatusChangeResult } from "./lead-status";
import { inboxPage, originChoices, type InboxPage } from "./inbox";
import type { OtherLead } from "#app/features/panel/people";
import { otherLeads } from "./people";
import { logContact, setFollowUp, type FollowUpWriteResult } from "./follow-ups";
import { readFollowUpSettings, writeFollowUpSettings } from "./follow-up-settings";
import { sendFollowUpSummary } from "./follow-up-summary";
import { createSummaryMailer } from "./summary-mailer";
import { speedResults, type SpeedResults } from "./speed-results";
import { workQueue, type WorkQueue } from "./work-queue";
import type { ContactChannel } from "#app/features/panel/contact-channel";
import type { FollowUpSettings } from "#app/features/panel/follow-up-settings";
import { board, type BoardColumn } from "./board";
import { platformReport } from "./platforms";
import type { PlatformReport } from "#app/features/panel/platform-report";
import type { ResultsReport } from "#app/features/panel/results/results-report";
import { saveSpend, type SpendEntry } from "./results/ad-spend";
import { resultsReport } from "./results/report";
import { whatsappClickReport } from "./results/whatsapp-clicks";
import type { WhatsappClickRow } from "#app/features/panel/results/whatsapp-view";
import type { MonthPeriod } from "#app/features/panel/results/months";
import { EXPORTS_AT_ONCE, startExport, type ExportFormat, type ExportStart } from "./export";
import { canExport, exportGrants, setExportPermission } from "./export-permission";
import { ExportSlots } from "./export-slots";
import { erasePerson, findPerson, personExport, type PersonQuery } from "./privacy";
import { leadFromWhatsappCode, type WhatsappLeadInput, type WriteLead } from "./whatsapp-leads";
import { readMessages, saveMessages } from "./whatsapp-messages";
import type { MessageStage } from "#app/features/panel/whatsapp-messages";
import type { InboxFilter } from "#app/features/panel/filters";
import type { AssignmentSettings, Viewer } from "#app/features/panel/assignment";
import {
  assignLeads,
  assignmentSettings,
  availableMembers,
  leadVisible,
  saveAssignmentSettings,
  setAvailability,
  viewerOf,
  visibleLeadIds,
  type Assignment,
} from "./assignment";
import { Outbox } from "../db/outbox";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";
import { createPanelOriginCheck } from "../http/origin-check";
import { PasswordHasher, type ScryptCost } from "./passwords";
import { sessionCookie, type SessionCookie } from "./session-cookie";
import { PushSubscriptions, type MemberDevice } from "../push/subscriptions";
import { isAllowedPushEndpoint } from "../push/endpoint";

export type { SessionUser } from "./sessions";
export type { LeadDetail } from "./lead-work";
export type { BoardColumn } from "./board";
export type { StatusChanged, AfterStatusChange } from "./lead-status";

/** Who did it, for the audit trail: the member and the address they came from. */
export function actorOf(user: SessionUser, ip: string): Actor & { id: number } {
  return { id: user.id, label: user.email, ip: ip || null };
}

/**
 * The team's panel on the server: what its loaders and actions reach as
 * `fromServer(context).panel` (app/load-context.ts). The signed-in panel's
 * layout checks the session (#app/features/panel/guard.server's middleware)
 * before any of its routes uses it.
 */
export interface PanelService {
  siteUrl: string;
  /** Destinations this deployment has no settings for: their deliveries wait (the pages say so, not a due time). */
  unconfigured: readonly Destination[];
  cookie: SessionCookie;
  members: Members;
  passwordLinks: PasswordLinks;
  passwords: MemberPasswords;
  sessions: Sessions;
  signIn: SignIn["signIn"];
  /** True when a POST's Origin header is SITE_URL's origin (see ../http/origin-check). */
  isOriginAllowed(origin: string | null): boolean;
  audit: { list: (options: { before?: number; limit: number }) => ReturnType<typeof listAudit> };
  /** Whose lead it is (./assignment, issue 37). */
  assignment: {
    settings(): Promise<AssignmentSettings>;
    /** An owner's choices at /painel/equipe (audited). Throws PanelError for an unknown choice. */
    saveSettings(
      input: { distribution: unknown; visibility: unknown },
      actor: Actor & { id: number },
    ): Promise<AssignmentSettings>;
    /** Ids of the members marked available for the distribution in turn. */
    available(): Promise<Set<number>>;
    setAvailable(memberId: number, available: boolean, actor: Actor): Promise<void>;
    /** What this member may see: every loader and action that reads leads passes it on. */
    viewer(user: SessionUser): Promise<Viewer>;
  };
  inbox: {
    page(filter: InboxFilter, now: number, viewer: Viewer): Promise<InboxPage>;
    /** Sources and campaigns for the filter's choices (kept a minute: they change slowly). */
    origins(): Promise<{ sources: string[]; campaigns: string[] }>;
  };
  /** The pipeline board (./board): a column per status, its count, value and newest cards. */
  board(): Promise<BoardColumn[]>;
  /**
   * The results page (./results/report): arrived and won by channel, source and campaign, with the ad spend; of the
   * leads the viewer may see (an attendant limited to theirs: theirs, without the spend or the clicks).
   */
  results: {
    report(period: MonthPeriod, viewer: Viewer): Promise<ResultsReport>;
    /** Clicks on the site's WhatsApp buttons and the leads made from their codes, per origin (./results/whatsapp-clicks). */
    whatsapp(period: MonthPeriod, viewer: Viewer): Promise<WhatsappClickRow[]>;
    /** The owner's ad spend, typed or imported: replaces the same month, source and campaign; audited. */
    saveSpend(entries: readonly SpendEntry[], options: { fromFile: boolean; actor: Actor }): Promise<void>;
  };
  leads: {
    /** Whether the lead exists and the viewer may see it (an attendant limited to theirs: only theirs). */
    visible(viewer: Viewer, id: number): Promise<boolean>;
    /** The leads among these the viewer may see. */
    visibleIds(viewer: Viewer, ids: readonly number[]): Promise<number[]>;
    /**
     * Makes a member (null: nobody) responsible for these leads, audited; another member than the actor is told
     * "Lead atribuído a você" on the phone when push is configured and by e-mail when e-mail is. Throws PanelError.
     */
    assign(ids: readonly number[], memberId: number | null, actor: Actor): Promise<Assignment>;
    detail(id: number): Promise<LeadDetail | null>;
    markOpened(id: number): Promise<void>;
    /** The same person's other leads (same e-mail or phone), newest first. */
    personLeads(id: number): Promise<OtherLead[]>;
    /** The one status change (see ./lead-status): validates, records history and audit, then the hook. */
    changeStatus(id: number, input: StatusChangeInput, actor: Actor): Promise<StatusChangeResult>;
    addNote(id: number, body: unknown, actor: Actor & { id: number }): ReturnType<typeof addNote>;
    /** "Reenviar notificação": every notification row of the lead due now. */
    requeue(id: number, actor: Actor): Promise<number>;
    /** LGPD erasure: personal data removed, the row kept for the counts. */
    erase(ids: readonly number[], actor: Actor): Promise<number>;
    /** Sets or (null) clears the next follow-up (./follow-ups). */
    setFollowUp(
      id: number,
      followUp: { dueAt: number; what: string } | null,
      actor: Actor & { id: number },
    ): Promise<FollowUpWriteResult>;
    /** A contact attempt logged with one tap: the lead's first contact when it had none. */
    logContact(id: number, channel: ContactChannel, actor: Actor & { id: number }): Promise<FollowUpWriteResult>;
  };
  /** "What needs me now" (./work-queue), speed to lead (./speed-results) and the owner's choices for them. */
  followUps: {
    queue(now: number, viewer: Viewer): Promise<WorkQueue>;
    /** Speed to lead of the leads the viewer may see. */
    speed(now: number, viewer: Viewer): Promise<SpeedResults>;
    settings(): Promise<FollowUpSettings>;
    saveSettings(
      values: { waitLimitMinutes: number; summaryTime: string },
      actor: Actor & { id: number },
    ): Promise<void>;
  };
  /** The inbox's exports (./export): who may, and the file as a stream. */
  exports: {
    /** Owners, and the attendants an owner allowed. */
    allowed(user: SessionUser): Promise<boolean>;
    /** Ids of the attendants allowed to export. */
    grants(): Promise<Set<number>>;
    /** An owner allows an attendant to export, or stops allowing it (audited). Throws PanelError. */
    setPermission(memberId: number, allowed: boolean, actor: Actor): Promise<void>;
    /** The filter's leads as a CSV or JSON stream, one audit row when it ends; "busy" when every slot is taken. */
    start(
      filter: InboxFilter,
      format: ExportFormat,
      actor: Actor,
      viewer: Viewer,
      ids?: readonly number[],
    ): ExportStart;
  };
  /** Lead alerts on the members' devices (Web Push, docs/decisions/061). */
  push: {
    /** The server's VAPID public key the browser subscribes with; null: alerts are not configured. */
    publicKey: string | null;
    devices(userId: number): Promise<MemberDevice[]>;
    /** Turns alerts on for a device; false when the subscription is not a browser push service's. */
    subscribe(userId: number, subscription: unknown, userAgent: string | null): Promise<boolean>;
    /** Turns a device's alerts off; false when this member has no such device. */
    remove(userId: number, device: { id: number } | { endpoint: string }): Promise<boolean>;
  };
  /** LGPD requests about one person (owners only). */
  privacy: {
    find(query: PersonQuery): Promise<number[]>;
    export(ids: readonly number[], actor: Actor): Promise<string>;
    erase(ids: readonly number[], actor: Actor): Promise<number>;
  };
  /** What reached the ad platforms and the team's destinations (./platforms; owners only). */
  platforms: { report(now: number): Promise<PlatformReport> };
  /** A lead of the "WhatsApp" form from a click's code (./whatsapp-leads). Throws PanelError. */
  whatsapp: {
    createLead(input: WhatsappLeadInput, actor: Actor): Promise<{ leadId: number; code: string }>;
  };
  /** The WhatsApp message of each stage the owners wrote at /painel/mensagens (./whatsapp-messages). */
  messages: {
    read(): Promise<Record<MessageStage, string>>;
    /** Texts as parseMessage accepted them ("" is the default). */
    save(texts: Readonly<Record<MessageStage, string>>, userId: number): Promise<void>;
  };
}

export interface PanelModule {
  service: PanelService;
  /**
   * Starts the daily housekeeping (expired sessions, old sign-in failures and links; SQLite's statistics) and,
   * when e-mail is configured, the per-minute tick of the daily follow-up summary.
   */
  start(): void;
  /** One tick of the follow-up summary: e-mails sent (0 without e-mail, before the hour, or already sent today). */
  sendFollowUpSummary(): Promise<number>;
  stop(): void;
}

export interface PanelOptions {
  /** Tests use a cheaper scrypt; production uses OWASP's parameters. */
  passwordCost?: ScryptCost;
  now?: () => number;
  /** Called after each committed status change (issue 26: the "Ganho" conversion to the ad platforms). */
  afterStatusChange?: AfterStatusChange;
  housekeepingIntervalMs?: number;
  /** How often the follow-up summary looks at the clock (default a minute). */
  summaryIntervalMs?: number;
  /** Exports streamed at once by this process (default EXPORTS_AT_ONCE). */
  exportsAtOnce?: number;
  /** The lead pipeline's writer (LeadsModule.writeLead): leads made in the panel get their deliveries too. */
  writeLead?: WriteLead;
  /** The lead pipeline's outbox (LeadsModule.wakeDeliveries): an alert the panel enqueued goes now, not at a poll. */
  wakeDeliveries?: () => void;
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** A PushSubscription's JSON as the browser posts it, checked: keys base64url of the sizes Web Push uses. */
function subscriptionInput(value: unknown): { endpoint: string; p256dh: string; auth: string } | null {
  if (value === null || typeof value !== "object") return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (typeof endpoint !== "string" || typeof p256dh !== "string" || typeof auth !== "string") return null;
  if (!/^[A-Za-z0-9_-]{87}$/.test(p256dh) || !/^[A-Za-z0-9_-]{22}$/.test(auth)) return null;
  return { endpoint, p256dh, auth };
}

/** The last answer of `load`, for `ttlMs`; a failed load is not kept. */
function cachedFor<T>(ttlMs: number, now: () => number, load: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.value;
    const value = load();
    kept = { at: now(), value };
    value.catch(() => {
      kept = null;
    });
    return value;
  };
}

export function createPanelModule(
  env: Pick<Env, "SITE_URL"> &
    Partial<
      Pick<
        Env,
        | "WEBHOOK_URL"
        | "SMTP_URL"
        | "LEAD_EMAIL_FROM"
        | "META_PIXEL_ID"
        | "VAPID_PUBLIC_KEY"
        | "PUSH_SERVICE_EXTRA_ORIGIN"
        | "GOOGLE_ADS_FEED_USER"
      >
    >,
  database: DatabaseHandle,
  logger: Logger,
  options: PanelOptions = {},
): PanelModule {
  const log = logger.child({ module: "panel" });
  const now = options.now ?? Date.now;
  const hasher = new PasswordHasher(options.passwordCost);
  const outbox = new Outbox(database);
  const accounts = createTeamAccounts({
    db: database.db,
    dialect: database.dialect,
    hasher,
    siteUrl: env.SITE_URL,
    now,
  });
  const pushSubscriptions = new PushSubscriptions(database.db);
  const exportSlots = new ExportSlots(options.exportsAtOnce ?? EXPORTS_AT_ONCE);
  // As server/leads/destinations decides (the variables of a group come together: env.server.ts).
  const configured: Record<Destination, boolean> = {
    chat: env.WEBHOOK_URL !== undefined,
    email: env.SMTP_URL !== undefined,
    meta: env.META_PIXEL_ID !== undefined,
    push: env.VAPID_PUBLIC_KEY !== undefined,
  };
  // How a member given leads by another is told: the channels configured (decisions 072 and 081).
  const assignedChannels = (["push", "email"] as const).filter((channel) => configured[channel]);
  const service: PanelService = {
    siteUrl: env.SITE_URL,
    unconfigured: DESTINATIONS.filter((destination) => !configured[destination]),
    cookie: sessionCookie(env.SITE_URL),
    members: accounts.members,
    passwordLinks: accounts.passwordLinks,
    passwords: accounts.passwords,
    sessions: accounts.sessions,
    signIn: (input) => accounts.signIn.signIn(input),
    isOriginAllowed: createPanelOriginCheck(env.SITE_URL),
    audit: { list: (listOptions) => listAudit(database.db, listOptions) },
    assignment: {
      settings: () => assignmentSettings(database.db),
      saveSettings: (input, actor) => saveAssignmentSettings(database.db, input, actor, now()),
      available: () => availableMembers(database.db),
      setAvailable: (memberId, available, actor) => setAvailability(database.db, memberId, available, actor, now()),
      viewer: (user) => viewerOf(database.db, user),
    },
    inbox: {
      page: (filter, at, viewer) => inboxPage(database.db, filter, at, viewer),
      origins: cachedFor(60_000, now, () => originChoices(database.db)),
    },
    board: () => board(database.db),
    results: {
      report: (period, viewer) => resultsReport(database.db, period, viewer),
      whatsapp: (period, viewer) => whatsappClickReport(database.db, database.dialect, period, viewer),
      saveSpend: (entries, saveOptions) => saveSpend(database.db, entries, saveOptions, now()),
    },
    leads: {
      visible: (viewer, id) => leadVisible(database.db, viewer, id),
      visibleIds: (viewer, ids) => visibleLeadIds(database.db, viewer, ids),
      assign: async (ids, memberId, actor) => {
        const assignment = await assignLeads(database.db, ids, memberId, actor, now(), { notifyBy: assignedChannels });
        if (assignment.changed.length > 0) options.wakeDeliveries?.();
        return assignment;
      },
      detail: (id) => leadDetail(database.db, id, (leadId) => outbox.deliveries(leadId)),
      markOpened: (id) => markOpened(database.db, id, now()),
      personLeads: (id) => otherLeads(database.db, id),
      changeStatus: (id, input, actor) => changeStatus(database.db, id, input, actor, now(), options.afterStatusChange),
      addNote: (id, body, actor) => addNote(database.db, id, body, actor, now()),
      requeue: (id, actor) => requeue(database.db, id, actor, now()),
      erase: (ids, actor) => eraseLeads(database, ids, actor, now()),
      setFollowUp: (id, followUp, actor) => setFollowUp(database.db, id, followUp, actor, now()),
      logContact: (id, channel, actor) => logContact(database.db, id, channel, actor, now()),
    },
    followUps: {
      queue: (at, viewer) => workQueue(database.db, at, viewer),
      speed: (at, viewer) => speedResults(database.db, database.dialect, at, viewer),
      settings: () => readFollowUpSettings(database.db),
      saveSettings: (values, actor) => writeFollowUpSettings(database.db, values, actor, now()),
    },
    exports: {
      allowed: (user) => canExport(database.db, user),
      grants: () => exportGrants(database.db),
      setPermission: (memberId, allowed, actor) => setExportPermission(database.db, memberId, allowed, actor, now()),
      start: (filter, format, actor, viewer, ids) =>
        startExport(database.db, exportSlots, { filter, format, actor, viewer, ...(ids ? { ids } : {}) }, now()),
    },
    push: {
      publicKey: env.VAPID_PUBLIC_KEY ?? null,
      devices: (userId) => pushSubscriptions.listForMember(userId),
      async subscribe(userId, subscription, userAgent) {
        const input = subscriptionInput(subscription);
        if (!input || !isAllowedPushEndpoint(input.endpoint, env.PUSH_SERVICE_EXTRA_ORIGIN)) return false;
        await pushSubscriptions.save(userId, input, userAgent?.slice(0, 300) ?? null, now());
        return true;
      },
      remove: (userId, device) => pushSubscriptions.remove(userId, device),
    },
    privacy: {
      find: (query) => findPerson(database.db, query, now()),
      export: (ids, actor) => personExport(database.db, ids, actor, now()),
      erase: (ids, actor) => erasePerson(database, ids, actor, now()),
    },
    platforms: {
      report: (at) =>
        platformReport(database.db, { ...configured, google: env.GOOGLE_ADS_FEED_USER !== undefined }, at),
    },
    whatsapp: {
      createLead: (input, actor) => {
        const { writeLead } = options;
        if (!writeLead) return Promise.reject(new Error("the panel was started without the lead pipeline"));
        return leadFromWhatsappCode(database.db, writeLead, input, actor, now());
      },
    },
    messages: {
      read: () => readMessages(database.db),
      save: (texts, userId) => saveMessages(database.db, texts, userId, now()),
    },
  };
  // The summary goes through the team's SMTP server; without one (the variables come together) there is none.
  const summaryMailer =
    env.SMTP_URL !== undefined && env.LEAD_EMAIL_FROM !== undefined
      ? createSummaryMailer({ smtpUrl: env.SMTP_URL, from: env.LEAD_EMAIL_FROM })
      : null;
  const summary = () =>
    summaryMailer ? sendFollowUpSummary(database.db, summaryMailer, env.SITE_URL, now(), log) : Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;
  let summaryTimer: NodeJS.Timeout | null = null;
  const housekeeping = () => {
    accounts.sessions
      .housekeeping()
      // SQLite's planner needs fresh statistics to keep choosing the inbox's indexes as the table grows: without
      // them a filtered search's counters read every row of the source (150 ms instead of 15 at 100,000 leads, and
      // PRAGMA optimize did not help). A full ANALYZE takes about a third of a second there (docs/decisions/032).
      .then(() => (database.dialect === "sqlite" ? sql`analyze`.execute(database.db) : undefined))
      .catch((error: unknown) => log.error({ err: error }, "panel housekeeping failed"));
  };
  return {
    service,
    start() {
      housekeeping();
      timer = setInterval(housekeeping, options.housekeepingIntervalMs ?? DAY);
      timer.unref();
      if (summaryMailer) {
        summaryTimer = setInterval(() => {
          summary().catch((error: unknown) => log.error({ err: error }, "follow-up summary failed"));
        }, options.summaryIntervalMs ?? MINUTE);
        summaryTimer.unref();
      }
    },
    sendFollowUpSummary: summary,
    stop() {
      if (timer) clearInterval(timer);
      if (summaryTimer) clearInterval(summaryTimer);
      summaryMailer?.close();
    },
  };
}
