import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { fromServer } from "#app/load-context";
import type { SessionUser } from "#server/panel";
import { PanelError } from "#server/panel/panel-error";
import { panelMessages } from "./messages";
import { signInPath } from "./paths";

/**
 * The check in front of every signed-in panel route: `requireSession`, the
 * middleware of the /painel layout (routes/painel/layout.tsx), runs before
 * any loader or action below it. A POST from another site gets a 403 before
 * anything else is read; without a valid session a page gets a redirect to
 * the sign-in page (coming back afterwards) and a React Router data request
 * a 401, never any lead data. The member it found is in the request's
 * context for the loaders and actions (`signedInUser`); `requireOwner` keeps
 * the owner's pages and actions from an atendente (403).
 */

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in member, set by `requireSession`; no default, so a route outside it fails loudly. */
const userContext = createContext<SessionUser>();

export async function currentUser({ request, context }: GuardArgs): Promise<SessionUser | null> {
  const { panel } = fromServer(context);
  const token = await panel.cookie.read(request.headers.get("Cookie"));
  return panel.sessions.sessionUser(token);
}

/**
 * React Router's data request (a fetcher, a client navigation): its address ends in ".data". React Router 8
 * hands loaders and actions the request as sent (the page's address is their `url`).
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** Refuses a POST from another site (its Origin is not SITE_URL's), before anything else is read. */
export function requireSameOrigin({ request, context }: GuardArgs): void {
  if (!fromServer(context).panel.isOriginAllowed(request.headers.get("Origin"))) {
    throw data({ message: panelMessages.foreignOrigin }, { status: 403 });
  }
}

/** The middleware of the signed-in panel: the site's own Origin for a POST, then a valid session. */
export const requireSession: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" && args.request.method !== "HEAD") requireSameOrigin(args);
  const user = await currentUser(args);
  if (!user) {
    const { panel } = fromServer(args.context);
    if (isDataRequest(args.request)) throw data({ message: panelMessages.signedOut }, { status: 401 });
    throw redirect(signInPath(`${args.url.pathname}${args.url.search}`), {
      headers: { "Set-Cookie": await panel.cookie.clear() },
    });
  }
  args.context.set(userContext, user);
  return next();
};

/** The member `requireSession` let in. */
export function signedInUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(userContext);
}

/** The signed-in member if an owner; an atendente gets a 403. */
export function requireOwner(context: Readonly<RouterContextProvider>): SessionUser {
  const user = signedInUser(context);
  if (user.role !== "dono") throw data({ message: panelMessages.ownerOnly }, { status: 403 });
  return user;
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
export { actorOf, type SessionUser } from "#server/panel";
export { PanelError } from "#server/panel/panel-error";
export { identifiesPerson, parsePersonQuery, privacyMessages } from "#server/panel/privacy";
export { throttleMessage } from "#server/panel/throttle";
export { exportMessages } from "#server/panel/export";
