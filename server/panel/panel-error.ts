/**
 * An expected refusal of a panel action (an e-mail already on the team, a
 * member who is gone): the pt-BR message the person reads beside `field` of
 * the form they sent, and the 4xx status of the answer. Thrown by the
 * panel's services; every panel action turns it into its own answer through
 * `refusalsAsData` (#app/features/panel/guard.server), never into a 500.
 *
 * Recognised by `PanelError.is`, a registered symbol, and not by
 * `instanceof`: the route modules (BUILD_DIR/server) and the Express server
 * that creates the services (BUILD_DIR/node) are two bundles, each with its
 * own copy of this class, so an error thrown by one copy is no instance of
 * the other (issue 35: inviting a member twice was a 500).
 */

const BRAND = Symbol.for("agencia.panel.PanelError");

export type PanelErrorStatus = 400 | 403 | 404 | 409 | 410 | 422 | 429;

export class PanelError extends Error {
  override name = "PanelError";
  readonly status: PanelErrorStatus;
  /** The form field the message belongs beside (its `name`), or null for the whole form. */
  readonly field: string | null;
  readonly [BRAND] = true;

  constructor(message: string, options: { status?: PanelErrorStatus; field?: string | null } = {}) {
    super(message);
    this.status = options.status ?? 400;
    this.field = options.field ?? null;
  }

  static is(error: unknown): error is PanelError {
    return typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
  }
}
