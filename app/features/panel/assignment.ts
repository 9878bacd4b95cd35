/**
 * Whose lead it is (issue 37): the owner's choices at /painel/equipe, kept in panel_settings under
 * "responsaveis.", and the turn order of the distribution. Plain logic, shared by the server and the pages.
 */

/** New leads left unassigned, or given in turn to the members marked available. */
export const DISTRIBUTIONS = [
  { value: "nenhuma", label: "Deixar sem responsável" },
  { value: "rodizio", label: "Distribuir em rodízio entre os disponíveis" },
] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number]["value"];

/** Whether attendants see every lead or only those they are responsible for (owners always see all). */
export const VISIBILITIES = [
  { value: "todos", label: "Todos os leads" },
  { value: "proprios", label: "Só os leads de que são responsáveis" },
] as const;
export type Visibility = (typeof VISIBILITIES)[number]["value"];

export interface AssignmentSettings {
  distribution: Distribution;
  visibility: Visibility;
}

/** panel_settings names; "vez" holds the id of the member who got the last turn. */
export const ASSIGNMENT_SETTING_NAMES = {
  distribution: "responsaveis.distribuicao",
  visibility: "responsaveis.visibilidade",
  lastTurn: "responsaveis.vez",
} as const;

export const DEFAULT_ASSIGNMENT: AssignmentSettings = { distribution: "nenhuma", visibility: "todos" };

export function isDistribution(value: unknown): value is Distribution {
  return DISTRIBUTIONS.some((choice) => choice.value === value);
}

export function isVisibility(value: unknown): value is Visibility {
  return VISIBILITIES.some((choice) => choice.value === value);
}

/** The stored settings; a missing or unknown value reads as the default. */
export function parseAssignmentSettings(stored: ReadonlyMap<string, string>): AssignmentSettings {
  const distribution = stored.get(ASSIGNMENT_SETTING_NAMES.distribution);
  const visibility = stored.get(ASSIGNMENT_SETTING_NAMES.visibility);
  return {
    distribution: isDistribution(distribution) ? distribution : DEFAULT_ASSIGNMENT.distribution,
    visibility: isVisibility(visibility) ? visibility : DEFAULT_ASSIGNMENT.visibility,
  };
}

/**
 * The members who get the next `count` leads, one turn each: the available members in id order, starting after
 * the one who had the last turn (or at the first, when that one is gone or nobody had a turn yet). Empty when
 * nobody is available.
 */
export function nextTurns(available: readonly number[], lastTurn: number | null, count: number): number[] {
  const members = [...new Set(available)].sort((a, b) => a - b);
  if (members.length === 0 || count <= 0) return [];
  // The first member after the last turn's id; past the highest id (or with no turn yet) the turn wraps to the first.
  const next = lastTurn === null ? 0 : members.findIndex((id) => id > lastTurn);
  const start = next === -1 ? 0 : next;
  return Array.from({ length: count }, (_, index) => members[(start + index) % members.length]!);
}

/** Who the page is for: an attendant limited to theirs sees only the leads they are responsible for. */
export interface Viewer {
  userId: number;
  onlyOwn: boolean;
}

/** Whether this viewer may see (open, change, export) a lead with this responsible member. */
export function canSeeLead(viewer: Viewer, assignedUserId: number | null): boolean {
  return !viewer.onlyOwn || assignedUserId === viewer.userId;
}

/** The inbox's "responsável" filter: mine, nobody's, or (null) everyone's. */
export type OwnerFilter = "eu" | "nenhum";

export function isOwnerFilter(value: unknown): value is OwnerFilter {
  return value === "eu" || value === "nenhum";
}

/** Every lead, as an owner sees them: for the server's own readers (benchmarks, tests) that act for nobody. */
export const EVERY_LEAD: Viewer = { userId: 0, onlyOwn: false };
