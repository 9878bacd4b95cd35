import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { legacyRedirects } from "~/features/seo/redirects";

/** Old service paths the home page still links to: a permanent redirect to the current page. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const target = legacyRedirects[pathname.replace(/\/+$/, "")];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(`${target}${search}`, 301);
}
