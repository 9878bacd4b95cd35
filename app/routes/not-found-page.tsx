import { NotFoundPage } from "#app/features/errors/not-found-page";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { noIndex: true };

/**
 * The not-found page as a file: prerendered at /404, moved to
 * build/client/404.html by the build, and sent with status 404 for every
 * unknown path (server/http/not-found.ts), or by a static host.
 */
export default function NotFoundDocument() {
  return <NotFoundPage />;
}
