import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../../server/panel";
import { PanelError } from "../../../server/panel/panel-error";
import { panelMessages } from "./messages";
import { signInPath } from "./paths";

/**
 * The check every loader and action under /painel starts with. Without a
 * valid session a page gets a redirect to the sign-in page (coming back
 * afterwards) and a React Router data request a 401, never any lead data.
 * An action also needs the site's own Origin. `role: "dono"` keeps the
 * owner's pages and actions from an atendente (403).
 */

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

export async function currentUser({ request, context }: GuardArgs): Promise<SessionUser | null> {
  const token = await context.panel.cookie.read(request.headers.get("Cookie"));
  return context.panel.sessions.sessionUser(token);
}

export async function requireUser(args: GuardArgs, options: { role?: "dono" } = {}): Promise<SessionUser> {
  const user = await currentUser(args);
  if (!user) {
    if (args.context.dataRequest) throw data({ message: panelMessages.signedOut }, { status: 401 });
    const url = new URL(args.request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`), {
      headers: { "Set-Cookie": await args.context.panel.cookie.clear() },
    });
  }
  if (options.role === "dono" && user.role !== "dono") {
    throw data({ message: panelMessages.ownerOnly }, { status: 403 });
  }
  return user;
}

/** Refuses a POST from another site (its Origin is not SITE_URL's), before anything else is read. */
export function requireSameOrigin({ request, context }: GuardArgs): void {
  if (!context.panel.isOriginAllowed(request.headers.get("Origin"))) {
    throw data({ message: panelMessages.foreignOrigin }, { status: 403 });
  }
}

/** For actions: the site's own Origin, then a valid session (and the role, when given). */
export async function requireAction(args: GuardArgs, options: { role?: "dono" } = {}): Promise<SessionUser> {
  requireSameOrigin(args);
  return requireUser(args, options);
}

/**
 * Runs an action's work and answers an expected refusal (a PanelError the
 * panel's services threw) as the action's own data, with the error's 4xx
 * status: `refusal` shapes it for the page, whose form shows the message
 * beside the field. Any other error stays what it is, a server error.
 */
export async function refusalsAsData<T, R>(
  work: () => Promise<T>,
  refusal: (error: PanelError) => R,
): Promise<T | ReturnType<typeof data<R>>> {
  try {
    return await work();
  } catch (error) {
    if (!PanelError.is(error)) throw error;
    return data(refusal(error), { status: error.status });
  }
}

/* The server functions the panel's routes use in their loaders and actions, from this one server-only module. */
export { actorOf, type SessionUser } from "../../../server/panel";
export { PanelError } from "../../../server/panel/panel-error";
export { identifiesPerson, parsePersonQuery, privacyMessages } from "../../../server/panel/privacy";
export { throttleMessage } from "../../../server/panel/throttle";
export { exportMessages } from "../../../server/panel/export";
