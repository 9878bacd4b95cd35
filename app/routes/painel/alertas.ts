import { data, redirect } from "react-router";
import type { Route } from "./+types/alertas";
import { signedInUser } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { choice, readFields, text } from "#app/features/panel/posted-fields";
import { pushMessages } from "#app/features/panel/push-alerts";

/**
 * Lead alerts on this member's devices (Web Push). Turning them on or off
 * on this device is posted by the page's script, which holds the browser's
 * subscription ("ativar", "desativar"); removing a device from the list is
 * a plain form ("remover") that works without JavaScript and comes back to
 * /painel/conta.
 */
export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel } = fromServer(args.context);
  const { push } = panel;
  const { intent, ...fields } = readFields(await args.request.formData(), {
    intent: choice(["remover", "desativar", "ativar"]),
    id: text(20),
    endpoint: text(2000),
    assinatura: text(4000),
  });
  if (intent === "remover") {
    const id = Number(fields.id);
    const removed = Number.isSafeInteger(id) && (await push.remove(user.id, { id }));
    if (!removed) return data({ ok: false as const, message: pushMessages.unknownDevice }, { status: 404 });
    return redirect(`${panelPaths.account}?alertas=removido`, 303);
  }
  if (intent === "desativar") {
    await push.remove(user.id, { endpoint: fields.endpoint });
    return { ok: true as const, message: pushMessages.turnedOff };
  }
  if (intent === "ativar") {
    if (!push.publicKey) return data({ ok: false as const, message: pushMessages.notConfigured }, { status: 409 });
    let subscription: unknown;
    try {
      subscription = JSON.parse(fields.assinatura);
    } catch {
      subscription = null;
    }
    const saved = await push.subscribe(user.id, subscription, args.request.headers.get("user-agent"));
    if (!saved) return data({ ok: false as const, message: pushMessages.badSubscription }, { status: 400 });
    return { ok: true as const, message: pushMessages.turnedOn };
  }
  return data({ ok: false as const, message: pushMessages.unknownIntent }, { status: 400 });
}

/** Only posts are answered here: a visit goes to the account page, where the alerts are. */
export function loader() {
  return redirect(panelPaths.account);
}
