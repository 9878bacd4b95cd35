import { redirect } from "react-router";
import type { Route } from "./+types/tema";
import { isTheme, safeReturnPath, themeCookie } from "#app/features/theme/theme";

/**
 * The theme toggles' target without JavaScript: stores the choice in a cookie
 * and goes back to the page the visitor was on (303, so a reload does not post again).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("tema");
  if (!isTheme(theme)) throw new Response("Tema inválido.", { status: 400 });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(safeReturnPath(form.get("voltar")), {
    status: 303,
    headers: { "Set-Cookie": themeCookie(theme, { secure }) },
  });
}

/** A visitor who opens /tema directly lands on the home page. */
export function loader() {
  return redirect("/");
}
