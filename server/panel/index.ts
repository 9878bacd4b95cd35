import { sql } from "kysely";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "../db/connect";
import { Accounts, type SessionUser } from "./accounts";
import { listAudit, type Actor } from "./audit";
import { addNote, eraseLeads, leadDetail, markOpened, requeue, type LeadDetail } from "./lead-work";
import { changeStatus, type AfterStatusChange, type StatusChangeInput, type StatusChangeResult } from "./lead-status";
import { inboxPage, originChoices, type InboxPage } from "./inbox";
import { otherLeads, type OtherLead } from "./people";
import { platformReport } from "./platforms";
import type { PlatformReport } from "~/features/panel/platform-report";
import { campaignResults, type Results } from "./results";
import { EXPORTS_AT_ONCE, startExport, type ExportFormat, type ExportStart } from "./export";
import { canExport, exportGrants, setExportPermission } from "./export-permission";
import { ExportSlots } from "./export-slots";
import { erasePerson, findPerson, personExport, type PersonQuery } from "./privacy";
import { leadFromWhatsappCode, type WhatsappLeadInput, type WriteLead } from "./whatsapp-leads";
import type { InboxFilter } from "~/features/panel/filters";
import { LeadRepository } from "../db/lead-repository";
import { DESTINATIONS, type Destination } from "../db/schema";
import { createPanelOriginCheck } from "../http/origin";
import { PasswordHasher, type ScryptCost } from "./passwords";
import { sessionCookie, type SessionCookie } from "./session-cookie";

export type { SessionUser } from "./accounts";
export type { LeadDetail, TimelineEvent } from "./lead-work";
export type { OtherLead } from "./people";
export type { StatusChanged, AfterStatusChange } from "./lead-status";

/** Who did it, for the audit trail: the member and the address they came from. */
export function actorOf(user: SessionUser, ip: string): Actor & { id: number } {
  return { id: user.id, label: user.email, ip: ip || null };
}

/**
 * The team's panel on the server: what its loaders and actions reach as
 * `context.panel` (app/load-context.ts). Every route under /painel checks
 * the session through ~/features/panel/guard.server before using it.
 */
export interface PanelService {
  siteUrl: string;
  /** Destinations this deployment has no settings for: their deliveries wait (the pages say so, not a due time). */
  unconfigured: readonly Destination[];
  cookie: SessionCookie;
  accounts: Accounts;
  /** True when a POST's Origin header is SITE_URL's origin (see ./origin). */
  isOriginAllowed(origin: string | null): boolean;
  audit: { list: (options: { before?: number; limit: number }) => ReturnType<typeof listAudit> };
  inbox: {
    page(filter: InboxFilter, now: number): Promise<InboxPage>;
    /** Sources and campaigns for the filter's choices (kept a minute: they change slowly). */
    origins(): Promise<{ sources: string[]; campaigns: string[] }>;
    /**
     * Leads per day (30 days) and the table by campaign for the filter's form, origin and period (else the last
     * 30 days, or every lead when the filter asks for all time).
     */
    results(filter: InboxFilter, now: number): Promise<Results>;
  };
  leads: {
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
    start(filter: InboxFilter, format: ExportFormat, actor: Actor): ExportStart;
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
}

export interface PanelModule {
  service: PanelService;
  /** Starts the daily housekeeping (expired sessions, old sign-in failures and links; SQLite's statistics). */
  start(): void;
  stop(): void;
}

export interface PanelOptions {
  /** Tests use a cheaper scrypt; production uses OWASP's parameters. */
  passwordCost?: ScryptCost;
  now?: () => number;
  /** Called after each committed status change (issue 26: the "Ganho" conversion to the ad platforms). */
  afterStatusChange?: AfterStatusChange;
  housekeepingIntervalMs?: number;
  /** Exports streamed at once by this process (default EXPORTS_AT_ONCE). */
  exportsAtOnce?: number;
  /** The lead pipeline's writer (LeadsModule.writeLead): leads made in the panel get their deliveries too. */
  writeLead?: WriteLead;
}

const DAY = 86_400_000;

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
    Partial<Pick<Env, "WEBHOOK_URL" | "SMTP_URL" | "META_PIXEL_ID" | "GOOGLE_ADS_FEED_USER">>,
  database: DatabaseHandle,
  logger: Logger,
  options: PanelOptions = {},
): PanelModule {
  const log = logger.child({ module: "panel" });
  const now = options.now ?? Date.now;
  const hasher = new PasswordHasher(options.passwordCost);
  const repository = new LeadRepository(database);
  const accounts = new Accounts({ db: database.db, dialect: database.dialect, hasher, siteUrl: env.SITE_URL, now });
  const exportSlots = new ExportSlots(options.exportsAtOnce ?? EXPORTS_AT_ONCE);
  // As server/leads/destinations decides (the variables of a group come together: env.server.ts).
  const configured: Record<Destination, boolean> = {
    chat: env.WEBHOOK_URL !== undefined,
    email: env.SMTP_URL !== undefined,
    meta: env.META_PIXEL_ID !== undefined,
  };
  const service: PanelService = {
    siteUrl: env.SITE_URL,
    unconfigured: DESTINATIONS.filter((destination) => !configured[destination]),
    cookie: sessionCookie(env.SITE_URL),
    accounts,
    isOriginAllowed: createPanelOriginCheck(env.SITE_URL),
    audit: { list: (listOptions) => listAudit(database.db, listOptions) },
    inbox: {
      page: (filter, at) => inboxPage(database.db, filter, at),
      origins: cachedFor(60_000, now, () => originChoices(database.db)),
      results: (filter, at) => campaignResults(database.db, filter, at),
    },
    leads: {
      detail: (id) => leadDetail(database.db, id, (leadId) => repository.deliveries(leadId)),
      markOpened: (id) => markOpened(database.db, id, now()),
      personLeads: (id) => otherLeads(database.db, id),
      changeStatus: (id, input, actor) => changeStatus(database.db, id, input, actor, now(), options.afterStatusChange),
      addNote: (id, body, actor) => addNote(database.db, id, body, actor, now()),
      requeue: (id, actor) => requeue(database.db, id, actor, now()),
      erase: (ids, actor) => eraseLeads(database, ids, actor, now()),
    },
    exports: {
      allowed: (user) => canExport(database.db, user),
      grants: () => exportGrants(database.db),
      setPermission: (memberId, allowed, actor) => setExportPermission(database.db, memberId, allowed, actor, now()),
      start: (filter, format, actor) => startExport(database.db, exportSlots, { filter, format, actor }, now()),
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
  };
  let timer: NodeJS.Timeout | null = null;
  const housekeeping = () => {
    accounts
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
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
