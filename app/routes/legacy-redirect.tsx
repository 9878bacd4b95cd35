import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { legacyRedirects } from "#app/features/seo/redirects";

/** Old service paths the home page still links to: a permanent redirect to the current page. */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation asks for "/old-path.data?_routes=…".
  const { pathname, search } = url;
  const target = legacyRedirects[pathname.replace(/\/+$/, "")];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(`${target}${search}`, 301);
}
